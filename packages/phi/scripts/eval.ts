/**
 * npm run phi:eval [-- --split dev|heldout|blind] [-- --verbose]
 * Prints, for each split side by side (dev, heldout, blind) and for the tuned splits together, the
 * per-kind planted counts and recall, the false-alarm rate on clean texts, then the p95 time for a
 * 4,000-character text and which targets each split meets. `--split` prints one split; `--verbose`
 * lists its misses and false alarms. The floors are asserted in src/eval.test.ts.
 */
import { ALL_SPLITS, type EvalResult, evaluate, loadCorpus, SPLITS, TARGETS, timeP95 } from '../src/evaluate';
import { PHI_KINDS } from '../src/kinds';

const args = process.argv.slice(2);
const splitArg = args.includes('--split') ? args[args.indexOf('--split') + 1] : undefined;
const verbose = args.includes('--verbose');
if (splitArg && !(ALL_SPLITS as readonly string[]).includes(splitArg)) {
  console.error(`Unknown split "${splitArg}"; choose from ${ALL_SPLITS.join(', ')}.`);
  process.exit(2);
}

const columns: { name: string; splits: string[] }[] = splitArg
  ? [{ name: splitArg, splits: [splitArg] }]
  : [...ALL_SPLITS.map((s) => ({ name: s, splits: [s] })), { name: SPLITS.join('+'), splits: [...SPLITS] }];
const results = columns.map((c) => ({ ...c, records: loadCorpus(c.splits), r: {} as EvalResult }));
for (const col of results) col.r = evaluate(col.records);

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;
const cell = (found: number, planted: number) => (planted ? `${found}/${planted} ${pct(found / planted)}` : '-');
const width = 18;
const row = (label: string, cells: string[]) => `${label.padEnd(13)}${cells.map((c) => c.padStart(width)).join('')}`;

console.log(`PHI detector recall per kind (found/planted), by corpus split\n`);
console.log(
  row(
    'kind',
    results.map((c) => `${c.name} (${c.records.length})`),
  ),
);
for (const k of PHI_KINDS)
  console.log(
    row(
      k,
      results.map(({ r }) => cell(r.perKind[k].found, r.perKind[k].planted)),
    ),
  );
console.log(
  row(
    'overall',
    results.map(({ r }) => cell(r.overall.found, r.overall.planted)),
  ),
);
console.log(
  row(
    'false alarms',
    results.map(({ r }) => cell(r.cleanFlagged, r.clean)),
  ),
);
console.log(
  row(
    'stray',
    results.map(({ r }) => String(r.strayFindings)),
  ),
);
console.log('(false alarms: clean texts with any finding; stray: findings in planted texts overlapping no label)');

const t = timeP95(loadCorpus(SPLITS));
console.log(
  `\ntime for a ${t.chars}-character text: p95 ${t.p95Ms.toFixed(2)} ms over 200 runs (target <= ${TARGETS.p95Ms} ms)`,
);

console.log('\ntargets: recall overall >= 95%, every kind >= 85%, false alarms <= 5% of clean texts');
for (const { name, r } of results) {
  const worst = PHI_KINDS.filter((k) => r.perKind[k].planted).reduce((a, k) =>
    r.perKind[k].recall < r.perKind[a].recall ? k : a,
  );
  const met =
    r.overall.recall >= TARGETS.overallRecall &&
    r.perKind[worst].recall >= TARGETS.kindRecall &&
    r.falseAlarmRate <= TARGETS.falseAlarmRate;
  console.log(
    `  ${name.padEnd(12)} overall ${pct(r.overall.recall)}, lowest ${worst} ${pct(r.perKind[worst].recall)}, ` +
      `false alarms ${pct(r.falseAlarmRate)}: ${met ? 'met' : 'MISSED'}`,
  );
}

if (verbose) {
  for (const { name, r } of results.filter((c) => c.splits.length === 1)) {
    console.log(`\n${name}, missed:`);
    for (const m of r.misses) console.log(`  ${m.id} ${m.label.kind}: ${JSON.stringify(m.label.text)}`);
    console.log(`\n${name}, false alarms:`);
    for (const f of r.falseAlarms)
      console.log(`  ${f.id}: ${f.findings.map((x) => `${x.kind}:${JSON.stringify(x.text)}`).join(', ')}`);
  }
}
