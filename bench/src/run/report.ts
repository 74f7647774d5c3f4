import { type CpuPerRequest, IDLE_SHARE, type Settle } from './cpu.js';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadResult } from './load.js';
import { FIRST_PAGE_MAX_BYTES, RATE_TARGETS, STAFF_SCENARIOS, type ScenarioName } from './scenarios.js';
import { notRun, type SeqScanFinding } from './explain.js';

export interface ScenarioResult {
  name: ScenarioName;
  label: string;
  kind: 'floor' | 'read' | 'write';
  available: boolean;
  note: string | null;
  concurrency: LoadResult | null;
  rate: LoadResult | null;
  /** Throughput at fixed concurrency as a share of the floor's. */
  floorRatio: number | null;
  /** A read's response body, as JSON before compression (bytes). */
  responseBytes?: number | null;
  /** CPU per request during the run at fixed concurrency: the product's process and PostgreSQL's. */
  cpu?: CpuPerRequest | null;
  /** The waits for an idle product before the run at fixed concurrency and the one at a fixed rate. */
  settle?: { closed?: Settle; rate?: Settle };
}

export interface Target {
  name: string;
  target: string;
  measured: number | null;
  unit: string;
  met: boolean;
  note?: string;
}

export interface BenchResults {
  date: string;
  startedAt: string;
  database: {
    kind: 'postgres' | 'pglite';
    version: string;
    scale: number | null;
    rows: number | null;
    generatedAt: string | null;
  };
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    /** One-minute load average when the run started and when it ended: above the core count, others were using the CPU. */
    loadAverage: { start: number; end: number };
  };
  settings: {
    durationS: number;
    connections: number;
    rateSockets: number;
    acceptEncoding: string | null;
    /** Whether the product ran with METRICS_PORT (and was scraped every 5 s); absent in older results. */
    metrics?: boolean;
    /** Whether the product read its hot reads from a streaming replica (`--read-replica`); absent in older results. */
    readReplica?: boolean;
    rateRule: string;
  };
  scenarios: ScenarioResult[];
  /** The whole-specialty campaign (issue 27), when the run included it; absent in older results. */
  campaign?: CampaignResult | null;
  targets: Target[];
  seqScans: SeqScanFinding[];
  explainFile: string | null;
}

export interface CampaignResult {
  specialty: string;
  /** Members of the specialty (active members' roles). */
  members: number;
  /** The campaign's target list (`segment_size`). */
  recipients: number;
  createMs: number;
  queuedMs: number | null;
  sentMs: number;
  /** Messages handed to the mailer, addresses mailed, and those mailed more than once. */
  messages: number;
  addresses: number;
  duplicates: number;
  /** Recipients of the list never mailed, or not marked sent. */
  missing: number;
  jobs: number;
  rerunMessages: number;
  status: number;
  error: string | null;
}

const READ_SHARE_OF_FLOOR = 0.4;
/** Issue 27 raised the share for the three reads every member's visit makes. */
const VISIT_SHARE_OF_FLOOR = 0.5;
const VISIT_SCENARIOS: readonly ScenarioName[] = ['feed', 'thread-page', 'open'];
const PGLITE_FACTOR = 3;

function byName(results: ScenarioResult[], name: ScenarioName) {
  return results.find((r) => r.name === name);
}

const notAvailable = (r: ScenarioResult | undefined) => r?.note ?? 'not available yet';
const NO_ANSWER = 'no request was answered within the run';

