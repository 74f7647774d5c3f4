import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, testPrefix, testRedis } from '../../test/redis.js';
import { createMagicLinkQuota } from './magic-link-quota.js';

const redisUp = await redisReachable();
const redis = redisUp ? testRedis() : null;
afterAll(async () => {
  await redis?.quit();
});

const WINDOW = 15 * 60_000;
/** The same rules whether the requests are counted in this process or in Redis (several instances). */
const stores = [
  { name: 'memory', options: () => ({ windowMs: WINDOW }) },
  ...(redisUp
    ? [{ name: 'Redis', options: () => ({ windowMs: WINDOW, redis, redisPrefix: testPrefix('magic-link') }) }]
    : []),
];

describe.each(stores)('sign-in link quota, counted in $name', ({ options }) => {
  it('allows five links per e-mail and address in the window, then says how long to wait', async () => {
    const quota = createMagicLinkQuota(options());
    const t0 = 1_000_000;
    for (let i = 0; i < 5; i++) expect(await quota.take('a@example.test', '10.0.0.1', t0 + i * 1000)).toBe(0);
    expect(await quota.take('A@example.test', '10.0.0.1', t0 + 5000)).toBe(WINDOW - 5000);
    // Another address asking for the same member is counted apart: a stranger cannot use up the quota.
    expect(await quota.take('a@example.test', '10.0.0.2', t0 + 5000)).toBe(0);
    // Once the first request leaves the window, one more may go.
    expect(await quota.take('a@example.test', '10.0.0.1', t0 + WINDOW + 1)).toBe(0);
    expect(await quota.take('a@example.test', '10.0.0.1', t0 + WINDOW + 2)).toBeGreaterThan(0);
  });

  it('limits one address asking for many e-mails', async () => {
    const quota = createMagicLinkQuota({ ...options(), perAddress: 3 });
    const t0 = 2_000_000;
    for (let i = 0; i < 3; i++) expect(await quota.take(`u${i}@example.test`, '10.0.1.1', t0)).toBe(0);
    expect(await quota.take('u9@example.test', '10.0.1.1', t0)).toBe(WINDOW);
    expect(await quota.take('u9@example.test', '10.0.1.2', t0)).toBe(0);
  });
});

describe.runIf(redisUp)('sign-in link quota shared by two instances', () => {
  it('lets exactly five of ten simultaneous requests through across both', async () => {
    const redisPrefix = testPrefix('magic-link-shared');
    const [one, two] = [1, 2].map(() => createMagicLinkQuota({ windowMs: WINDOW, redis, redisPrefix }));
    const waits = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? one! : two!).take('b@example.test', '10.0.2.1')),
    );
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });
});
