import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerReads } from '../db/schema/index.js';
import { buildAnswer, buildProgram, buildTopic, buildTopicView, buildUser } from '../test/factories.js';
import { plausible } from '../test/odd-requests.js';
import { type CapturedRoute, inputJsonSchema, routeRecorder } from '../test/request-bounds.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 22: while one client sends the worst inputs to every route that takes text, `/api/health`
 * keeps answering in under 100 ms. The server listens on a port; an attacker sends, concurrently and
 * continuously, every text field at its largest accepted size in the shapes that cost text checks
 * most (all digits, no spaces, all capitals, repeated separators) and 1 MB bodies, as a member and
 * as a moderator (so the permission checks pass), to every route whose request carries a string;
 * a second client polls the health check meanwhile.
 */
const ATTACK_MS = 4_000;
const BASELINE_MS = 1_000;
const ATTACKERS = 6;
const HEALTH_EVERY_MS = 20;
const ONE_MB = 1_000_000;

type Json = Record<string, any>;
const SHAPES: Record<string, (n: number) => string> = {
  digits: (n) => '1234567890'.repeat(Math.ceil(n / 10)).slice(0, n),
  noSpaces: (n) => 'abcDEF123_'.repeat(Math.ceil(n / 10)).slice(0, n),
  capitals: (n) => 'ABCDEFGHIJ'.repeat(Math.ceil(n / 10)).slice(0, n),
  separators: (n) => '1-/.,:'.repeat(Math.ceil(n / 6)).slice(0, n),
};

const typesOf = (schema: Json) => [schema.type].flat().filter(Boolean) as string[];

/**
 * The value with every free-text string (one without a format, pattern or enum: those keep the
 * plausible value that passes) at its schema's largest size, in the given shape; at any depth.
 */
function inflate(value: unknown, schema: Json | undefined, fill: (n: number) => string): unknown {
  if (!schema) return value;
  const variants: Json[] = schema.anyOf ?? schema.oneOf;
  if (variants) {
    const kind = Array.isArray(value) ? 'array' : value === null ? 'null' : typeof value;
    const match = variants.find((v) => typesOf(v).some((t) => t === kind || (t === 'integer' && kind === 'number')));
    return inflate(value, match, fill);
  }
  const types = typesOf(schema);
  if (typeof value === 'string' && types.includes('string')) {
    const free = schema.maxLength && !schema.format && !schema.pattern && !schema.enum;
    return free ? fill(schema.maxLength) : value;
  }
  if (Array.isArray(value)) return value.map((item) => inflate(item, schema.items, fill));
  if (value && typeof value === 'object' && schema.properties) {
    return Object.fromEntries(
      Object.entries(value as Json).map(([key, v]) => [key, inflate(v, schema.properties[key], fill)]),
    );
  }
  return value;
}

/** Whether a schema (at any depth) takes a string. */
const takesText = (schema: Json | undefined): boolean => Boolean(schema) && JSON.stringify(schema).includes('"string"');

interface Attack {
  method: string;
  url: string;
  body?: Buffer;
  who: 'member' | 'moderator';
}

function attacksOn(route: CapturedRoute): Attack[] {
  const path = route.url.replace(/:\w+/g, '1');
  const body = route.body ? inputJsonSchema(route.body) : undefined;
  const query = route.querystring ? inputJsonSchema(route.querystring) : undefined;
  if (!takesText(body) && !takesText(query)) return [];
  const attacks: Attack[] = [];
  const queryOf = (fill: (n: number) => string) => {
    if (!query) return '';
    const values = inflate(plausible(route.querystring), query, fill) as Json;
    const qs = new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)])).toString();
    return qs ? `?${qs}` : '';
  };
  for (const [i, fill] of Object.values(SHAPES).entries()) {
    const who = i % 2 ? 'moderator' : 'member';
    const payload = body ? Buffer.from(JSON.stringify(inflate(plausible(route.body), body, fill))) : undefined;
    attacks.push({ method: route.method, url: `${path}${queryOf(fill)}`, body: payload, who });
  }
  if (body) {
    // 1 MB in the first text field: just under the body limit, so it is read and parsed in full.
    const field = Object.entries<Json>(body.properties ?? {}).find(([, s]) => takesText(s))?.[0] ?? 'text';
    const oversized = Buffer.from(JSON.stringify({ ...plausible(route.body), [field]: SHAPES.digits!(ONE_MB) }));
    attacks.push({ method: route.method, url: path, body: oversized, who: 'member' });
    attacks.push({ method: route.method, url: path, body: oversized, who: 'moderator' });
  }
  return attacks;
}

