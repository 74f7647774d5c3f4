/**
 * The program link cache of spec §9: the sponsored-program lookup is kept in memory for a while
 * (one hour by default, `PROGRAM_LINK_CACHE_MS`) and looked up again once expired. Per process: every
 * API process keeps its own, which is what an expiring cache allows. Bounded so it cannot grow without
 * limit; the oldest entries go first.
 */
export class ProgramLinkCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly clock: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value;
    const value = await load();
    if (this.ttlMs > 0) {
      this.entries.delete(key);
      this.entries.set(key, { value, expiresAt: now + this.ttlMs });
      if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    }
    return value;
  }
}
