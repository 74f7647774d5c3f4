import type { Redis } from 'ioredis';

/**
 * Slows down password guessing without letting strangers lock a member out (OWASP, "Authentication
 * Cheat Sheet": throttle per account and address, slow down rather than lock):
 *
 * - per e-mail and address: after `freeAttempts` consecutive failures, each further failure doubles
 *   the wait before the next attempt from that address is even checked (1 s, 2 s, 4 s, … up to
 *   `maxDelayMs`);
 * - per address, whatever the e-mail: a looser count with a short cap, against one address trying many
 *   accounts (the login POST also has a per-address rate limit, see interaction.routes.ts);
 * - per e-mail from every address: when an account collects `accountAttackThreshold` failures (guessing
 *   spread over many addresses), every address that has itself failed for it waits from its first
 *   failure on. An address with no failures is never slowed down by others' failures, so the member's
 *   own correct password always gets through.
 *
 * Unknown e-mails are throttled exactly like real ones, so the throttle says nothing about which
 * accounts exist. A success clears that e-mail's count for that address.
 *
 * The counts are kept in Redis when REDIS_URL is set, so every instance behind a load balancer
 * throttles together; otherwise in this process's memory (a restart forgets).
 */
export interface LoginThrottle {
  /** Milliseconds until this e-mail+IP may try again (0 = now). */
  retryAfterMs(email: string, ip: string, now?: number): Promise<number>;
  recordFailure(email: string, ip: string, now?: number): Promise<void>;
  recordSuccess(email: string, ip: string): Promise<void>;
}

export interface LoginThrottleOptions {
  freeAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  /** Failures from one address over all e-mails before that address waits. */
  freeAttemptsPerAddress?: number;
  /** The longest wait of an address for failures over all e-mails (shared addresses: keep it short). */
  maxAddressDelayMs?: number;
  /** Failures for one e-mail over all addresses after which every failing address waits. */
  accountAttackThreshold?: number;
  forgetAfterMs?: number;
  maxEntries?: number;
  /** Where the counts live; memory when not given. */
  redis?: Redis | null;
  /** Key prefix in Redis (tests use their own). */
  redisPrefix?: string;
  /**
   * Called when Redis cannot be reached. The throttle then lets the attempt through (fails open, as
   * the rate limits do): the password is still checked, and a sign-in page that fails for everyone
   * whenever Redis restarts would be worse.
   */
  onUnavailable?: (err: unknown) => void;
}

interface Count {
  failures: number;
  lastFailure: number;
}

/** Failure counts by key. `get` returns what was stored; forgetting is decided by the throttle. */
interface FailureCounts {
  get(k: string): Promise<Count | undefined>;
  add(k: string, now: number): Promise<void>;
  clear(k: string): Promise<void>;
}

/** In this process, bounded in memory. */
function memoryCounts(forgetAfterMs: number, maxEntries: number): FailureCounts {
  const entries = new Map<string, Count>();

  /** Bounded memory: drop the stalest entries (the map keeps insertion order) when an attacker sprays keys. */
  function prune(now: number) {
    if (entries.size < maxEntries) return;
    for (const [k, entry] of entries) {
      if (now - entry.lastFailure > forgetAfterMs || entries.size >= maxEntries) entries.delete(k);
      if (entries.size < maxEntries * 0.9) break;
    }
  }

  return {
    async get(k) {
      return entries.get(k);
    },
    async add(k, now) {
      const previous = entries.get(k);
      const failures = previous && now - previous.lastFailure <= forgetAfterMs ? previous.failures + 1 : 1;
      entries.delete(k);
      entries.set(k, { failures, lastFailure: now });
      prune(now);
    },
    async clear(k) {
      entries.delete(k);
    },
  };
}

/**
 * Counts one failure: a count older than the forget period starts again at 1. The key expires after
 * the forget period, so Redis's memory is bounded by recent failures only.
 */
