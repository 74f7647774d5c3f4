import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { SIGN_IN_HOPS_PER_CLIENT_LIMIT } from './rate-limit.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

/**
 * The client rate limit (plugins/rate-limit.ts) at RATE_LIMIT_MAX=3: per member for signed-in
 * traffic, per address for anonymous traffic, health never limited, bad-token floods refused per
 * address without touching the valid members there, and counters shared through Redis when it is
 * configured.
 */
const MAX = 3;
const HOSPITAL = '10.1.1.1';
const ELSEWHERE = '10.9.9.9';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: String(MAX) });
});
afterAll(() => t.close());

const get = (url: string, remoteAddress: string, authorization?: string) =>
  t.app.inject({ url, remoteAddress, headers: authorization ? { authorization } : {} });

/** A real token of the member with its signature changed: their subject, kid and claims, signed by nobody. */
async function tamperedToken(member: { id: number }, n: number) {
  const [header, payload, signature] = (await t.tokenFor(member)).split('.');
  const changed = (n % 1_000_000).toString(36).padStart(6, 'A');
  const flipped = signature!.slice(0, 10) + changed + signature!.slice(16);
  return `Bearer ${header}.${payload}.${flipped === signature ? `${signature!.slice(0, 10)}zzzzzz${signature!.slice(16)}` : flipped}`;
}

/** A token with a valid shape and a member's subject, signed by nobody we trust. */
function forgedToken(subject: string) {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `Bearer ${part({ alg: 'RS256', typ: 'at+jwt' })}.${part({ sub: subject })}.${'x'.repeat(43)}`;
}

describe('the client rate limit', () => {
  it('counts each member behind a shared address on their own', async () => {
    const [a, b] = [await buildUser(t.database.db), await buildUser(t.database.db)];
    const asA = `Bearer ${await t.tokenFor(a)}`;
    const asB = `Bearer ${await t.tokenFor(b)}`;
    const codesA = [];
    for (let i = 0; i < MAX + 1; i++) codesA.push((await get('/api/v1/current_user', HOSPITAL, asA)).statusCode);
    expect(codesA).toEqual([200, 200, 200, 429]);
    // The next member at the same hospital address is not the same client.
    expect((await get('/api/v1/current_user', HOSPITAL, asB)).statusCode).toBe(200);
    const limited = await get('/api/v1/current_user', HOSPITAL, asA);
    expect(limited.json()).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('counts anonymous traffic per address, and never the health check or the web app files', async () => {
    const codes = [];
    for (let i = 0; i < MAX + 1; i++) codes.push((await get('/api/v1/specialties', '10.2.2.2')).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await get('/api/v1/specialties', '10.2.2.3')).statusCode).toBe(401);
    for (let i = 0; i < 10; i++) {
      expect((await get('/api/health', '10.2.2.2')).statusCode).toBe(200);
      expect((await get('/assets/app.js', '10.2.2.2')).statusCode).not.toBe(429);
    }
  });

  it('refuses a flood of bad tokens from an address, without locking the member out from elsewhere', async () => {
    const member = await buildUser(t.database.db);
    const codes = [];
    // Forged tokens carrying the member's subject, each with another subject too: all fail verification.
    for (let i = 0; i < MAX * 3; i++) {
      codes.push(
        (await get('/api/v1/current_user', '10.3.3.3', forgedToken(String(i % 2 ? member.id : 9000 + i)))).statusCode,
      );
    }
    // The first MAX reach verification (401); after that the address is refused before it (429).
    expect(codes.slice(0, MAX)).toEqual([401, 401, 401]);
    expect(codes.slice(MAX).every((c) => c === 429)).toBe(true);
    // The member, signing in from their own address, is not affected by the stranger's flood.
    const own = await get('/api/v1/current_user', ELSEWHERE, `Bearer ${await t.tokenFor(member)}`);
    expect(own.statusCode).toBe(200);
  });
});

describe('the sign-in pages', () => {
  it('count per address on a budget of their own, larger than the API one, and still end', async () => {
    const address = '10.7.7.7';
    const hops = MAX * SIGN_IN_HOPS_PER_CLIENT_LIMIT;
    const codes = [];
    for (let i = 0; i < hops + 1; i++)
      codes.push((await get('/oidc/.well-known/openid-configuration', address)).statusCode);
    expect(codes.slice(0, hops).includes(429)).toBe(false);
    expect(codes[hops]).toBe(429);
    // The address's API budget is another one, and other addresses have their own.
    expect((await get('/api/v1/specialties', address)).statusCode).toBe(401);
    expect((await get('/oidc/.well-known/openid-configuration', '10.7.7.8')).statusCode).not.toBe(429);
  });
});

describe('a flood of bad tokens from a shared address', () => {
  it('neither refuses nor holds back a valid member at that address', async () => {
    const flooder = '10.5.5.5';
    const member = await buildUser(t.database.db);
    const asMember = `Bearer ${await t.tokenFor(member)}`;
    const junk = (i: number) => forgedToken(String(7000 + i));
    const answers = [];
    for (let round = 0; round < MAX; round++) {
      for (let i = 0; i < MAX * 3; i++) await get('/api/v1/current_user', flooder, junk(round * 100 + i));
      answers.push(await get('/api/v1/current_user', flooder, asMember));
    }
    // The address is refused for its junk by now...
    expect((await get('/api/v1/current_user', flooder, junk(999))).statusCode).toBe(429);
    // ...while each of the member's requests was answered at once, on the member's own budget.
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.headers['retry-after'])).toEqual([undefined, undefined, undefined]);
    expect(answers.map((a) => a.headers['x-ratelimit-remaining'])).toEqual(['2', '1', '0']);
  });

  it("spends none of a member's budget with tokens that carry the member's id but a bad signature", async () => {
    const flooder = '10.6.6.6';
    const member = await buildUser(t.database.db);
    const forged = [];
    for (let i = 0; i < MAX * 4; i++)
      forged.push(i % 2 ? await tamperedToken(member, i) : forgedToken(String(member.id)));
    const floodCodes = [];
    for (const token of forged) floodCodes.push((await get('/api/v1/current_user', flooder, token)).statusCode);
    expect(floodCodes.slice(0, MAX)).toEqual([401, 401, 401]);
    expect(floodCodes.slice(MAX).every((c) => c === 429)).toBe(true);
    // The member's whole budget is left, from elsewhere and at the flooding address alike.
    const asMember = `Bearer ${await t.tokenFor(member)}`;
    const codes = [];
    for (const address of [ELSEWHERE, flooder, ELSEWHERE, flooder]) {
      codes.push((await get('/api/v1/current_user', address, asMember)).statusCode);
    }
    // MAX answered, then the member's own limit: one budget per member, wherever they are.
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});

describe.runIf(await redisReachable())('with REDIS_URL', () => {
  it('shares the counters between instances', { timeout: 120_000 }, async () => {
    const env = { RATE_LIMIT_MAX: String(MAX), REDIS_URL: TEST_REDIS_URL };
    const [one, two] = [await createTestApp(env), await createTestApp(env)];
    try {
      // A fresh address per run: the counters outlive the test in Redis for a minute.
      const address = `10.4.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const codes = [];
      for (const app of [one, two, one, two]) {
        codes.push((await app.app.inject({ url: '/api/v1/specialties', remoteAddress: address })).statusCode);
      }
      expect(codes).toEqual([401, 401, 401, 429]);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
