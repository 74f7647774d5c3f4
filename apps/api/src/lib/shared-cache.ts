import type { Redis } from 'ioredis';

export interface SharedCacheOptions {
  /** How long a value is kept; 0 keeps nothing. */
  ttlMs: number;
  /** In memory: the most entries kept, the oldest going first. */
  maxEntries?: number;
  /** In memory: the time source (tests move it). */
  clock?: () => number;
  /** Shared by every instance when given. */
  redis?: Redis | null;
  /** The cache's own namespace in Redis, e.g. `pc:program-link:`. */
  redisPrefix: string;
  /** Called when Redis cannot be reached; the lookup then goes to the database. */
  onUnavailable?: (err: unknown) => void;
  /** Called on every lookup, with whether the value was kept (hit) or loaded (miss): for metrics. */
  onLookup?: (result: 'hit' | 'miss') => void;
}

/** `raise` in Redis: one script, so no other instance's put lands between the read and the write. */
const RAISE_SCRIPT = `
local kept = redis.call('GET', KEYS[1])
if kept then
  local ok, decoded = pcall(cjson.decode, kept)
  if ok and type(decoded.value) == 'string' and string.rep('0', 20 - #decoded.value) .. decoded.value > ARGV[1] then
    return 0
  end
end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return 1`;

/**
 * A value computed from the database, kept for a while and computed again once expired: the program
 * link cache of spec §9 and the shared part of thread pages. In Redis when REDIS_URL is set, so every
 * instance answers the same and the database is asked once per key for all of them; else in this
 * process's memory, bounded so it cannot grow without limit (the oldest entries go first). Values
 * must survive JSON.
 */
export class SharedCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly clock: () => number;

  constructor(private readonly o: SharedCacheOptions) {
    this.maxEntries = o.maxEntries ?? 10_000;
    this.clock = o.clock ?? Date.now;
  }

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const miss = () => {
      this.o.onLookup?.('miss');
      return load();
    };
    if (this.o.ttlMs <= 0) return miss();
    return this.o.redis ? this.shared(this.o.redis, key, miss) : this.local(key, miss);
  }

  /**
   * The value kept under `key`, or undefined: for values written where they happen, not loaded. Throws
   * when Redis cannot be reached (after `onUnavailable`): "nothing kept" and "not known" differ here.
   */
  async find(key: string): Promise<V | undefined> {
    if (this.o.ttlMs <= 0) return undefined;
    if (!this.o.redis) {
      const kept = this.entries.get(key);
      return kept && kept.expiresAt > this.clock() ? kept.value : undefined;
    }
    const stored = await this.o.redis.get(this.o.redisPrefix + key).catch((err: unknown) => {
      this.o.onUnavailable?.(err);
      throw err;
    });
    return stored ? (JSON.parse(stored) as { value: V }).value : undefined;
  }

  /**
   * Reports a lookup to `onLookup`, for a caller of `find` that decides itself whether what is kept
   * will do (the feed: a kept list may be older than the reader's version).
   */
  lookup(result: 'hit' | 'miss'): void {
    this.o.onLookup?.(result);
  }

  /** Keeps `value` under `key` for the cache's time (a member's last write position, db/read-replicas.ts). */
  async put(key: string, value: V): Promise<void> {
    if (this.o.ttlMs <= 0) return;
    if (!this.o.redis) return this.keep(key, value, this.clock());
    await this.o.redis
      .set(this.o.redisPrefix + key, JSON.stringify({ value }), 'PX', this.o.ttlMs)
      .catch(this.unavailable);
  }

  /**
   * Keeps `position` under `key` unless a larger one is kept already, atomically across instances: a
   * member's last write position (db/read-replicas.ts), where two writes answered at once must leave
   * the later position, whichever put arrives last. Positions are decimal strings of any length.
   */
  async raise(key: string, position: bigint): Promise<void> {
    if (this.o.ttlMs <= 0) return;
    // Zero-padded to the digits of 2^64, so that comparing the strings compares the numbers (Lua's
    // numbers are doubles, too short for a WAL position).
    const padded = position.toString().padStart(20, '0');
    if (!this.o.redis) {
      const kept = this.entries.get(key);
      const current = kept && kept.expiresAt > this.clock() ? String(kept.value) : '';
      if (current.padStart(20, '0') > padded) return;
      return this.keep(key, padded as V, this.clock());
    }
    await this.o.redis
      .eval(RAISE_SCRIPT, 1, this.o.redisPrefix + key, padded, JSON.stringify({ value: padded }), this.o.ttlMs)
      .catch(this.unavailable);
  }

  private keep(key: string, value: V, now: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: now + this.o.ttlMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
  }

  private async local(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return this.hit(hit.value);
    const value = await load();
    this.keep(key, value, now);
    return value;
  }

  private async shared(redis: Redis, key: string, load: () => Promise<V>): Promise<V> {
    const name = this.o.redisPrefix + key;
    const stored = await redis.get(name).catch(this.unavailable);
    // Wrapped, so that a cached "no program" (null) differs from nothing cached.
    if (stored) return this.hit((JSON.parse(stored) as { value: V }).value);
    const value = await load();
    await redis.set(name, JSON.stringify({ value }), 'PX', this.o.ttlMs).catch(this.unavailable);
    return value;
  }

  private hit(value: V): V {
    this.o.onLookup?.('hit');
    return value;
  }

  private unavailable = (err: unknown) => {
    this.o.onUnavailable?.(err);
    return null;
  };
}
