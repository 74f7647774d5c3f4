import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerReads } from '../db/schema/index.js';
import { buildAnswer, buildProgram, buildTopic, buildTopicView, buildUser } from '../test/factories.js';
import { objectShape, oddRequests, plausible, type RouteSchemas } from '../test/odd-requests.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * "No request a client can send produces a 500", checked on every /api/v1 route of the route table
 * (a route added later is covered without editing this test): as an administrator and as a member,
 * each route gets odd path parameters, odd query values and odd bodies, built from the route's own
 * zod schemas so every declared field sees values of the wrong type, out of range and oversized, a
 * NUL inside an otherwise valid text, ids past PostgreSQL's `integer`, and empty or comma-only lists.
 */
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

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' }, { extensions: [captureSchemas] });
  const admin = await buildUser(t.database.db, { role: 'administrator' });
  const member = await buildUser(t.database.db, { role: 'hcp' });
  // The member may write in threads, so odd answers and comments reach the queries that store them.
  await t.database.db.insert(disclaimerReads).values({ userId: member.id });
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

  it("builds a request each route's schemas accept, so the odd values inside it reach the handler", () => {
    const refused = captured.flatMap((route) =>
      (['querystring', 'body'] as const)
        .filter((part) => route[part] && !route[part].safeParse(plausible(route[part])).success)
        .map((part) => `${route.method} ${route.url} ${part}`),
    );
    expect(refused).toEqual([]);
  });

  // Per-route limits (reports: 10 a minute) count per address: each request comes from an address of
  // its own, so no limit answers in the handler's place.
  let sent = 0;
  const nextAddress = () => {
    sent += 1;
    return `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`;
  };

  /** Sends every odd request of the routes as `who`; returns the 5xx answers and counts the statuses. */
  async function sendOddRequests(routes: RouteSchemas[], who: 'admin' | 'member', statuses: Map<number, number>) {
    const failures: string[] = [];
    for (const route of routes) {
      for (const { odd, ...request } of oddRequests(route)) {
        const res = await t.app.inject({
          ...request,
          headers: { ...request.headers, authorization: `Bearer ${tokens[who]}` },
          remoteAddress: nextAddress(),
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        const type = String(res.headers['content-type'] ?? '');
        if (res.statusCode >= 500) {
          failures.push(`${who} ${route.method} ${route.url} ${odd} → ${res.statusCode}`);
        } else if (res.statusCode >= 400 && !type.startsWith('text/html')) {
          // Every refusal is the one error shape with a stable code (pages a browser opens from a
          // mail link, such as unsubscribing, answer with a page instead).
          expect(type.includes('json') ? res.json() : {}, `${request.method} ${request.url}`).toMatchObject({
            statusCode: res.statusCode,
            code: expect.any(String),
          });
        }
      }
    }
    return failures;
  }

  // Deletions run last, and the member before the administrator (whose edits may take question 1
  // out of the member's reach), so the rows with id 1 serve every route's plausible request.
  const isDelete = (route: RouteSchemas) => route.method === 'DELETE';

  for (const who of ['member', 'admin'] as const) {
    it(`answers every odd request of the ${who} with a 4xx or a success, never a 5xx`, {
      timeout: 240_000,
    }, async () => {
      const statuses = new Map<number, number>();
      const failures = await sendOddRequests(
        captured.filter((route) => !isDelete(route)),
        who,
        statuses,
      );
      // Many odd requests got past validation to the handlers (a success or a handler's own 4xx).
      expect([...statuses].filter(([status]) => status !== 400).reduce((sum, [, n]) => sum + n, 0)).toBeGreaterThan(
        300,
      );
      expect(failures).toEqual([]);
    });
  }

  it('answers every odd deletion with a 4xx or a success, never a 5xx', { timeout: 120_000 }, async () => {
    const deletions = captured.filter(isDelete);
    expect(deletions.length).toBeGreaterThan(0);
    const statuses = new Map<number, number>();
    const failures = [
      ...(await sendOddRequests(deletions, 'member', statuses)),
      ...(await sendOddRequests(deletions, 'admin', statuses)),
    ];
    expect(failures).toEqual([]);
  });
});
