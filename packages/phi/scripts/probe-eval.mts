/**
 * Scores a private probe file (one `{kind|text}` marked-up text a line): `tsx scripts/probe-eval.ts <file> [detect.ts]`;
 * the optional second path scores another checkout's detector (e.g. main's) on the same file.
 */
import { readFileSync } from 'node:fs';
import { detectPhi as ownDetect } from '../src/detect';
import { type CorpusRecord, evaluate } from '../src/evaluate';
import { parseMarkup } from './corpus-markup';

const detectPhi: typeof ownDetect = process.argv[3] ? (await import(process.argv[3])).detectPhi : ownDetect;
const lines = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .filter((l) => l.trim());
const records: CorpusRecord[] = lines.map((l, i) => ({
  id: `probe-${i + 1}`,
  split: 'probe',
  ...parseMarkup(l, `line ${i + 1}`),
}));
const res = evaluate(records, detectPhi);
const n = res.perKind.name;
console.log(`name ${n.found}/${n.planted}; false alarms ${res.cleanFlagged}/${res.clean}`);
for (const m of res.misses) console.log(`  miss ${m.id}: ${m.label.kind} "${m.label.text}"`);
for (const f of res.falseAlarms)
  console.log(`  false ${f.id}: ${f.findings.map((x) => `${x.kind}:"${x.text}"`).join(' ')}`);
for (const r of records.filter((r) => r.labels.length))
  for (const x of detectPhi(r.text).filter((x) => !r.labels.some((l) => l.start < x.end && x.start < l.end)))
    console.log(`  stray ${r.id}: ${x.kind}:"${x.text}"`);
