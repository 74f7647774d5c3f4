import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readDataset } from '../shared/dataset-info.js';
import { connect } from '../shared/sql-target.js';
import { type Target, describeTarget, parseArgs, resultsDir, targetFromFlags } from '../shared/target.js';
import { runCampaign } from './campaign.js';
import {
  ADMIN_EMAIL,
  type BenchData,
  MEMBER_EMAIL,
  MODERATOR_EMAIL,
  loadBenchData,
  resetBenchWrites,
} from './dataset.js';
import { explainReport, explainScenarios } from './explain.js';
import type { BenchRequest } from './load.js';
import { CpuMeter } from './cpu.js';
import { measureScenario } from './measure.js';
import { freePort, startProduct } from './product.js';
import {
  type BenchResults,
  type CampaignResult,
  type ScenarioResult,
  campaignTargets,
  latestPostgresResults,
  markdownReport,
  pgliteTargets,
  postgresTargets,
} from './report.js';
import {
  SCENARIOS,
  type Scenario,
  type ScenarioContext,
  type ScenarioName,
  type Tokens,
  fetchRoutes,
  routeExists,
} from './scenarios.js';
import { tokenFor, tokensFor } from './tokens.js';

const USAGE = `npm run bench -- [--url postgres://...|--pglite [dir]] [--duration S] [--connections N] [--rate N] [--only a,b] [--no-compression] [--metrics] [--read-replica postgres://...]
  --url / --pglite  the database bench:seed made (default postgres://postgres@127.0.0.1:5432/bench)
  --duration        seconds per measurement (default 10)
  --connections     closed-loop connections (default 32)
  --rate            fixed request rate for every scenario (default: the scenario's target rate (search: 50), else half of what it sustained at 32 connections)
  --only            scenarios to run: ${SCENARIOS.map((s) => s.name).join(',')},campaign
                    (campaign: a whole specialty's campaign created through the API and sent by the
                    product's job code in this process with a mailer that only counts; after the load)
  --campaign-specialty  the campaign's specialty (default: the biggest; Internal Medicine at scale 1)
  --no-campaign     leave the campaign out of a run of every scenario
  --no-compression  do not send Accept-Encoding (default: gzip, deflate, br, like a browser)
  --metrics         run the product with METRICS_PORT (Prometheus metrics, issue 26) and scrape it every 5 s;
                    compare with a run without it to see what the metrics cost the hot routes
  --read-replica    a streaming replica of the --url database: the product reads its hot reads there
                    (DATABASE_READ_URLS, issue 27); compare with a run without it. On one machine both
                    share its cores: the figure is about correctness and overhead, not added capacity`;

/** How often the bench scrapes with --metrics: a busy Prometheus's interval, so scrapes cost their share. */
const SCRAPE_INTERVAL_MS = 5000;

const RATE_SOCKETS = 64;

function today() {
  return new Date().toISOString().slice(0, 10);
}

async function withConnection<T>(
  target: Target,
  fn: (conn: Awaited<ReturnType<typeof connect>>) => Promise<T>,
): Promise<T> {
  const conn = await connect(target);
  try {
    return await fn(conn);
  } finally {
    await conn.close();
  }
}

async function databaseVersion(target: Target): Promise<string> {
  return withConnection(target, async (conn) => {
    const [row] = await conn.query<{ v: string }>('select version() as v');
    return String(row?.v ?? '').replace(/ on .*$/, '');
  });
}