/** The targets of issues 6 and 13 for a PostgreSQL run (defined at scale 1 on 2 cores). */
export function postgresTargets(results: ScenarioResult[], scale: number | null): Target[] {
  const atScale =
    scale === 1 ? undefined : `targets are defined at scale 1; this dataset is scale ${scale ?? 'unknown'}`;
  const targets: Target[] = [];
  // Issue 13: each a p95 at a fixed offered rate.
  for (const [name, goal] of Object.entries(RATE_TARGETS) as [ScenarioName, { rate: number; p95Ms: number }][]) {
    const r = byName(results, name);
    // A run of some scenarios (`--only`) reports the targets of those only.
    if (!r) continue;
    const p95 = r.rate?.p95 ?? null;
    const rate = r.rate?.targetRate ?? null;
    const note =
      p95 === null
        ? r.rate
          ? NO_ANSWER
          : notAvailable(r)
        : rate !== goal.rate
          ? `measured at ${rate} req/s, not ${goal.rate}`
          : atScale;
    targets.push({
      name: `${name} p95 at ${goal.rate} req/s fixed rate`,
      target: `<= ${goal.p95Ms} ms`,
      measured: p95,
      unit: 'ms',
      met: p95 !== null && p95 <= goal.p95Ms && rate === goal.rate,
      ...(note ? { note } : {}),
    });
  }
  const firstPage = byName(results, 'thread-page');
  if (firstPage) {
    const bytes = firstPage.responseBytes ?? null;
    const whole = byName(results, 'thread')?.responseBytes;
    targets.push({
      name: 'first page of the hot thread, JSON before compression',
      target: `<= ${FIRST_PAGE_MAX_BYTES / 1024} KB`,
      measured: bytes === null ? null : Math.round(bytes / 102.4) / 10,
      unit: ' KB',
      met: bytes !== null && bytes <= FIRST_PAGE_MAX_BYTES,
      ...(bytes === null
        ? { note: notAvailable(firstPage) }
        : whole
          ? { note: `the whole thread: ${Math.round(whole / 1024)} KB` }
          : {}),
    });
  }
  // The share of the floor is the members' reads' target; the staff's tools (search, users) have their own above.
  for (const r of results.filter((x) => x.kind === 'read' && !STAFF_SCENARIOS.includes(x.name))) {
    const share = VISIT_SCENARIOS.includes(r.name) ? VISIT_SHARE_OF_FLOOR : READ_SHARE_OF_FLOOR;
    targets.push({
      name: `${r.name} throughput as a share of the floor`,
      target: `>= ${share * 100}%`,
      measured: r.floorRatio === null ? null : Math.round(r.floorRatio * 1000) / 10,
      unit: '%',
      met: r.floorRatio !== null && r.floorRatio >= share,
      ...(r.floorRatio === null ? { note: notAvailable(r) } : atScale ? { note: atScale } : {}),
    });
  }
  return targets;
}

const round = (n: number, digits = 2) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Issue 27: every message of a whole specialty's campaign queued within 10 s, and each sent exactly once. */
export const CAMPAIGN_QUEUED_MAX_S = 10;

export function campaignTargets(r: CampaignResult | null, scale: number | null): Target[] {
  if (!r) return [];
  const atScale = scale === 1 ? '' : `; targets are defined at scale 1, this dataset is scale ${scale ?? 'unknown'}`;
  const about = `${r.specialty}, ${r.recipients.toLocaleString('en-US')} recipients${atScale}`;
  const wrong = r.duplicates + r.missing + r.rerunMessages + Math.abs(r.jobs - 1);
  return [
    {
      name: 'specialty campaign: every message queued',
      target: `<= ${CAMPAIGN_QUEUED_MAX_S} s`,
      measured: r.queuedMs === null ? null : round(r.queuedMs / 1000),
      unit: ' s',
      met: r.queuedMs !== null && r.queuedMs <= CAMPAIGN_QUEUED_MAX_S * 1000,
      note: r.error
        ? `${r.status}: ${r.error}`
        : `${about}; all sent to a counting mailer in ${round(r.sentMs / 1000, 1)} s`,
    },
    {
      name: 'specialty campaign: recipients not sent exactly once',
      target: '= 0',
      measured: r.error ? null : wrong,
      unit: '',
      met: !r.error && r.messages > 0 && wrong === 0,
      note: r.error
        ? `${r.status}: ${r.error}`
        : `${r.messages.toLocaleString('en-US')} messages to ${r.addresses.toLocaleString('en-US')} addresses, ${r.duplicates} twice, ` +
          `${r.missing} missed, ${r.jobs} job(s), a retried job sent ${r.rerunMessages}`,
    },
  ];
}

