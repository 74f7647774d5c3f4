/**
 * Rebuilds corpus/<split>.jsonl from the hand-written markup in corpus/src/<split>-{planted,clean}.txt.
 * Run: npx tsx packages/phi/scripts/build-corpus.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ALL_SPLITS } from '../src/evaluate';
import { type CorpusRecord, parseMarkup } from './corpus-markup';

const corpusDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'corpus');

for (const split of ALL_SPLITS) {
  const records: CorpusRecord[] = [];
  for (const part of ['planted', 'clean'] as const) {
    const file = join(corpusDir, 'src', `${split}-${part}.txt`);
    const lines = readFileSync(file, 'utf8').split('\n');
    let n = 0;
    lines.forEach((line, i) => {
      if (line.trim() === '' || line.startsWith('#')) return;
      const { text, labels } = parseMarkup(line, `${file}:${i + 1}`);
      if (part === 'planted' && labels.length === 0) throw new Error(`${file}:${i + 1}: planted text without a label`);
      if (part === 'clean' && labels.length > 0) throw new Error(`${file}:${i + 1}: clean text with a label`);
      n += 1;
      records.push({ id: `${split}-${part[0]}${String(n).padStart(3, '0')}`, split, text, labels });
    });
  }
  writeFileSync(join(corpusDir, `${split}.jsonl`), `${records.map((r) => JSON.stringify(r)).join('\n')}\n`);
  console.log(`${split}: ${records.length} texts`);
}
