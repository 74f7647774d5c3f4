import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot, resultsDir } from '../shared/target.js';
import { currentSection, generatedSection, replaceSection } from './readme-table.js';

/**
 * `npm run bench:readme`: rewrites the README's benchmark section from bench/results/.
 * `npm run bench:readme -- --check`: exits 1 when the README's section is not what it would write.
 */

const readmePath = path.join(repoRoot, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const section = generatedSection(resultsDir);
if (process.argv.includes('--check')) {
  if (currentSection(readme) !== section) {
    console.error('README.md: the benchmark section is not the one bench/results gives; run `npm run bench:readme`');
    process.exit(1);
  }
  console.log('README.md: the benchmark section matches bench/results');
} else {
  const next = replaceSection(readme, section);
  if (next !== readme) writeFileSync(readmePath, next);
  console.log(next === readme ? 'README.md: already up to date' : 'README.md: benchmark section rewritten');
}
