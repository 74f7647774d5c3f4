import { afterAll, describe, expect, it } from 'vitest';
import { redisReachable, testPrefix, testRedis } from '../test/redis.js';
import { MemoryWindowCounter, RedisWindowCounter, type WindowCounter } from './window-counter.js';

const redisUp = await redisReachable();
const redis = redisUp ? testRedis() : null;
const memories: MemoryWindowCounter[] = [];
afterAll(async () => {
  for (const memory of memories) memory.close();
  await redis?.quit();
});

/** The same counting whether the counts live in this process or in Redis (several instances). */
const stores = [
  {
    name: 'memory',
    counter: (windowMs: number): WindowCounter => {
      const memory = new MemoryWindowCounter(windowMs);
      memories.push(memory);
      return memory;
    },
  },
  ...(redisUp
    ? [{ name: 'Redis', counter: (windowMs: number) => new RedisWindowCounter(redis!, windowMs, testPrefix('window')) }]
    : []),
];

describe.each(stores)('window counter in $name', ({ counter }) => {
  it('counts hits in a window and takes released ones back, never below zero', async () => {
    const c = counter(60_000);
    expect((await c.hit('a')).count).toBe(1);
    expect((await c.hit('a')).count).toBe(2);
    await c.release('a');
    expect((await c.hit('a')).count).toBe(2);
    for (let i = 0; i < 5; i++) await c.release('a');
    expect((await c.hit('a')).count).toBe(1);
    expect((await c.hit('b')).count).toBe(1);
  });

  it('does not carry a release into the next window', async () => {
    const c = counter(50);
    await c.hit('k');
    await new Promise((resolve) => setTimeout(resolve, 120));
    await c.release('k');
    const next = await c.hit('k');
    expect(next.count).toBe(1);
    expect(next.resetInMs).toBeGreaterThan(0);
  });
});
