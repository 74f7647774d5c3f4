import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildAnswer, buildProgram, buildTopic, buildTopicView, buildUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * "No request a client can send produces a 500", checked on every /api/v1 route of the route table
 * (a route added later is covered without editing this test): as an administrator and as a member,
 * each route gets odd path parameters, odd query values and odd bodies, built from the route's own
 * zod schemas so every declared field sees values of the wrong type, out of range and oversized.
 */
interface RouteSchemas {
  method: string;
  url: string;
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
}

const captured: RouteSchemas[] = [];

/** Registered before the modules (as a buildApp extension), so it sees every route's schema. */
async function captureSchemas(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    const schema = (route.schema ?? {}) as Omit<RouteSchemas, 'method' | 'url'>;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      captured.push({ method, url: route.url, ...schema });
    }
  });
}

const HUGE = '99999999999999999999';
const ODD_SCALARS: unknown[] = [
  -1,
  0,
  1.5,
  Number(HUGE),
  Number.MAX_SAFE_INTEGER + 2,
  '',
  ' ',
  'x'.repeat(20_000),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '\u0000',
  HUGE,
  '2026-02-30T25:61:00Z',
  true,
  null,
  [],
  [1, 'a', null],
  {},
  { nested: { deeper: [1] } },
];
const ODD_PATH_VALUES = ['abc', '-1', '0', HUGE, '1.5', '1e400', 'NaN', '%00', 'x'.repeat(5000), '1%20or%201%3D1'];

/** The object schema inside optional, nullable, default and pipe wrappers, if any. */
function objectShape(schema: z.ZodType | undefined): Record<string, z.ZodType> {
  let current: unknown = schema;
  for (let i = 0; i < 5 && current; i++) {
    if (current instanceof z.ZodObject) return current.shape as Record<string, z.ZodType>;
    const def = (current as { def?: { innerType?: unknown; in?: unknown; schema?: unknown } }).def;
    current = def?.innerType ?? def?.in ?? def?.schema;
  }
  return {};
}

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
/** Values tried, in order, to find one each field accepts: a request that passes validation. */
const PLAUSIBLE: unknown[] = [
  1,
  'A plausible piece of text for this field',
  'abcde',
  true,
  inAWeek,
  'someone@example.org',
  '1234567893',
  [1],
  ['Cardiology'],
  [],
  {},
  'MS',
  'active',
  'date',
];

/** A body or query every field of which its schema accepts (fields nothing fits are left out). */
function plausible(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) {
    const value = PLAUSIBLE.find((candidate) => field.safeParse(candidate).success);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

function pathWith(url: string, value: string) {
  return url.replace(/:[A-Za-z_]+/g, value);
}

const queryString = (query: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)])).toString();

/**
 * Requests for the route that pass validation except for one odd thing at a time, so the odd values
 * the schemas accept (huge ids, empty arrays, far dates) reach the handlers and their queries.
 */
function* oddRequests(route: RouteSchemas): Generator<InjectOptions> {
  const method = route.method as InjectOptions['method'];
  const hasBody = !['GET', 'DELETE'].includes(route.method);
  const queryShape = objectShape(route.querystring);
  const bodyShape = objectShape(route.body);
  const query = plausible(queryShape);
  const body = plausible(bodyShape);
  const url = (path: string, q: Record<string, unknown> = query) => {
    const qs = queryString(q);
    return qs ? `${path}?${qs}` : path;
  };
  const validPath = pathWith(route.url, '1');
  for (const value of ODD_PATH_VALUES) {
    yield { method, url: url(pathWith(route.url, value)), payload: hasBody ? body : undefined };
  }
  yield { method, url: validPath, payload: hasBody ? body : undefined };
  for (const key of Object.keys(queryShape)) {
    for (const value of ODD_PATH_VALUES)
      yield { method, url: url(validPath, { ...query, [key]: value }), payload: hasBody ? body : undefined };
    yield { method, url: `${url(validPath)}&${key}=1&${key}=2`, payload: hasBody ? body : undefined };
  }
  if (!hasBody) return;
  for (const payload of [[], 'text', 42, null, { unknown: 1 }]) {
    yield {
      method,
      url: url(validPath),
      payload: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    };
  }
  yield { method, url: url(validPath), payload: '{"unterminated": ', headers: { 'content-type': 'application/json' } };
  yield {
    method,
    url: url(validPath),
    payload: 'a=1',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
  yield { method, url: url(validPath), payload: 'plain', headers: { 'content-type': 'text/plain' } };
  for (const key of Object.keys(bodyShape)) {
    for (const value of ODD_SCALARS) yield { method, url: url(validPath), payload: { ...body, [key]: value } };
  }
}

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' }, { extensions: [captureSchemas] });
  const admin = await buildUser(t.database.db, { role: 'administrator' });
  const member = await buildUser(t.database.db, { role: 'hcp' });
  // Rows with id 1 for the plausible requests' path parameters: a question, the member's answer on
  // it, a comment, a view and a program.
  const topic = await buildTopic(t.database.db, { authorUserId: admin.id });
  const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: member.id });
  await buildAnswer(t.database.db, { topicId: topic.id, userId: admin.id, replyTo: answer.id });
  await buildTopicView(t.database.db, { topicId: topic.id, userId: member.id });
  await buildProgram(t.database.db);
  tokens.admin = await t.tokenFor(admin);
  tokens.member = await t.tokenFor(member);
}, 120_000);
afterAll(async () => t?.close());

describe('odd requests on every route of the route table', () => {
  it('captures the schemas of the routes the guard knows', () => {
    expect(captured.length).toBe(t.app.routeTable.length);
    expect(captured.some((r) => Object.keys(objectShape(r.body)).length > 0)).toBe(true);
    expect(captured.some((r) => Object.keys(objectShape(r.querystring)).length > 0)).toBe(true);
  });

  for (const who of ['admin', 'member'] as const) {
    it(`answers every odd request of the ${who} with a 4xx or a success, never a 5xx`, {
      timeout: 240_000,
    }, async () => {
      const failures: string[] = [];
      const statuses = new Map<number, number>();
      for (const route of captured) {
        for (const request of oddRequests(route)) {
          const res = await t.app.inject({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${tokens[who]}` },
          });
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          const body = String(res.headers['content-type'] ?? '').includes('json') ? res.json() : {};
          if (res.statusCode >= 500) {
            const payload = typeof request.payload === 'string' ? request.payload : JSON.stringify(request.payload);
            failures.push(
              `${request.method} ${String(request.url).slice(0, 120)} ${payload?.slice(0, 80)} → ${res.statusCode}`,
            );
          } else if (res.statusCode >= 400) {
            // Every refusal is the one error shape with a stable code.
            expect(body, `${request.method} ${request.url}`).toMatchObject({
              statusCode: res.statusCode,
              code: expect.any(String),
            });
          }
        }
      }
      // Many odd requests got past validation to the handlers (a success or a handler's own 4xx).
      expect([...statuses].filter(([status]) => status !== 400).reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(
        300,
      );
      expect(failures).toEqual([]);
    });
  }
});
