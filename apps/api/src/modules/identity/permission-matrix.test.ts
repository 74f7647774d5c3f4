import { ROLE_KEYS, type RoleKey } from '@pc/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../plugins/auth-guard.js';
import { ACCESS_TABLE, type RouteAccessRule, routeKey, tableKey } from '../../test/access-table.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { brokenTokens } from './broken-tokens.fixture.js';

/**
 * Every /api/v1 route the server registers, whichever module added it, is called anonymously, as each
 * of the 8 roles (real signed tokens through the real guard) and with broken tokens, and the outcome
 * is compared with the hand-written table of test/access-table.ts (spec §2, §6 and design.md), never
 * with the routes' own declarations: a route declared with the wrong permission fails here. A route
 * missing from the table fails too, so a new route must be added to it.
 *
 * A request "got past the guard" when it reached the marker hook below (registered after the guard,
 * so it runs only when the guard let the request through). An allowed role gets past and is answered
 * anything but 401 or 403 (the handler may answer 400 or 404 to the dummy input); a refused role gets
 * 403, from the guard or from the route's own role rule.
 */
const PASSED = 'x-test-passed-guard';

/** Runs after the guard's onRequest hook: only requests the guard let through get the marker. */
async function guardMarker(app: FastifyInstance) {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header(PASSED, '1');
  });
}

let t: TestApp;
let routes: RouteTableEntry[];
const tokens = new Map<RoleKey, string>();

beforeAll(async () => {
  // Every route × every broken token comes from one address: the client rate limit must not answer
  // in the guard's place (it refuses an address after a minute's worth of bad tokens).
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' }, { extensions: [guardMarker] });
  routes = [...t.app.routeTable];
  for (const role of ROLE_KEYS) {
    const user = await buildUser(t.database.db, { role });
    tokens.set(role, await t.tokenFor(user));
  }
});
afterAll(async () => t?.close());

const ruleOf = new Map(Object.entries(ACCESS_TABLE).map(([key, rule]) => [tableKey(key), rule]));
const rule = (route: RouteTableEntry) => ruleOf.get(routeKey(route.method, route.url));
const allows = (r: RouteAccessRule, role: RoleKey) =>
  r.who === 'public' || r.who === 'signed-in' || r.who.includes(role);

function call(route: RouteTableEntry, authorization?: string) {
  const query = rule(route)?.query;
  const url = `${route.url.replace(/:[A-Za-z_]+/g, '1')}${query ? `?${query}` : ''}`;
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
  if (authorization) options.headers = { authorization };
  if (!['GET', 'DELETE'].includes(route.method)) options.payload = {};
  return t.app.inject(options);
}

const passedGuard = (res: LightMyRequestResponse) => res.headers[PASSED] === '1';
const describeCall = (route: RouteTableEntry, res: LightMyRequestResponse) =>
  `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`;

describe('permission matrix (every route of app.routeTable against test/access-table.ts)', () => {
  it('has every registered route in the table, and every table entry registered', () => {
    const registered = routes.map((r) => routeKey(r.method, r.url));
    const missing = registered.filter((key) => !ruleOf.has(key));
    expect(missing, 'routes missing from test/access-table.ts: add who may call them').toEqual([]);
    const stale = Object.keys(ACCESS_TABLE).filter((key) => !registered.includes(tableKey(key)));
    expect(stale, 'table entries no registered route matches').toEqual([]);
    for (const key of ['GET current_user', 'GET auth/config', 'GET users/{id}/rewards', 'GET rewards/form_1099/csv']) {
      expect(registered).toContain(tableKey(key));
    }
  });

  it('answers 401 to anonymous calls of every non-public route, and lets public ones through', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const expected = rule(route);
      if (!expected) continue;
      const res = await call(route);
      const ok =
        expected.who === 'public'
          ? passedGuard(res) && res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === 401 && !passedGuard(res);
      if (!ok)
        failures.push(`${expected.who === 'public' ? 'should pass' : 'should be 401'}: ${describeCall(route, res)}`);
    }
    expect(failures).toEqual([]);
  });

  for (const role of ROLE_KEYS) {
    it(`lets ${role} call exactly the routes the table gives it, and answers 403 elsewhere`, async () => {
      const failures: string[] = [];
      for (const route of routes) {
        const expected = rule(route);
        if (!expected) continue;
        const res = await call(route, `Bearer ${tokens.get(role)}`);
        const allowed = allows(expected, role);
        const ok = allowed
          ? passedGuard(res) && res.statusCode !== 401 && res.statusCode !== 403
          : res.statusCode === 403;
        if (!ok) failures.push(`${allowed ? 'should pass' : 'should be 403'}: ${describeCall(route, res)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  // Thousands of calls (every non-public route with each broken token): 4 s on PGlite alone, but 29 s in
  // CI's PostgreSQL pass beside the browser tests on 2 cores, at the 30 s default. Given room to finish.
  it('answers 401 to every kind of broken token on every non-public route', { timeout: 120_000 }, async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const broken = await brokenTokens(t, admin);
    expect(Object.keys(broken)).toEqual(
      expect.arrayContaining([
        'expired',
        'wrongIssuer',
        'wrongAudience',
        'algNone',
        'tamperedSignature',
        'zeroPaddedSubject',
        'tooOld',
        'noIssuedAt',
      ]),
    );
    const failures: string[] = [];
    for (const route of routes.filter((r) => !r.public)) {
      for (const [name, token] of Object.entries(broken)) {
        const res = await call(route, `Bearer ${token}`);
        if (res.statusCode !== 401 || passedGuard(res)) failures.push(`${name}: ${describeCall(route, res)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('reads the Bearer scheme only, with one or more spaces before the token (RFC 7235)', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const token = await t.tokenFor(admin);
    const status = async (authorization: string) =>
      (await t.app.inject({ url: '/api/v1/current_user', headers: { authorization } })).statusCode;
    expect(await status(`Bearer  ${token}`)).toBe(200);
    // The same seven characters before a valid token, under another scheme, are no Bearer token.
    expect(await status(`Basic X${token}`)).toBe(401);
    expect(await status(token)).toBe(401);
  });

  it('refuses to start when an /api/v1 route declares neither public nor permissions', async () => {
    const undeclared = async (app: FastifyInstance) => {
      app.get('/api/v1/undeclared', async () => ({}));
    };
    await expect(createTestApp({}, { extensions: [undeclared] })).rejects.toThrow(
      'Route GET /api/v1/undeclared declares neither config.public nor config.permissions',
    );
  });

  it('accepts the same user with a valid token (so the refusals above are the tokens’ fault)', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const res = await t.app.inject({ url: '/api/v1/current_user', headers: await t.authAs(admin) });
    expect(res.statusCode).toBe(200);
  });
});
