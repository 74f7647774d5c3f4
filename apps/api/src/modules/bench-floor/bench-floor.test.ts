import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BENCH_ENABLED: 'true' });
});
afterAll(() => t.close());

describe('benchmark floor route', () => {
  it('answers a signed-in user with a constant body after one database round trip', async () => {
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    const headers = await t.authAs(hcp);
    const before = t.database.queryCounter.count;
    const res = await t.app.inject({ url: '/api/v1/bench/floor', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    // The guard's user lookup plus the floor's own `select 1`: nothing else.
    expect(t.database.queryCounter.count - before).toBe(2);
  });

  it('is refused without a session', async () => {
    const res = await t.app.inject({ url: '/api/v1/bench/floor' });
    expect(res.statusCode).toBe(401);
  });

  it('is left out of the public API document', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).not.toContain('/api/v1/bench/floor');
  });
});

describe('benchmark floor route without BENCH_ENABLED', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('does not exist, even for a signed-in user', async () => {
    const hcp = await buildUser(plain.database.db, { role: 'hcp' });
    const res = await plain.app.inject({ url: '/api/v1/bench/floor', headers: await plain.authAs(hcp) });
    expect(res.statusCode).toBe(404);
    expect(plain.app.routeTable.some((r) => r.url === '/api/v1/bench/floor')).toBe(false);
  });
});
