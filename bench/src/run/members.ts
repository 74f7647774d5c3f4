import type { AuthConfig } from '@pc/contracts';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { codeFlowClientFor } from '../../../apps/api/src/cli/oidc-login.js';
import { DEMO_PASSWORD } from '../../../apps/api/src/db/seed/demo-users.js';
import { readDataset } from '../shared/dataset-info.js';
import { connect } from '../shared/sql-target.js';
import { describeTarget, parseArgs, resultsDir, targetFromFlags } from '../shared/target.js';
import { percentile } from './load.js';
import { freePort, startProduct } from './product.js';

const USAGE = `npm run bench:members -- [--url postgres://...|--pglite [dir]] [--members N] [--duration S] [--think-ms MS] [--warmup S] [--kinds feed,thread,current-user] [--see-responses]
  Members reading like people: each of N members (default 200) sends one request (their feed, a
  question's thread, or who they are), waits about --think-ms (default 1000) and goes again, for
  --duration seconds (default 60, after --warmup seconds that are not recorded, default 10), all from one address, against the product at its default settings
  (the rate limit included). Target: no errors and p99 <= 200 ms on PostgreSQL. --kinds keeps only
  some of the three requests (to find which one costs what). --see-responses: each member has asked to
  see the responses of every question in their feed, so every thread comes back whole (by default
  members who have not answered a question get only their own items, as the product shows them).`;

type Kind = 'feed' | 'thread' | 'current user';
const ALL_KINDS: Kind[] = ['feed', 'thread', 'current user'];
let KINDS: Kind[] = ALL_KINDS;
const P99_TARGET_MS = 200;

interface Member {
  email: string;
  token: string;
  topicIds: number[];
}

/**
 * Gives N members of the benchmark data the demo password (the generated members have none), so they
 * can sign in through the product's issuer like any member; spread over specialties by id.
 */
async function chooseMembers(flags: Map<string, string | true>, count: number): Promise<string[]> {
  const conn = await connect(targetFromFlags(flags));
  try {
    const [writer] = await conn.query<{ hash: string }>(
      `select password_hash as hash from users where email like 'writer%@bench.example.org' and password_hash is not null limit 1`,
    );
    if (!writer) throw new Error('This database was not made by `npm run bench:seed`: run it first');
    const rows = await conn.query<{ email: string }>(
      `update users set password_hash = $1 where id in (
         select id from users where email like 'member%@bench.example.org' and deleted_at is null and not disabled
         order by id limit $2)
       returning email`,
      [writer.hash, count],
    );
    if (rows.length < count) throw new Error(`Only ${rows.length} generated members found; need ${count}`);
    return rows.map((r) => r.email);
  } finally {
    await conn.close();
  }
}

/** Removes the question views this run recorded, so the next run starts from the same data. */
async function forgetRunViews(flags: Map<string, string | true>, emails: string[], since: Date) {
  const conn = await connect(targetFromFlags(flags));
  try {
    await conn.query(
      `delete from topic_views where created_at >= $1 and user_id in (select id from users where email = any($2))`,
      [since, emails],
    );
  } finally {
    await conn.close();
  }
}

async function signIn(baseUrl: string, email: string): Promise<string> {
  const config = (await (await fetch(`${baseUrl}/api/v1/auth/config`)).json()) as AuthConfig;
  const client = codeFlowClientFor(config, new URL(baseUrl));
  return (await client.signIn({ email, password: DEMO_PASSWORD })).access_token;
}

/**
 * With --see-responses: the member opens each question of their feed and asks to see the responses,
 * as a member does who reads the discussion, so every thread they read comes back whole.
 */
async function askToSeeResponses(baseUrl: string, token: string, topicIds: number[]) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  for (const topicId of topicIds) {
    const opened = await fetch(`${baseUrl}/api/v1/topics/${topicId}`, { headers });
    if (!opened.ok) continue;
    const { topicViewId } = (await opened.json()) as { topicViewId: number };
    await fetch(`${baseUrl}/api/v1/comments/answers_view`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ topicId, topicViewId }),
    });
  }
}