async function memberFeedIds(baseUrl: string, token: string, fallback: number): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/v1/topics?feed=my&count=100`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) return [fallback];
  const feed = (await res.json()) as Record<string, { items?: { id: number }[] }>;
  const ids = ['featured', 'answered', 'archive'].flatMap((s) => feed[s]?.items?.map((i) => i.id) ?? []);
  return ids.length ? ids : [fallback];
}

function unmeasured(scenario: Scenario): ScenarioResult {
  return {
    name: scenario.name,
    label: scenario.label,
    kind: scenario.kind,
    available: false,
    note: null,
    concurrency: null,
    rate: null,
    floorRatio: null,
    responseBytes: null,
  };
}

/** The size of a read's answer as JSON before compression: one request, decompressed by fetch. */
async function responseBytes(baseUrl: string, scenario: Scenario, ctx: ScenarioContext): Promise<number | null> {
  if (scenario.kind !== 'read') return null;
  const request = scenario.requests(ctx)();
  const res = await fetch(`${baseUrl}${request.path}`, { headers: request.headers });
  return res.ok ? Buffer.byteLength(await res.text()) : null;
}

function log(line: string) {
  console.log(line);
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(USAGE);
    return;
  }
  const target = targetFromFlags(flags);
  const durationS = Number(flags.get('duration') ?? 10);
  const connections = Number(flags.get('connections') ?? 32);
  const fixedRate = flags.has('rate') ? Number(flags.get('rate')) : null;
  if (!(durationS > 0 && durationS <= 120)) throw new Error('--duration must be between 1 and 120 seconds');
  if (!(connections >= 1 && connections <= 256)) throw new Error('--connections must be between 1 and 256');
  if (fixedRate !== null && !(fixedRate > 0)) throw new Error('--rate must be a positive number');
  const only = typeof flags.get('only') === 'string' ? new Set(String(flags.get('only')).split(',')) : null;
  const acceptEncoding = flags.has('no-compression') ? null : 'gzip, deflate, br';
  const metricsPort = flags.has('metrics') ? await freePort() : null;
  const readReplica = flags.get('read-replica');
  if (readReplica === true || (readReplica !== undefined && target.kind !== 'postgres')) {
    throw new Error('--read-replica needs a postgres:// URL of a replica of the --url database');
  }
  const startedAt = new Date().toISOString();
  const loadAtStart = Math.round(os.loadavg()[0]! * 100) / 100;

  const dataset = await readDataset(target);
  log(`bench: ${describeTarget(target)}, dataset scale ${dataset?.scale ?? 'unknown (not made by bench:seed?)'}`);
  const version = await databaseVersion(target);
  const data: BenchData = await withConnection(target, async (conn) => {
    const d = await loadBenchData(conn);
    await resetBenchWrites(conn, d);
    return d;
  });

  const product = await startProduct(target, {
    env: (env) => ({
      ...env,
      ...(metricsPort && { METRICS_PORT: String(metricsPort), METRICS_HOST: '127.0.0.1' }),
      ...(readReplica && { DATABASE_READ_URLS: readReplica }),
    }),
  });
  let scrapes = 0;
  const scraper = metricsPort
    ? setInterval(() => {
        fetch(`http://127.0.0.1:${metricsPort}/metrics`)
          .then((res) => res.text())
          .then(
            () => scrapes++,
            () => {},
          );
      }, SCRAPE_INTERVAL_MS)
    : null;
  const cpuConn = target.kind === 'postgres' ? await connect(target) : null;
  const cpu = new CpuMeter(product.pid, cpuConn);
  const results: ScenarioResult[] = [];
  const explainRequests: { name: string; requests: BenchRequest[] }[] = [];
  try {
    const doc = await fetchRoutes(product.baseUrl);
    // The floor route is never in the API document (it exists only with BENCH_ENABLED, which the harness sets).
    const available = (s: Scenario) => s.kind === 'floor' || (s.route !== null && routeExists(doc, s.route));
    const selected = SCENARIOS.filter((s) => !only || only.has(s.name) || s.name === 'floor');

    // Fails with a clear message when `npm run token` does not exist or cannot sign in: no numbers without real tokens.
    log('signing in with `npm run token` ...');
    const member = await tokenFor(MEMBER_EMAIL, product.env);
    const moderator = await tokenFor(MODERATOR_EMAIL, product.env);
    const admin = await tokenFor(ADMIN_EMAIL, product.env);
    const wantWriters = selected.some((s) => s.name === 'answer' && available(s));
    const writerTokens = wantWriters
      ? await tokensFor(
          data.writers.map((w) => w.email),
          product.env,
        )
      : new Map();
    const tokens: Tokens = {
      member,
      moderator,
      admin,
      writers: data.writers.map((w) => writerTokens.get(w.email)).filter(Boolean) as string[],
    };
    const ctx: ScenarioContext = {
      data,
      tokens,
      openTopicIds: await memberFeedIds(product.baseUrl, tokens.member, data.hotTopicId),
      acceptEncoding,
    };

    let floorRate: number | null = null;
    for (const scenario of selected) {
      if (!available(scenario)) {
        const note = 'not available yet (route not in the API)';
        results.push({ ...unmeasured(scenario), note });
        log(`- ${scenario.label}: ${note}`);
        continue;
      }
      const measured = await measureScenario(scenario, ctx, {
        baseUrl: product.baseUrl,
        connections,
        durationS,
        rateSockets: RATE_SOCKETS,
        fixedRate,
        floorRate,
        cpu,
      });
      results.push({ ...measured.result, responseBytes: await responseBytes(product.baseUrl, scenario, ctx) });
      if (scenario.kind === 'floor') floorRate = measured.result.concurrency?.reqPerSec ?? null;
      explainRequests.push({ name: scenario.name, requests: measured.explainRequests });
      log(`- ${scenario.label}: ${measured.summary}`);
    }
  } finally {
    if (scraper) clearInterval(scraper);
    await cpuConn?.close();
    await product.stop();
  }
  if (metricsPort) log(`metrics: on, scraped ${scrapes} times`);

  log("explaining each scenario's statements ...");
  const { explained, seqScans } = await explainScenarios(target, product.env, explainRequests);
  await withConnection(target, (conn) => resetBenchWrites(conn, data));
  let campaign: CampaignResult | null = null;
  if ((!only && !flags.has('no-campaign')) || only?.has('campaign')) {
    const specialty =
      typeof flags.get('campaign-specialty') === 'string' ? String(flags.get('campaign-specialty')) : undefined;
    log(`a campaign to ${specialty ?? 'the biggest specialty'}, sent by the product's job code ...`);
    campaign = await runCampaign(target, product.env, { specialty });
    log(
      campaign.error
        ? `- campaign: failed (${campaign.status}: ${campaign.error})`
        : `- campaign: ${campaign.recipients} recipients (${campaign.specialty}), created in ${Math.round(campaign.createMs)} ms, ` +
            `all queued in ${Math.round(campaign.queuedMs ?? 0)} ms, all sent in ${Math.round(campaign.sentMs)} ms; ` +
            `${campaign.messages} messages, ${campaign.duplicates} duplicates, ${campaign.missing} missed, a retry sent ${campaign.rerunMessages}`,
    );
  }

  const date = today();
  const scale = dataset?.scale ?? null;
  // A run of some scenarios (`--only`) is named after them, so it neither replaces the day's full run
  // nor serves as the PostgreSQL reference of the PGlite comparison. A PostgreSQL run at another scale
  // than 1 (where its targets are set) names its scale, so it never takes the name of that day's run at 1.
  const scaleSuffix = target.kind === 'postgres' && scale !== 1 ? `-scale-${scale ?? 'unknown'}` : '';
  const named = `${only ? `${target.kind}-${[...only].sort().join('-')}` : target.kind}${scaleSuffix}${metricsPort ? '-metrics' : ''}${readReplica ? '-replica' : ''}`;
  // A second run of the same name on the same day is kept beside the first (`-run2`, …): the README
  // and the notes cite the files by name, and a rerun must not change what an earlier citation says.
  let suffix = named;
  for (let n = 2; existsSync(path.join(resultsDir, `${date}-${suffix}.json`)); n++) suffix = `${named}-run${n}`;
  mkdirSync(resultsDir, { recursive: true });
  const explainFile = `${date}-${suffix}-explain.txt`;
  writeFileSync(
    path.join(resultsDir, explainFile),
    explainReport(
      `EXPLAIN (ANALYZE, BUFFERS) of every statement of one request per scenario: ${version}, scale ${dataset?.scale ?? '?'}, ${startedAt}`,
      explained,
      seqScans,
    ),
  );
  const targets = [
    ...(target.kind === 'postgres'
      ? postgresTargets(results, scale)
      : pgliteTargets(results, latestPostgresResults(resultsDir, scale))),
    ...campaignTargets(campaign, scale),
  ];
  const report: BenchResults = {
    date,
    startedAt,
    database: {
      kind: target.kind,
      version,
      scale,
      rows: dataset?.rows ?? null,
      generatedAt: dataset?.generatedAt ?? null,
    },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      loadAverage: { start: loadAtStart, end: Math.round(os.loadavg()[0]! * 100) / 100 },
    },
    settings: {
      durationS,
      connections,
      rateSockets: RATE_SOCKETS,
      acceptEncoding,
      metrics: metricsPort !== null,
      readReplica: readReplica !== undefined,
      rateRule: fixedRate ? `${fixedRate} req/s` : 'half of the throughput at fixed concurrency',
    },
    scenarios: results,
    campaign,
    targets,
    seqScans,
    explainFile,
  };
  writeFileSync(path.join(resultsDir, `${date}-${suffix}.json`), `${JSON.stringify(report, null, 2)}\n`);
  const md = markdownReport(report);
  writeFileSync(path.join(resultsDir, `${date}-${suffix}.md`), md);
  console.log(`\n${md}`);
  console.log(`Written: bench/results/${date}-${suffix}.json, .md and ${explainFile}`);
  const missed = targets.filter((t) => !t.met).length;
  if (missed)
    console.log(`${missed} of ${targets.length} targets missed (reported above, not a failure of the harness).`);
}

main().catch((err) => {
  console.error(`bench failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});

export type { ScenarioName };