/**
 * The PostgreSQL results file for the PGlite comparison: the newest full run at the PGlite run's scale
 * (the same data on both), else the newest full run at scale 1.
 */
export function latestPostgresResults(
  dir: string,
  scale: number | null = null,
): { file: string; results: BenchResults } | null {
  if (!existsSync(dir)) return null;
  const runs = readdirSync(dir)
    .filter((f) => /^\d{4}-\d{2}-\d{2}-postgres(-scale-[\d.]+)?(-run\d+)?\.json$/.test(f))
    .map((file) => ({ file, results: JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as BenchResults }))
    .sort((a, b) => (a.results.startedAt < b.results.startedAt ? 1 : -1));
  return (
    runs.find((r) => scale !== null && r.results.database.scale === scale) ??
    runs.find((r) => r.results.database.scale === 1) ??
    null
  );
}

/** On PGlite at the small scale: every scenario within 3x of PostgreSQL (p95 and throughput at 32 connections). */
export function pgliteTargets(
  results: ScenarioResult[],
  pgRun: { file: string; results: BenchResults } | null,
): Target[] {
  const targets: Target[] = [];
  for (const r of results) {
    const pgScenario = pgRun?.results.scenarios.find((s) => s.name === r.name);
    const pgC = pgScenario?.concurrency ?? null;
    const c = r.concurrency;
    const note = !c
      ? notAvailable(r)
      : !pgRun
        ? 'no PostgreSQL results file to compare with'
        : !pgC || pgC.p95 === null
          ? `not measured in ${pgRun.file}`
          : c.p95 === null
            ? NO_ANSWER
            : undefined;
    const ratioP95 = c?.p95 && pgC?.p95 ? Math.round((c.p95 / pgC.p95) * 100) / 100 : null;
    const ratioThroughput = c?.reqPerSec && pgC ? Math.round((pgC.reqPerSec / c.reqPerSec) * 100) / 100 : null;
    targets.push({
      name: `${r.name} p95 vs PostgreSQL`,
      target: `<= ${PGLITE_FACTOR}x`,
      measured: ratioP95,
      unit: 'x',
      met: ratioP95 !== null && ratioP95 <= PGLITE_FACTOR,
      ...(note ? { note } : { note: `PostgreSQL: ${pgC!.p95} ms (${pgRun!.file})` }),
    });
    targets.push({
      name: `${r.name} throughput vs PostgreSQL`,
      target: `<= ${PGLITE_FACTOR}x slower`,
      measured: ratioThroughput,
      unit: 'x',
      met: ratioThroughput !== null && ratioThroughput <= PGLITE_FACTOR,
      ...(note ? { note } : { note: `PostgreSQL: ${pgC!.reqPerSec} req/s (${pgRun!.file})` }),
    });
  }
  return targets;
}

const num = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '-' : n.toLocaleString('en-US', { maximumFractionDigits: digits });

/**
 * The runs that began only after the product had finished earlier work (see `settle`): which, how long
 * it waited and how busy the product was when the wait began. Null when every run found it idle.
 */
export function settleSummary(scenarios: readonly ScenarioResult[]): string | null {
  const waits: string[] = [];
  const describe = (w: Settle) =>
    `${num(w.waitedMs / 1000, 1)} s (${num(w.busyShare * 100, 0)}% of a core at first${w.idle ? '' : ', still busy'})`;
  for (const s of scenarios) {
    const { closed, rate } = s.settle ?? {};
    if (closed && closed.busyShare >= IDLE_SHARE)
      waits.push(`${s.label}, before the fixed concurrency: ${describe(closed)}`);
    if (rate && rate.busyShare >= IDLE_SHARE) waits.push(`${s.label}, before the fixed rate: ${describe(rate)}`);
  }
  if (waits.length === 0) return null;
  return `Each run began once the product was idle (under ${IDLE_SHARE * 100}% of a core; the work earlier requests left queued, such as the jobs of posted answers, is not charged to the next scenario). Waited: ${waits.join('; ')}.`;
}