const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
afterAll(() => healthAgent.destroy());

/** GET over the health checker's own connection; resolves with the status once the body is read. */
const getHealth = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { agent: healthAgent }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      })
      .on('error', reject);
  });

const recorder = routeRecorder();
let t: TestApp;
const tokens: Record<Attack['who'], string> = { member: '', moderator: '' };

beforeAll(async () => {
  // The API's own client limit would stop the attacker early; the per-route limits stay.
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' }, { listen: true, firstExtensions: [recorder.extension] });
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const member = await buildUser(db, { role: 'hcp' });
  await db.insert(disclaimerReads).values({ userId: member.id });
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
  const answer = await buildAnswer(db, { topicId: topic.id, userId: member.id });
  await buildAnswer(db, { topicId: topic.id, userId: member.id, replyTo: answer.id });
  await buildTopicView(db, { topicId: topic.id, userId: member.id });
  await buildProgram(db);
  tokens.member = await t.tokenFor(member);
  tokens.moderator = await t.tokenFor(moderator);
}, 120_000);
afterAll(async () => t?.close());

describe('the health check under attack', () => {
  it('answers in under 100 ms while every route that takes text gets its worst inputs', {
    timeout: 60_000,
  }, async () => {
    const routes = recorder.routes.filter((r) => r.url.startsWith('/api/v1/') && r.method !== 'DELETE');
    const attacks = routes.flatMap(attacksOn);
    // Comments, questions, consensuses, reports, campaigns, the identifier check, search at least.
    expect(new Set(attacks.map((a) => a.url.split('?')[0])).size).toBeGreaterThan(20);

    const statuses = new Map<number, number>();
    let until = 0;
    let next = 0;
    const attacker = async () => {
      while (Date.now() < until) {
        const attack = attacks[next++ % attacks.length]!;
        const res = await fetch(`${t.baseUrl}${attack.url}`, {
          method: attack.method,
          headers: {
            authorization: `Bearer ${tokens[attack.who]}`,
            ...(attack.body ? { 'content-type': 'application/json' } : {}),
          },
          body: attack.body,
        }).catch(() => null);
        await res?.arrayBuffer().catch(() => null);
        if (res) statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      }
    };
    /**
     * Health checks one after another until `until`; their latencies in ms, sorted. A client of its
     * own (its own keep-alive connection), as a balancer's health check is: fetch's shared pool could
     * hand it a socket an attacker left, which the server closes after refusing an unread 1 MB body
     * (413), and that closed socket would count as the health check failing.
     */
    const pollHealth = async (until: number) => {
      const latencies: number[] = [];
      while (Date.now() < until) {
        const started = performance.now();
        const status = await getHealth(`${t.baseUrl}/api/health`);
        latencies.push(performance.now() - started);
        expect(status).toBe(200);
        await new Promise((resolve) => setTimeout(resolve, HEALTH_EVERY_MS));
      }
      return latencies.sort((a, b) => a - b);
    };
    const p95 = (sorted: number[]) => sorted[Math.floor(sorted.length * 0.95)] ?? Number.POSITIVE_INFINITY;
    // The machine's own noise first (a shared CI machine under load answers slower with no attack at
    // all): the bound is 100 ms over that, so only what the attack adds counts.
    const quiet = p95(await pollHealth(Date.now() + BASELINE_MS));
    until = Date.now() + ATTACK_MS;
    const [latencies] = await Promise.all([pollHealth(until), ...Array.from({ length: ATTACKERS }, attacker)]);
    const attacked = p95(latencies);
    const summary = `${latencies.length} health checks, p95 ${attacked.toFixed(1)} ms (quiet: ${quiet.toFixed(1)} ms), max ${latencies.at(-1)?.toFixed(1)} ms; attack answers ${JSON.stringify(Object.fromEntries(statuses))}`;
    // The attack reached the handlers (successes and refusals past validation), not only the limits.
    expect([...statuses].filter(([s]) => s < 400 || s === 422).length, summary).toBeGreaterThan(0);
    expect(statuses.get(500) ?? 0, summary).toBe(0);
    expect(latencies.length, summary).toBeGreaterThan(10);
    expect(attacked, summary).toBeLessThan(100 + quiet);
  });
});
