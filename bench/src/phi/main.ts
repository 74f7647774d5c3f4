import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { detectPhi } from '@pc/phi';
import { loadCorpus, TARGETS } from '@pc/phi/evaluate';
import { resultsDir } from '../shared/target.js';

/**
 * `npm run bench:phi`: how long the patient-identifier check takes on a 4,000-character answer (the
 * longest a member writes), as the server runs it on every submit (issue 14: p95 <= 20 ms). The texts
 * are built from the detector's corpus, planted identifiers and look-alikes included, in several
 * different mixes so that no single text's shape decides the figure. Writes
 * bench/results/<date>-phi.{md,json}.
 */
const CHARS = 4_000;
const TEXTS = 20;
const RUNS_PER_TEXT = 50;
const WARMUP = 200;

function answers(): string[] {
  const records = loadCorpus();
  return Array.from({ length: TEXTS }, (_, k) => {
    let text = '';
    for (let i = k * 37; text.length < CHARS; i += 7) text += `${records[i % records.length]!.text} `;
    return text.slice(0, CHARS);
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

const texts = answers();
for (let i = 0; i < WARMUP; i++) detectPhi(texts[i % TEXTS]!);
const times: number[] = [];
let findings = 0;
for (let run = 0; run < RUNS_PER_TEXT; run++) {
  for (const text of texts) {
    const t0 = performance.now();
    findings += detectPhi(text).length;
    times.push(performance.now() - t0);
  }
}
times.sort((a, b) => a - b);
const round = (ms: number) => Math.round(ms * 100) / 100;
const result = {
  date: new Date().toISOString().slice(0, 10),
  machine: {
    cpus: os.cpus().length,
    model: os.cpus()[0]?.model ?? '',
    node: process.version,
    loadAverage: os.loadavg()[0],
  },
  chars: CHARS,
  texts: TEXTS,
  checks: times.length,
  findingsPerText: Math.round(findings / times.length),
  p50Ms: round(percentile(times, 0.5)),
  p95Ms: round(percentile(times, 0.95)),
  p99Ms: round(percentile(times, 0.99)),
  target: { p95Ms: TARGETS.p95Ms, met: percentile(times, 0.95) <= TARGETS.p95Ms },
};
const md = [
  `### Patient-identifier check ${result.date}`,
  '',
  `Machine: ${result.machine.cpus} × ${result.machine.model}, Node ${result.machine.node}, load average ${result.machine.loadAverage.toFixed(2)}. ${result.checks} checks of ${TEXTS} different ${CHARS.toLocaleString('en-US')}-character texts from the detector's corpus (about ${result.findingsPerText} findings each).`,
  '',
  '| p50 ms | p95 ms | p99 ms | target p95 | met |',
  '|---:|---:|---:|---:|---|',
  `| ${result.p50Ms} | ${result.p95Ms} | ${result.p99Ms} | <= ${TARGETS.p95Ms} ms | ${result.target.met ? 'yes' : '**no**'} |`,
  '',
].join('\n');
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `${result.date}-phi.json`), `${JSON.stringify(result, null, 2)}\n`);
writeFileSync(path.join(resultsDir, `${result.date}-phi.md`), md);
console.log(md);
