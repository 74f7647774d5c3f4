/**
 * Letters without vowels, `y`, or the letters of a title (Mr, Mrs, Ms, Dr): no word, name or
 * identifier the patient-identifier check looks for can be spelled with them, alone or with the text
 * around them. A run's texts carry a stamp to be told apart from an earlier run's; in base 36 a stamp
 * was now and then a name ("…vada", "…yuri"), or ended in "mrs" and made the next word one, and the
 * answer holding it was refused (422) at random.
 */
const LETTERS = 'bcfghjklnpqtvwxz';

function spell(n: number, length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) {
    out = LETTERS[n % LETTERS.length] + out;
    n = Math.floor(n / LETTERS.length);
  }
  return out;
}

/**
 * A stamp of this moment and process, made only of LETTERS: eight of them, as long as the base-36 stamp
 * it replaced (texts around it are measured: a confirmed identifier's list shows the 80 characters
 * before it). The clock's milliseconds modulo 16⁷ (they come round every 74 hours) and one at random.
 */
export function uniqueStamp(): string {
  return spell(Date.now() % LETTERS.length ** 7, 7) + spell(Math.floor(Math.random() * LETTERS.length), 1);
}