async function feedTopicIds(baseUrl: string, token: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/v1/topics?feed=my&count=20`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) return [];
  const feed = (await res.json()) as Record<string, { items?: { id: number }[] }>;
  return ['featured', 'answered', 'archive'].flatMap((s) => feed[s]?.items?.map((i) => i.id) ?? []);
}

function requestPath(kind: Kind, member: Member, n: number): string {
  if (kind === 'feed') return '/api/v1/topics?feed=my';
  if (kind === 'current user') return '/api/v1/current_user';
  const topicId = member.topicIds[n % member.topicIds.length];
  return `/api/v1/comments?topicId=${topicId}&orderby=rating`;
}

interface Outcome {
  kind: Kind;
  status: number;
  ms: number;
  /** Bytes of the response body as sent (compressed). */
  bytes: number;
}

/**
 * One member's session: request, read for about `thinkMs` (0.5x to 1.5x), request again, until `until`.
 * Requests sent before `measureFrom` (the warm-up) are not recorded.
 */
async function readLikeAPerson(
  baseUrl: string,
  member: Member,
  window: { measureFrom: number; until: number },
  thinkMs: number,
  out: Outcome[],
) {
  const { measureFrom, until } = window;
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  await new Promise((r) => setTimeout(r, Math.random() * thinkMs));
  for (let n = 0; performance.now() < until; n++) {
    const usable = member.topicIds.length ? KINDS : KINDS.filter((k) => k !== 'thread');
    const kind = usable.length ? usable[n % usable.length]! : 'current user';
    const started = performance.now();
    let bytes = 0;
    const status = await new Promise<number>((resolve) => {
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: requestPath(kind, member, n),
          headers: { authorization: `Bearer ${member.token}`, 'accept-encoding': 'gzip, deflate, br' },
          timeout: 30_000,
        },
        (res) => {
          res.on('data', (chunk: Buffer) => (bytes += chunk.length));
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(0));
      req.end();
    });
    if (started >= measureFrom) out.push({ kind, status, ms: performance.now() - started, bytes });
    await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
  }
  agent.destroy();
}

function summary(outcomes: Outcome[]) {
  const sorted = Float64Array.from(outcomes.filter((o) => o.status >= 200 && o.status < 300).map((o) => o.ms)).sort();
  const statuses: Record<string, number> = {};
  for (const o of outcomes) statuses[o.status || 'error'] = (statuses[o.status || 'error'] ?? 0) + 1;
  const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
  return {
    requests: outcomes.length,
    errors: outcomes.filter((o) => o.status < 200 || o.status >= 300).length,
    statuses,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    p99: round(percentile(sorted, 0.99)),
    max: round(percentile(sorted, 1)),
    meanKB: round(outcomes.reduce((a, o) => a + o.bytes, 0) / Math.max(1, outcomes.length) / 1024),
  };
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.has('help')) return console.log(USAGE);
  const target = targetFromFlags(flags);
  const count = Number(flags.get('members') ?? 200);
  const durationS = Number(flags.get('duration') ?? 60);
  const thinkMs = Number(flags.get('think-ms') ?? 1000);
  const warmupS = Number(flags.get('warmup') ?? 10);
  const seeResponses = flags.has('see-responses');
  if (!(count >= 1 && count <= 2000)) throw new Error('--members must be between 1 and 2000');
  if (!(durationS > 0 && durationS <= 600)) throw new Error('--duration must be between 1 and 600 seconds');
  if (typeof flags.get('kinds') === 'string') {
    KINDS = ALL_KINDS.filter((k) => String(flags.get('kinds')).split(',').includes(k.replace(' ', '-')));
    if (!KINDS.length) throw new Error('--kinds takes feed, thread and current-user');
  }
  const dataset = await readDataset(target);
  console.log(`bench:members: ${describeTarget(target)}, scale ${dataset?.scale ?? '?'}, ${count} members`);

  // Members sign in before the run, at a product without limits (the sign-in is not what is measured);
  // the measured product then runs at its defaults on the same URL, so their tokens stay valid.
  const emails = await chooseMembers(flags, count);
  const port = await freePort();
  const setupStartedAt = new Date();
  const setup = await startProduct(target, { port });
  const members: Member[] = [];
  try {
    const queue = [...emails];
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let email = queue.shift(); email; email = queue.shift()) {
          const token = await signIn(setup.baseUrl, email);
          const topicIds = await feedTopicIds(setup.baseUrl, token);
          if (seeResponses) await askToSeeResponses(setup.baseUrl, token, topicIds);
          members.push({ email, token, topicIds });
        }
      }),
    );
  } finally {
    await setup.stop();
  }
  console.log(`signed in ${members.length} members; running ${durationS} s at the default settings ...`);

  const product = await startProduct(target, {
    port,
    env: (env) => {
      const defaults = { ...env };
      delete defaults.RATE_LIMIT_MAX;
      delete defaults.BENCH_ENABLED;
      return defaults;
    },
  });
  const outcomes: Outcome[] = [];
  const startedAt = new Date().toISOString();
  const loadAtStart = os.loadavg()[0]!;
  try {
    const measureFrom = performance.now() + warmupS * 1000;
    const window = { measureFrom, until: measureFrom + durationS * 1000 };
    await Promise.all(members.map((m) => readLikeAPerson(product.baseUrl, m, window, thinkMs, outcomes)));
  } finally {
    await product.stop();
  }

  if (seeResponses) await forgetRunViews(flags, emails, setupStartedAt);

  const all = summary(outcomes);
  const byKind = KINDS.map((k) => ({ kind: k, ...summary(outcomes.filter((o) => o.kind === k)) }));
  const met = all.errors === 0 && all.p99 !== null && all.p99 <= P99_TARGET_MS;
  const date = startedAt.slice(0, 10);
  const file = `${date}-members-${target.kind}${KINDS.length < ALL_KINDS.length ? `-${KINDS.join('-').replace(/ /g, '-')}` : ''}${seeResponses ? '-whole-threads' : ''}`;
  const rows = [all && { kind: 'all', ...all }, ...byKind].map(
    (r) =>
      `| ${r.kind} | ${r.requests} | ${(r.requests / durationS).toFixed(1)} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.meanKB} | ${r.errors} |`,
  );
  const md = [
    `# Members reading: ${count} members, one address, ${durationS} s after ${warmupS} s of warm-up, think time about ${thinkMs} ms (${KINDS.join(', ')}${seeResponses ? '; every thread whole' : ''})`,
    '',
    `${startedAt}, ${describeTarget(target)}, scale ${dataset?.scale ?? '?'}; ${os.cpus().length} x ${os.cpus()[0]?.model.trim()}, Node ${process.version}; load average ${loadAtStart.toFixed(2)} at start, ${os.loadavg()[0]!.toFixed(2)} at the end.`,
    'The product ran at its default settings (RATE_LIMIT_MAX 600 per minute, no TRUST_PROXY); every member used its own keep-alive connection from 127.0.0.1.',
    '',
    '| requests | count | req/s | p50 ms | p95 ms | p99 ms | max ms | mean KB sent | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Status codes: ${Object.entries(all.statuses)
      .map(([s, n]) => `${s}: ${n}`)
      .join(', ')}.`,
    `Target (no errors, p99 <= ${P99_TARGET_MS} ms): ${met ? 'met' : 'missed'}.`,
    '',
  ].join('\n');
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(path.join(resultsDir, `${file}.md`), md);
  writeFileSync(
    path.join(resultsDir, `${file}.json`),
    `${JSON.stringify({ startedAt, target: target.kind, scale: dataset?.scale ?? null, count, durationS, thinkMs, seeResponses, all, byKind, met }, null, 2)}\n`,
  );
  console.log(`\n${md}\nWritten: bench/results/${file}.md and .json`);
}

main().catch((err) => {
  console.error(`bench:members failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
