import { effectivePermissions, hasAnyPermission, ROLE_KEYS, type RoleKey, roleByKey } from '@pc/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteTableEntry } from '../../plugins/auth-guard.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { brokenTokens } from './broken-tokens.fixture.js';

/**
 * Generated from the server's own route table: every /api/v1 route, whichever module added it, is
 * called anonymously, as each of the 8 roles, and with broken tokens. A request "got past the guard"
 * when it reached the marker hook below (registered after the guard, so it runs only when the guard
 * let the request through); the handler may then still answer 400 or 404 to the dummy input, or 403
 * for ownership, but never 401.
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

function call(route: RouteTableEntry, authorization?: string) {
  const url = route.url.replace(/:[A-Za-z_]+/g, '1');
  const options: InjectOptions = { method: route.method as InjectOptions['method'], url };
  if (authorization) options.headers = { authorization };
  if (!['GET', 'DELETE'].includes(route.method)) options.payload = {};
  return t.app.inject(options);
}

const passedGuard = (res: LightMyRequestResponse) => res.headers[PASSED] === '1';
const describeCall = (route: RouteTableEntry, res: LightMyRequestResponse) =>
  `${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 100)}`;

describe('permission matrix (every route of app.routeTable)', () => {
  it('covers the identity routes and the other modules registered in modules/index.ts', () => {
    const urls = routes.map((r) => `${r.method} ${r.url}`);
    for (const url of [
      'GET /api/v1/current_user',
      'GET /api/v1/auth/config',
      'POST /api/v1/auth/magic_link',
      'GET /api/v1/disclaimer',
      'POST /api/v1/tooltips/view',
      'GET /api/v1/roles',
      'GET /api/v1/specialties',
    ]) {
      expect(urls).toContain(url);
    }
  });

  it('answers 401 to anonymous calls of every non-public route, and lets public ones through', async () => {
    const failures: string[] = [];
    for (const route of routes) {
      const res = await call(route);
      const ok = route.public
        ? passedGuard(res) && res.statusCode !== 401
        : res.statusCode === 401 && !passedGuard(res);
      if (!ok) failures.push(describeCall(route, res));
    }
    expect(failures).toEqual([]);
  });

  for (const role of ROLE_KEYS) {
    it(`lets ${role} through exactly where its permissions allow, and answers 403 elsewhere`, async () => {
      const held = effectivePermissions(roleByKey(role));
      const failures: string[] = [];
      for (const route of routes) {
        const res = await call(route, `Bearer ${tokens.get(role)}`);
        const allowed = route.public || hasAnyPermission(held, route.permissions);
        const ok = allowed ? passedGuard(res) && res.statusCode !== 401 : res.statusCode === 403 && !passedGuard(res);
        if (!ok) failures.push(`${allowed ? 'should pass' : 'should be 403'}: ${describeCall(route, res)}`);
      }
      expect(failures).toEqual([]);
    });
  }

  it('answers 401 to every kind of broken token on every non-public route', async () => {
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

  it('accepts the same user with a valid token (so the refusals above are the tokens’ fault)', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const res = await t.app.inject({ url: '/api/v1/current_user', headers: await t.authAs(admin) });
    expect(res.statusCode).toBe(200);
  });
});
