import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFormAction, pageAlert } from '../../cli/oidc-login.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { buildUser } from '../../test/factories.js';
import { issuerClient, openSignInPage } from '../../test/issuer-client.js';
import { redisReachable, testPrefix, testRedis } from '../../test/redis.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLoginThrottle } from './login-throttle.js';
import { hashPassword } from './passwords.js';

const redisUp = await redisReachable();
const redis = redisUp ? testRedis() : null;
afterAll(async () => {
  await redis?.quit();
});
/** The same rules whether the counts live in this process or in Redis (several instances). */
const stores = [
  { name: 'memory', options: () => ({}) },
  ...(redisUp ? [{ name: 'Redis', options: () => ({ redis, redisPrefix: testPrefix('login') }) }] : []),
];

describe.each(stores)('login throttle, counts in $name', ({ options }) => {
  it('lets 5 failures through, then doubles the wait for that e-mail and address', async () => {
    const throttle = createLoginThrottle(options());
    const t0 = 1_000_000;
    for (let i = 0; i < 4; i++) await throttle.recordFailure('a@example.test', '10.0.0.1', t0);
    expect(await throttle.retryAfterMs('a@example.test', '10.0.0.1', t0)).toBe(0);
    await throttle.recordFailure('A@example.test', '10.0.0.1', t0);
    expect(await throttle.retryAfterMs('a@example.test', '10.0.0.1', t0)).toBe(1000);
    await throttle.recordFailure('a@example.test', '10.0.0.1', t0 + 1000);
    expect(await throttle.retryAfterMs('a@example.test', '10.0.0.1', t0 + 1000)).toBe(2000);
    // Another address and another e-mail are not slowed down by these.
    expect(await throttle.retryAfterMs('a@example.test', '10.0.0.2', t0)).toBe(0);
    expect(await throttle.retryAfterMs('b@example.test', '10.0.0.1', t0)).toBe(0);
    await throttle.recordSuccess('a@example.test', '10.0.0.1');
    expect(await throttle.retryAfterMs('a@example.test', '10.0.0.1', t0 + 1000)).toBe(0);
  });

  it('slows down guessing one e-mail from many addresses, but never a fresh address', async () => {
    const throttle = createLoginThrottle(options());
    const t0 = 1_000_000;
    // Twenty wrong passwords over four addresses (five each, the free attempts of each pair).
    for (let i = 0; i < 20; i++) await throttle.recordFailure('c@example.test', `10.0.1.${i % 4}`, t0);
    // The member's own address, with no failures: the correct password is checked right away.
    expect(await throttle.retryAfterMs('c@example.test', '10.0.2.1', t0)).toBe(0);
    // An address that failed for this account once waits after that single failure now.
    await throttle.recordFailure('c@example.test', '10.0.1.9', t0);
    expect(await throttle.retryAfterMs('c@example.test', '10.0.1.9', t0)).toBe(1000);
    expect(await throttle.retryAfterMs('c@example.test', '10.0.1.0', t0)).toBeGreaterThan(0);
  });

  it('slows down one address trying many e-mails, with a short cap', async () => {
    const throttle = createLoginThrottle(options());
    const t0 = 1_000_000;
    for (let i = 0; i < 29; i++) await throttle.recordFailure(`u${i}@example.test`, '10.0.3.1', t0);
    expect(await throttle.retryAfterMs('other@example.test', '10.0.3.1', t0)).toBe(0);
    for (let i = 29; i < 60; i++) await throttle.recordFailure(`u${i}@example.test`, '10.0.3.1', t0);
    expect(await throttle.retryAfterMs('other@example.test', '10.0.3.1', t0)).toBe(60_000);
    expect(await throttle.retryAfterMs('other@example.test', '10.0.3.2', t0)).toBe(0);
  });

  it('caps the wait and forgets after an hour without failures', async () => {
    const throttle = createLoginThrottle(options());
    const t0 = 1_000_000;
    for (let i = 0; i < 40; i++) await throttle.recordFailure('d@example.test', '10.0.0.9', t0);
    expect(await throttle.retryAfterMs('d@example.test', '10.0.0.9', t0)).toBe(15 * 60_000);
    expect(await throttle.retryAfterMs('d@example.test', '10.0.0.9', t0 + 61 * 60_000)).toBe(0);
  });
});

describe('login throttle while Redis is away', () => {
  it('lets the attempt through and says so, rather than failing every sign-in', async () => {
    const away = new Redis('redis://127.0.0.1:1', {
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      lazyConnect: true,
    });
    away.on('error', () => {});
    const unavailable: unknown[] = [];
    const throttle = createLoginThrottle({ redis: away, onUnavailable: (err) => unavailable.push(err) });
    for (let i = 0; i < 10; i++) await throttle.recordFailure('e@example.test', '10.0.0.5');
    expect(await throttle.retryAfterMs('e@example.test', '10.0.0.5')).toBe(0);
    expect(unavailable.length).toBe(11);
    away.disconnect();
  });
});

describe('the sign-in form from several addresses (a proxy named in TRUST_PROXY forwards them)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { issuer: true, listen: true });
  });
  afterAll(async () => t?.close());

  /** Posts the sign-in form as a browser at `ip`: a code comes back, or the page with its alert. */
  async function signInFrom(ip: string, credentials: { email: string; password: string }) {
    const client = issuerClient(t);
    const page = await openSignInPage(t, client);
    const step = await client.follow(new URL(loginFormAction(page.html!)!, page.url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': ip },
      body: new URLSearchParams(credentials).toString(),
    });
    return { signedIn: Boolean(step.callback?.searchParams.get('code')), alert: pageAlert(step.html ?? '') };
  }

  it('twenty wrong passwords from four addresses do not keep the member out from a fresh address', async () => {
    const email = 'spread@example.test';
    await buildUser(t.database.db, { role: 'hcp', email, passwordHash: await hashPassword(DEMO_PASSWORD) });
    for (let i = 0; i < 20; i++) {
      const answer = await signInFrom(`203.0.113.${i % 4}`, { email, password: `wrong-${i}` });
      expect(answer.alert).toBe('Wrong email or password.');
    }
    expect(await signInFrom('198.51.100.7', { email, password: DEMO_PASSWORD })).toEqual({
      signedIn: true,
      alert: null,
    });
    // The guessing addresses are slowed down, even with the right password.
    const guesser = await signInFrom('203.0.113.1', { email, password: DEMO_PASSWORD });
    expect(guesser.signedIn).toBe(false);
    expect(guesser.alert).toMatch(/^Too many sign-in attempts/);
  });
});