export function markdownReport(r: BenchResults): string {
  const db = r.database;
  const lines: string[] = [];
  lines.push(
    `### Benchmark ${r.date}: ${db.kind === 'postgres' ? db.version : `PGlite (${db.version})`}, scale ${db.scale ?? '?'}`,
    '',
    `Machine: ${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.memoryGiB} GiB, Node ${r.machine.node}. ` +
      `Each scenario: ${r.settings.durationS} s at ${r.settings.connections} connections (closed loop, autocannon), then ` +
      `${r.settings.durationS} s at a fixed rate (${r.settings.rateRule}; latency counted from when each request was due). ` +
      `Accept-Encoding: ${r.settings.acceptEncoding ?? 'none'}. ` +
      `Prometheus metrics: ${r.settings.metrics ? 'on (METRICS_PORT, scraped every 5 s)' : 'off'}. ` +
      (r.settings.readReplica
        ? "Hot reads on a streaming replica (DATABASE_READ_URLS; on this machine it shares the cores with the primary, so the figures are about correctness and overhead, not capacity; database CPU is the primary's only). "
        : '') +
      `Load average at start / end: ${r.machine.loadAverage.start} / ${r.machine.loadAverage.end}` +
      (Math.max(r.machine.loadAverage.start, r.machine.loadAverage.end) > r.machine.cpus
        ? ' (other work shared the cores: the numbers are pessimistic).'
        : '.'),
    '',
    '| Scenario | Load | req/s | p50 ms | p95 ms | p99 ms | × floor | server CPU ms/req | db CPU ms/req | not 2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  );
  for (const s of r.scenarios) {
    if (!s.available) {
      lines.push(`| ${s.label} | ${s.note ?? 'not available yet'} | - | - | - | - | - | - | - | - |`);
      continue;
    }
    for (const run of [s.concurrency, s.rate]) {
      if (!run) continue;
      const load =
        run.mode === 'concurrency' ? `${run.connections} connections` : `${num(run.targetRate, 0)} req/s fixed`;
      const closed = run.mode === 'concurrency';
      const ratio = closed && s.floorRatio !== null ? `${num(s.floorRatio * 100, 0)}%` : '';
      const server = closed && s.cpu ? num(s.cpu.serverMs, 2) : '';
      const database = closed && s.cpu?.databaseMs != null ? num(s.cpu.databaseMs, 2) : '';
      lines.push(
        `| ${s.label} | ${load} | ${num(run.reqPerSec, 0)} | ${num(run.p50)} | ${num(run.p95)} | ${num(run.p99)} | ${ratio} | ${server} | ${database} | ${run.non2xx + run.errors} |`,
      );
    }
  }
  const waits = settleSummary(r.scenarios);
  if (waits) lines.push('', waits);
  const c = r.campaign;
  if (c && !c.error) {
    lines.push(
      '',
      `Campaign to ${c.specialty} (${num(c.recipients, 0)} recipients of ${num(c.members, 0)} members), created through the API ` +
        `and sent by the product's job code to a mailer that only counts: created in ${num(c.createMs, 0)} ms, every message ` +
        `queued in ${num(c.queuedMs, 0)} ms, all sent in ${num(c.sentMs, 0)} ms (${num(c.recipients / (c.sentMs / 1000), 0)} messages/s).`,
    );
  }
  lines.push('', '| Target | Goal | Measured | Met |', '|---|---|---:|---|');
  for (const t of r.targets) {
    const measured = t.measured === null ? '-' : `${num(t.measured, 2)}${t.unit === 'ms' ? ' ms' : t.unit}`;
    lines.push(
      `| ${t.name}${t.note ? ` (${t.note})` : ''} | ${t.target} | ${measured} | ${t.met ? 'yes' : '**no**'} |`,
    );
  }
  if (r.seqScans.length) {
    lines.push('', 'Sequential scans of large tables on request paths (see the EXPLAIN file):');
    for (const f of r.seqScans) lines.push(`- ${f.scenario}: \`${f.table}\` (~${num(f.rows, 0)} rows)${notRun(f)}`);
  } else if (r.explainFile) {
    lines.push('', `No sequential scan of a large table on any scenario's path (${r.explainFile}).`);
  }
  return `${lines.join('\n')}\n`;
}
