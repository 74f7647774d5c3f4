import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  adjustedRandIndex,
  answersToMove,
  generateThread,
} from '../../../apps/api/src/modules/positions/position-grouping.fixtures.js';
import { proposePositions } from '../../../apps/api/src/modules/positions/position-grouping.js';
import { resultsDir } from '../shared/target.js';

/**
 * `npm run bench:grouping`: the proposed grouping of a thread's answers into the author's positions
 * (issue 24) on synthetic threads with planted positions (position-grouping.fixtures.ts): its time
 * (median and p95 of several runs on the same thread, wall and the process's CPU time, which a busy
 * machine inflates less) and its quality, as the answers the author
 * would have to move and the adjusted Rand index, averaged over several generated threads. Target:
 * well under a second for 300 answers; bounded for 5,000. Writes bench/results/<date>-grouping.{md,json}.
 */
const RUNS = Number(process.env.GROUPING_BENCH_RUNS ?? 9);
const THREADS = Number(process.env.GROUPING_BENCH_THREADS ?? 5);
const CASES: { answers: number; positions: number }[] = [
  { answers: 30, positions: 2 },
  { answers: 60, positions: 3 },
  { answers: 300, positions: 3 },
  { answers: 300, positions: 4 },
  { answers: 300, positions: 6 },
  { answers: 1000, positions: 4 },
  { answers: 5000, positions: 4 },
  { answers: 5000, positions: 6 },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
}

const round = (x: number, digits = 1) => Math.round(x * 10 ** digits) / 10 ** digits;

// Warm-up: the first calls compile the code paths.
for (let i = 0; i < 5; i++) proposePositions(generateThread({ answers: 300, positions: 4, seed: 99 + i }).answers, 4);

const rows = CASES.map(({ answers, positions }) => {
  const times: number[] = [];
  const cpu: number[] = [];
  const moved: number[] = [];
  const ari: number[] = [];
  for (let t = 0; t < THREADS; t++) {
    const thread = generateThread({ answers, positions, seed: 1 + t });
    const runs = t === 0 ? RUNS : 1;
    let proposal = proposePositions(thread.answers, positions);
    for (let r = 0; r < runs; r++) {
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      proposal = proposePositions(thread.answers, positions);
      times.push(performance.now() - t0);
      const c1 = process.cpuUsage(c0);
      cpu.push((c1.user + c1.system) / 1000);
    }
    moved.push(answersToMove(proposal, thread.truth) / answers);
    ari.push(adjustedRandIndex(proposal, thread.truth));
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  return {
    answers,
    positions,
    medianMs: round(percentile(times, 0.5)),
    p95Ms: round(percentile(times, 0.95)),
    cpuMedianMs: round(percentile(cpu, 0.5)),
    cpuP95Ms: round(percentile(cpu, 0.95)),
    movePercent: round(mean(moved) * 100),
    worstMovePercent: round(Math.max(...moved) * 100),
    ari: round(mean(ari), 3),
  };
});

const lines = [
  '| answers | positions | median ms | p95 ms | CPU median ms | CPU p95 ms | to move (mean %) | to move (worst %) | ARI |',
  '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ...rows.map(
    (r) =>
      `| ${r.answers} | ${r.positions} | ${r.medianMs} | ${r.p95Ms} | ${r.cpuMedianMs} | ${r.cpuP95Ms} | ${r.movePercent} | ${r.worstMovePercent} | ${r.ari} |`,
  ),
];
const machine = { cpus: os.cpus().length, model: os.cpus()[0]?.model ?? '', node: process.version };
const date = new Date().toISOString().slice(0, 10);
const md = [
  `# Position grouping, ${date}`,
  '',
  `${machine.model} (${machine.cpus} cores, load ${os.loadavg()[0]!.toFixed(1)}), node ${machine.node}. Time: ${RUNS} runs on one thread per row; quality: mean and worst of ${THREADS} generated threads.`,
  '',
  ...lines,
  '',
].join('\n');
console.log(md);
mkdirSync(resultsDir, { recursive: true });
writeFileSync(path.join(resultsDir, `${date}-grouping.md`), md);
writeFileSync(path.join(resultsDir, `${date}-grouping.json`), `${JSON.stringify({ date, machine, rows }, null, 2)}\n`);
