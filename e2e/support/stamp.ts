/**
 * Letters without vowels, `y`, or the letters of a title (Mr, Mrs, Ms, Dr): no word, name or
 * identifier the patient-identifier check looks for can be spelled with them, alone or with the text
 * around them. A run's texts carry a stamp to be told apart from an earlier run's; in base 36 a stamp
 * was now and then a name ("…vada", "…yuri"), or ended in "mrs" and made the next word one, and the
 * answer holding it was refused (422) at random.
 */
const LETTERS = 'bcfghjklnpqtvwxz';

function spell(n: number): string {
  let out = '';
  do {
    out = LETTERS[n % LETTERS.length] + out;
    n = Math.floor(n / LETTERS.length);
  } while (n > 0);
  return out;
}

/** A stamp unique to this moment and process, made only of LETTERS. */
export function uniqueStamp(): string {
  return spell(Date.now()) + spell(Math.floor(Math.random() * 4096));
}
