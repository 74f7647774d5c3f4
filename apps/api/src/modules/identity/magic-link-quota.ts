import type { Redis } from 'ioredis';

/**
 * How many sign-in links may be asked for, counted per e-mail and address and per address (OWASP:
 * throttle per account and address). Counting per e-mail alone let five anonymous requests use up a
 * member's quota; now others' requests never count against the member's own address. Unknown
 * e-mails are counted like real ones, so a refusal says nothing about which accounts exist.
 *
 * Over a sliding window of the link lifetime, in Redis when REDIS_URL is set (every instance counts
 * together), else in this process's memory (a restart forgets).
 */
export interface MagicLinkQuota {
  /** Counts the request; 0 when it may go ahead, otherwise the milliseconds until one may. */
  take(email: string, ip: string, now?: number): Promise<number>;
}

export interface MagicLinkQuotaOptions {
  windowMs: number;
  perEmailAndAddress?: number;
  perAddress?: number;
  maxKeys?: number;
  redis?: Redis | null;
  /** Key prefix in Redis (tests use their own). */
  redisPrefix?: string;
  /** Called when Redis cannot be reached; the request then goes ahead (fails open, like the rate limits). */
  onUnavailable?: (err: unknown) => void;
}

const keysFor = (email: string, ip: string) => ({
  pair: `${email.trim().toLowerCase()}\u0000${ip}`,
  address: `\u0000${ip}`,
});

export function createMagicLinkQuota(o: MagicLinkQuotaOptions): MagicLinkQuota {
  const limits = { perPair: o.perEmailAndAddress ?? 5, perAddress: o.perAddress ?? 50 };
  if (!o.redis) return memoryQuota(o.windowMs, limits, o.maxKeys ?? 50_000);
  const shared = redisQuota(o.redis, o.redisPrefix ?? 'pc:magic-link:', o.windowMs, limits);
  return {
    take: (email, ip, now) =>
      shared.take(email, ip, now).catch((err) => {
        o.onUnavailable?.(err);
        return 0;
      }),
  };
}

interface Limits {
  perPair: number;
  perAddress: number;
}

function memoryQuota(windowMs: number, limits: Limits, maxKeys: number): MagicLinkQuota {
  /** Request times per key, oldest first. */
  const requests = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = (requests.get(key) ?? []).filter((t) => now - t < windowMs);
    if (times.length) requests.set(key, times);
    else requests.delete(key);
    return times;
  }

  /** Bounded memory: when an attacker sprays e-mails, the oldest keys go first. */
  function prune() {
    for (const key of requests.keys()) {
      if (requests.size < maxKeys) break;
      requests.delete(key);
    }
  }

  return {
    async take(email, ip, now = Date.now()) {
      const keys = keysFor(email, ip);
      const pair = recent(keys.pair, now);
      const address = recent(keys.address, now);
      const waits = [
        pair.length >= limits.perPair ? pair[pair.length - limits.perPair]! + windowMs - now : 0,
        address.length >= limits.perAddress ? address[address.length - limits.perAddress]! + windowMs - now : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) return wait;
      for (const [key, times] of [
        [keys.pair, pair],
        [keys.address, address],
      ] as const) {
        requests.delete(key);
        requests.set(key, [...times, now]);
      }
      prune();
      return 0;
    },
  };
}

/**
 * The same sliding window as a sorted set of request times per key, checked and counted in one
 * script so that two instances cannot both take the last request of a quota.
 * KEYS: pair, address. ARGV: now, window, perPair, perAddress, a unique member for this request.
 */
const TAKE_SCRIPT = `
local now = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local limits = { tonumber(ARGV[3]), tonumber(ARGV[4]) }
local wait = 0
for i = 1, 2 do
  redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now - window)
  local count = redis.call('ZCARD', KEYS[i])
  if count >= limits[i] then
    local oldest = redis.call('ZRANGE', KEYS[i], count - limits[i], count - limits[i], 'WITHSCORES')
    local left = tonumber(oldest[2]) + window - now
    if left > wait then wait = left end
  end
end
if wait > 0 then return wait end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now, ARGV[5])
  redis.call('PEXPIRE', KEYS[i], window)
end
return 0`;

function redisQuota(redis: Redis, prefix: string, windowMs: number, limits: Limits): MagicLinkQuota {
  let sequence = 0;
  return {
    async take(email, ip, now = Date.now()) {
      const keys = keysFor(email, ip);
      const member = `${now}:${process.pid}:${++sequence}:${Math.random().toString(36).slice(2)}`;
      const wait = await redis.eval(
        TAKE_SCRIPT,
        2,
        prefix + keys.pair,
        prefix + keys.address,
        now,
        windowMs,
        limits.perPair,
        limits.perAddress,
        member,
      );
      return Number(wait);
    },
  };
}
