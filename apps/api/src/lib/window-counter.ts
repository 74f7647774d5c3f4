import type { Redis } from 'ioredis';

/**
 * Fixed-window counters (how many times a key was hit in the current window), in this process's
 * memory by default, or in Redis so that every instance behind a load balancer counts together.
 */
export interface WindowCounter {
  /** Counts one hit of `key`; returns the count in the current window and the ms until it resets. */
  hit(key: string): Promise<{ count: number; resetInMs: number }>;
  /** Takes one hit of `key` back (never below zero, never into a window that has ended). */
  release(key: string): Promise<void>;
}

export class MemoryWindowCounter implements WindowCounter {
  private windows = new Map<string, { count: number; resetAt: number }>();
  private sweeper: NodeJS.Timeout;

  constructor(private windowMs: number) {
    // Expired windows are dropped now and then, so a flood of distinct keys cannot grow memory forever.
    this.sweeper = setInterval(() => this.sweep(), windowMs);
    this.sweeper.unref();
  }

  async hit(key: string) {
    const now = Date.now();
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + this.windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetInMs: window.resetAt - now };
  }

  async release(key: string) {
    const window = this.windows.get(key);
    if (window && window.resetAt > Date.now() && window.count > 0) window.count--;
  }

  private sweep() {
    const now = Date.now();
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }

  close() {
    clearInterval(this.sweeper);
  }
}

/** INCR and, on the first hit of a window, PEXPIRE, atomically; returns the count and the time left. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }`;

/** DECR only a live window with hits in it: an expired key must not come back as -1 without expiry. */
const RELEASE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return 1`;

export class RedisWindowCounter implements WindowCounter {
  constructor(
    private redis: Redis,
    private windowMs: number,
    private prefix: string,
  ) {}

  async hit(key: string) {
    const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, this.prefix + key, this.windowMs)) as [number, number];
    return { count, resetInMs: ttl > 0 ? ttl : this.windowMs };
  }

  async release(key: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }
}
