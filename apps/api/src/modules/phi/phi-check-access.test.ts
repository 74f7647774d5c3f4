import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember, buildUser } from '../../test/factories.js';
import { redisReachable, TEST_REDIS_URL } from '../../test/redis.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { PHI_CHECK_RATE_LIMIT } from './phi.routes.js';

/**
 * Issue 22: `POST /phi/check` reads up to 20,000 characters per request, so only writers may call it
 * (a writing permission: the Initial role holds none) and each member has a budget of their own,
 * well under the API's, that leaves their other requests alone.
 */
const check = (t: TestApp, authorization: Record<string, string>, remoteAddress = '10.7.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/phi/check',
    headers: authorization,
    remoteAddress,
    payload: { text: 'Start low, go slow.' },
  });

describe('POST /phi/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('answers writers (members, moderators, consensus authors) and refuses the Initial role with 403', async () => {
    for (const role of ['hcp', 'moderator', 'administrator', 'iq_moderator'] as const) {
      const res = await check(t, await t.authAs(await buildUser(t.database.db, { role })));
      expect(res.statusCode, role).toBe(200);
    }
    const initial = await check(t, await t.authAs(await buildUser(t.database.db, { role: 'initial' })));
    expect(initial.statusCode).toBe(403);
    expect(initial.json()).toMatchObject({ statusCode: 403, code: 'forbidden' });
  });

  it("answers 429 past the per-member budget while the member's other requests and other members go on", async () => {
    expect(PHI_CHECK_RATE_LIMIT).toBeLessThanOrEqual(60);
    const member = await t.authAs(await buildMember(t.database.db));
    const codes: number[] = [];
    // From two addresses: the budget is the member's, not the address's.
    for (let i = 0; i < PHI_CHECK_RATE_LIMIT + 1; i++)
      codes.push((await check(t, member, `10.7.1.${i % 2}`)).statusCode);
    expect(codes.slice(0, PHI_CHECK_RATE_LIMIT).every((c) => c === 200)).toBe(true);
    const limited = await check(t, member);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const other = await t.app.inject({ url: '/api/v1/current_user', headers: member, remoteAddress: '10.7.0.1' });
    expect(other.statusCode).toBe(200);
    // Another member behind the same address has a budget of their own.
    expect((await check(t, await t.authAs(await buildMember(t.database.db)))).statusCode).toBe(200);
  });
});

describe.runIf(await redisReachable())('POST /phi/check with REDIS_URL', () => {
  it('shares the per-member budget between instances', { timeout: 120_000 }, async () => {
    const env = { REDIS_URL: TEST_REDIS_URL };
    const [one, two] = [await createTestApp(env), await createTestApp(env)];
    try {
      // The same member on both instances, with an id no other run used: the counter outlives the
      // test in Redis for a minute.
      const id = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);
      const tokens: Record<string, string>[] = [];
      for (const app of [one, two]) {
        const user = await buildUser(app.database.db, { role: 'hcp' });
        await app.database.db.execute(sql`update users set id = ${id} where id = ${user.id}`);
        tokens.push(await app.authAs({ id }));
      }
      const codes: number[] = [];
      for (let i = 0; i < PHI_CHECK_RATE_LIMIT + 1; i++) {
        codes.push((await check(i % 2 ? two : one, tokens[i % 2]!)).statusCode);
      }
      // The codes in the message: a fresh-clone run once saw a refusal before the budget was spent.
      expect(
        codes.slice(0, PHI_CHECK_RATE_LIMIT).every((c) => c === 200),
        `codes: ${codes.join(' ')}`,
      ).toBe(true);
      expect(codes.at(-1)).toBe(429);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