const ADD_SCRIPT = `
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
local now = tonumber(ARGV[1])
if now - last > tonumber(ARGV[2]) then redis.call('HSET', KEYS[1], 'failures', 0) end
redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('HSET', KEYS[1], 'last', now)
redis.call('PEXPIRE', KEYS[1], ARGV[2])
return 1`;

/** In Redis, shared by every instance. */
function redisCounts(redis: Redis, prefix: string, forgetAfterMs: number): FailureCounts {
  return {
    async get(k) {
      const [failures, last] = await redis.hmget(prefix + k, 'failures', 'last');
      return failures && last ? { failures: Number(failures), lastFailure: Number(last) } : undefined;
    },
    async add(k, now) {
      await redis.eval(ADD_SCRIPT, 1, prefix + k, now, forgetAfterMs);
    },
    async clear(k) {
      await redis.del(prefix + k);
    },
  };
}

/** The wait left after `count` failures when `free` of them cost nothing. */
function waitFor(count: Count | undefined, free: number, baseMs: number, maxMs: number, now: number): number {
  if (!count || count.failures < free) return 0;
  const delay = Math.min(maxMs, baseMs * 2 ** (count.failures - free));
  return Math.max(0, count.lastFailure + delay - now);
}

export function createLoginThrottle(o: LoginThrottleOptions = {}): LoginThrottle {
  const freeAttempts = o.freeAttempts ?? 5;
  const baseDelayMs = o.baseDelayMs ?? 1000;
  const maxDelayMs = o.maxDelayMs ?? 15 * 60_000;
  const freePerAddress = o.freeAttemptsPerAddress ?? 30;
  const maxAddressDelayMs = o.maxAddressDelayMs ?? 60_000;
  const attackThreshold = o.accountAttackThreshold ?? 20;
  const forgetAfterMs = o.forgetAfterMs ?? 60 * 60_000;
  const maxEntries = o.maxEntries ?? 50_000;

  const store = (kind: string) =>
    o.redis
      ? redisCounts(o.redis, `${o.redisPrefix ?? 'pc:login:'}${kind}:`, forgetAfterMs)
      : memoryCounts(forgetAfterMs, maxEntries);
  const byPair = store('pair');
  const byAddress = store('address');
  const byAccount = store('account');
  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, ip: string) => `${account(email)}\u0000${ip}`;
  /** A count forgotten after a quiet period reads as none. */
  const recent = async (counts: FailureCounts, k: string, now: number) => {
    const count = await counts.get(k);
    return count && now - count.lastFailure <= forgetAfterMs ? count : undefined;
  };

  const failOpen =
    <T>(value: T) =>
    (err: unknown) => {
      o.onUnavailable?.(err);
      return value;
    };

  return {
    async retryAfterMs(email, ip, now = Date.now()) {
      return wait(email, ip, now).catch(failOpen(0));
    },
    async recordFailure(email, ip, now = Date.now()) {
      await Promise.all([
        byPair.add(pair(email, ip), now),
        byAddress.add(ip, now),
        byAccount.add(account(email), now),
      ]).catch(failOpen(undefined));
    },
    async recordSuccess(email, ip) {
      // The account-wide count stays: a member's success must not reset a distributed attack.
      await byPair.clear(pair(email, ip)).catch(failOpen(undefined));
    },
  };

  async function wait(email: string, ip: string, now: number): Promise<number> {
    const [mine, address, attack] = await Promise.all([
      recent(byPair, pair(email, ip), now),
      recent(byAddress, ip, now),
      recent(byAccount, account(email), now),
    ]);
    const underAttack = (attack?.failures ?? 0) >= attackThreshold;
    return Math.max(
      waitFor(mine, underAttack ? 1 : freeAttempts, baseDelayMs, maxDelayMs, now),
      waitFor(address, freePerAddress, baseDelayMs, maxAddressDelayMs, now),
    );
  }
}
