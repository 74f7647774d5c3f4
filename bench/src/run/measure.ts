import { CpuMeter, IDLE_SHARE, type Settle } from './cpu.js';
import { type BenchRequest, type LoadResult, runConcurrency, runRate } from './load.js';
import type { ScenarioResult } from './report.js';
import type { Scenario, ScenarioContext } from './scenarios.js';

const WARMUP_S = 2;
const WARMUP_CONNECTIONS = 8;

export interface MeasureOptions {
  baseUrl: string;
  connections: number;
  durationS: number;
  rateSockets: number;
  /**
   * Fixed rate for every scenario; null: the scenario's own target rate, else half of what it
   * sustained at fixed concurrency.
   */
  fixedRate: number | null;
  /** The floor's throughput at fixed concurrency, once measured. */
  floorRate: number | null;
  /** Reads the product's and the database's CPU time around the run at fixed concurrency. */
  cpu?: CpuMeter;
}

/**
 * Waits until the product has worked through what a run left behind: a stopped client does not stop
 * the handlers already running (on PGlite, one connection, they queue), and the next run must not
 * measure that backlog. A floor request queues behind it; two in a row answered mean it is gone.
 */
async function drain(baseUrl: string, token: string) {
  for (let i = 0; i < 2; i++) {
    await fetch(`${baseUrl}/api/v1/bench/floor`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(180_000),
    }).then((r) => r.arrayBuffer());
  }
}

const IDLE_WINDOW_MS = 1000;
const IDLE_MAX_WAIT_MS = 60_000;

/**
 * Waits until the product is idle. What a scenario's requests queue for later (the notifications and
 * citations of posted answers, the jobs they start) runs in the product's process, and on PGlite on its
 * one database connection, after the requests have been answered; `drain` does not see it, and a
 * scenario measured meanwhile would be charged that work. (In the runs of 2026-11-30 no run had to
 * wait: the report names any that does.) Returns how long it waited and how busy the product was when
 * it began (share of a core), or null without a CPU meter.
 */
export async function settle(
  cpu: CpuMeter | undefined,
  o = { idleShare: IDLE_SHARE, windowMs: IDLE_WINDOW_MS, maxWaitMs: IDLE_MAX_WAIT_MS },
): Promise<Settle | null> {
  if (!cpu) return null;
  const started = performance.now();
  let busyShare: number | null = null;
  for (;;) {
    const before = await cpu.read();
    const from = performance.now();
    await new Promise((resolve) => setTimeout(resolve, o.windowMs));
    const share = CpuMeter.share(before, await cpu.read(), performance.now() - from);
    if (share === null) return null;
    busyShare ??= share;
    const waitedMs = Math.round(performance.now() - started);
    if (share < o.idleShare || waitedMs >= o.maxWaitMs)
      return { waitedMs, busyShare: Math.round(busyShare * 100) / 100, idle: share < o.idleShare };
  }
}

function failureSummary(runs: (LoadResult | null)[]): string {
  const codes: Record<string, number> = {};
  let errors = 0;
  for (const run of runs) {
    if (!run) continue;
    errors += run.errors;
    for (const [code, n] of Object.entries(run.statusCodes))
      if (!code.startsWith('2')) codes[code] = (codes[code] ?? 0) + n;
  }
  const parts = Object.entries(codes).map(([code, n]) => `${n} × ${code}`);
  if (errors) parts.push(`${errors} failed or timed out`);
  return parts.join(', ');
}

/**
 * One scenario: a short warm-up, then `durationS` at fixed concurrency, then `durationS` at a fixed
 * rate. Scenarios with finite data (one answer per writer per question) get a budget that no run
 * exceeds, so no request repeats an earlier one. Also returns the request(s) the EXPLAIN pass sends.
 */
export async function measureScenario(
  scenario: Scenario,
  ctx: ScenarioContext,
  o: MeasureOptions,
): Promise<{ result: ScenarioResult; explainRequests: BenchRequest[]; summary: string }> {
  const result: ScenarioResult = {
    name: scenario.name,
    label: scenario.label,
    kind: scenario.kind,
    available: true,
    note: null,
    concurrency: null,
    rate: null,
    floorRatio: null,
  };
  const next = scenario.requests(ctx);
  // Taken first so it is never one the load has already sent; the rating toggle is sent twice, which undoes it.
  const first = next();
  const explainRequests = scenario.name === 'rating' ? [first, { ...first }] : [first];
  let budget = scenario.budget ? scenario.budget(ctx) - 1 : Number.POSITIVE_INFINITY;
  const take = (n: number) => {
    const k = Math.max(0, Math.min(n, budget));
    budget -= k;
    return k;
  };
  const finite = Number.isFinite(budget);
  await runConcurrency({
    baseUrl: o.baseUrl,
    connections: WARMUP_CONNECTIONS,
    durationS: WARMUP_S,
    amount: finite ? take(WARMUP_CONNECTIONS * 8) : undefined,
    next,
  });
  await drain(o.baseUrl, ctx.tokens.member);
  const closedAmount = finite ? take(Math.floor(budget * 0.6)) : undefined;
  if (closedAmount !== undefined && closedAmount < o.connections) {
    result.note = 'not enough data left to write (run bench:seed again)';
    return { result, explainRequests, summary: result.note };
  }
  const settledBeforeClosed = await settle(o.cpu);
  if (settledBeforeClosed) result.settle = { closed: settledBeforeClosed };
  const cpuBefore = (await o.cpu?.read()) ?? null;
  const c = await runConcurrency({
    baseUrl: o.baseUrl,
    connections: o.connections,
    durationS: o.durationS,
    amount: closedAmount,
    next,
  });
  // Before the drain: what the run left queued would be counted without its requests.
  result.cpu = CpuMeter.perRequest(cpuBefore, (await o.cpu?.read()) ?? null, c.requests + c.non2xx);
  // Requests autocannon never sent (the run hit its time limit) go back to the budget.
  if (closedAmount) budget += Math.max(0, closedAmount - (c.requests + c.non2xx + c.errors));
  result.concurrency = c;
  await drain(o.baseUrl, ctx.tokens.member);
  const floor = scenario.kind === 'floor' ? c.reqPerSec : o.floorRate;
  if (floor) result.floorRatio = Math.round((c.reqPerSec / floor) * 1000) / 1000;
  let rate = o.fixedRate ?? scenario.targetRate ?? Math.max(1, Math.round(c.reqPerSec / 2));
  if (finite) rate = Math.min(rate, Math.floor(budget / o.durationS));
  if (rate >= 1) {
    take(rate * o.durationS);
    const settledBeforeRate = await settle(o.cpu);
    if (settledBeforeRate) result.settle = { ...result.settle, rate: settledBeforeRate };
    result.rate = await runRate({ baseUrl: o.baseUrl, rate, durationS: o.durationS, maxSockets: o.rateSockets, next });
    await drain(o.baseUrl, ctx.tokens.member);
  }
  const r = result.rate;
  const failures = failureSummary([c, r]);
  const summary =
    (c.requests
      ? `${c.reqPerSec} req/s, p95 ${c.p95} ms at ${o.connections} connections`
      : `no request answered within ${o.durationS} s at ${o.connections} connections`) +
    (r ? `; p95 ${r.p95} ms at ${rate} req/s` : '') +
    (failures ? ` (not 2xx: ${failures})` : '');
  return { result, explainRequests, summary };
}
