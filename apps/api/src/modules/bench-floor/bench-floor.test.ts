import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
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
});
