import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, testPrefix, testRedis } from '../test/redis.js';
import { SharedCache } from './shared-cache.js';

/**
 * What the cache metrics count (issue 26, `cache_requests_total`): every lookup reports a hit (the
 * kept value) or a miss (loaded from the database), in memory and in Redis alike.
 */
const redisUp = await redisReachable();
const redis = redisUp ? testRedis() : null;
afterAll(() => redis?.quit());

const stores = [{ name: 'memory', redis: null }, ...(redis ? [{ name: 'Redis', redis }] : [])];

describe.each(stores)('shared cache lookups, $name', ({ redis }) => {
  it('reports a miss when it loads and a hit when it answers from what it kept', async () => {
    let now = 1_000;
    const lookups: string[] = [];
    const cache = new SharedCache<{ n: number } | null>({
      ttlMs: 1_000,
      clock: () => now,
      redis,
      redisPrefix: testPrefix('shared-cache'),
      onLookup: (result) => lookups.push(result),
    });
    let loads = 0;
    const load = async () => (++loads === 1 ? null : { n: loads });
    expect(await cache.get('a', load)).toBeNull();
    // A kept "nothing" (null) is a hit too: it saved a read.
    expect(await cache.get('a', load)).toBeNull();
    expect(await cache.get('b', load)).toEqual({ n: 2 });
    expect(lookups).toEqual(['miss', 'hit', 'miss']);
    expect(loads).toBe(2);
    if (!redis) {
      now += 1_001;
      expect(await cache.get('a', load)).toEqual({ n: 3 });
      expect(lookups.at(-1)).toBe('miss');
    }
  });

  it('keeps a value put where it happens and finds it, or nothing, until it expires', async () => {
    let now = 1_000;
    const cache = new SharedCache<string>({ ttlMs: 1_000, clock: () => now, redis, redisPrefix: testPrefix('put') });
    expect(await cache.find('member-7')).toBeUndefined();
    await cache.put('member-7', '4242');
    expect(await cache.find('member-7')).toBe('4242');
    await cache.put('member-7', '4343');
    expect(await cache.find('member-7')).toBe('4343');
    if (!redis) {
      now += 1_001;
      expect(await cache.find('member-7')).toBeUndefined();
    }
  });

  it('raises a kept position only to a larger one, whichever of two puts arrives last', async () => {
    const cache = new SharedCache<string>({ ttlMs: 60_000, redis, redisPrefix: testPrefix('raise') });
    await cache.raise('member-8', 2n ** 40n);
    await cache.raise('member-8', 999n);
    expect(BigInt((await cache.find('member-8'))!)).toBe(2n ** 40n);
    await cache.raise('member-8', 2n ** 63n + 5n);
    expect(BigInt((await cache.find('member-8'))!)).toBe(2n ** 63n + 5n);
    await Promise.all([cache.raise('member-9', 70n), cache.raise('member-9', 700n), cache.raise('member-9', 7n)]);
    expect(BigInt((await cache.find('member-9'))!)).toBe(700n);
  });

  it('counts every lookup of a cache that keeps nothing as a miss', async () => {
    const lookups: string[] = [];
    const cache = new SharedCache<number>({
      ttlMs: 0,
      redis,
      redisPrefix: testPrefix('off'),
      onLookup: (r) => lookups.push(r),
    });
    await cache.get('a', async () => 1);
    await cache.get('a', async () => 1);
    expect(lookups).toEqual(['miss', 'miss']);
  });
});
