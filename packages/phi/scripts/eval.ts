/**
 * npm run phi:eval [-- --split dev|heldout] [-- --verbose]
 * Prints per-kind planted counts and recall, the false-alarm rate on clean texts, the p95 time for a
 * 4,000-character text, and which targets are met. The targets are asserted in src/eval.test.ts.
 */
import { PHI_KINDS } from '../src/kinds';
import { evaluate, loadCorpus, SPLITS, TARGETS, timeP95 } from '../src/evaluate';

const args = process.argv.slice(2);
const splitArg = args.includes('--split') ? args[args.indexOf('--split') + 1] : undefined;
const verbose = args.includes('--verbose');
const splits = splitArg ? [splitArg] : [...SPLITS];
const records = loadCorpus(splits);
const r = evaluate(records);
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const met = (ok: boolean) => (ok ? 'met' : 'MISSED');

console.log(`PHI detector on corpus split(s): ${splits.join(' + ')} (${records.length} texts)\n`);
console.log('kind          planted  found  recall');
for (const k of PHI_KINDS) {
  const s = r.perKind[k];
  console.log(
    `${k.padEnd(13)} ${String(s.planted).padStart(7)} ${String(s.found).padStart(6)}  ${pct(s.recall).padStart(6)}`,
  );
}
console.log(
  `${'overall'.padEnd(13)} ${String(r.overall.planted).padStart(7)} ${String(r.overall.found).padStart(6)}  ${pct(r.overall.recall).padStart(6)}`,
);
console.log(
  `\nclean texts: ${r.clean}, with any finding: ${r.cleanFlagged} -> false-alarm rate ${pct(r.falseAlarmRate)}`,
);
console.log(`findings in planted texts overlapping no label: ${r.strayFindings}`);
const t = timeP95(records);
console.log(`time for a ${t.chars}-character text: p95 ${t.p95Ms.toFixed(2)} ms over 200 runs`);

const worstKind = PHI_KINDS.reduce((a, k) => (r.perKind[k].recall < r.perKind[a].recall ? k : a));
console.log('\ntargets:');
console.log(
  `  recall overall >= 95%:        ${pct(r.overall.recall)}  ${met(r.overall.recall >= TARGETS.overallRecall)}`,
);
console.log(
  `  recall every kind >= 85%:     lowest ${worstKind} ${pct(r.perKind[worstKind].recall)}  ${met(r.perKind[worstKind].recall >= TARGETS.kindRecall)}`,
);
console.log(
  `  false alarms <= 5% of clean:  ${pct(r.falseAlarmRate)}  ${met(r.falseAlarmRate <= TARGETS.falseAlarmRate)}`,
);
console.log(`  4,000 chars p95 <= 20 ms:     ${t.p95Ms.toFixed(2)} ms  ${met(t.p95Ms <= TARGETS.p95Ms)}`);

if (verbose) {
  console.log('\nmissed:');
  for (const m of r.misses) console.log(`  ${m.id} ${m.label.kind}: ${JSON.stringify(m.label.text)}`);
  console.log('\nfalse alarms:');
  for (const f of r.falseAlarms)
    console.log(`  ${f.id}: ${f.findings.map((x) => `${x.kind}:${JSON.stringify(x.text)}`).join(', ')}`);
}
