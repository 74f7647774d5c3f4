/**
 * How many sign-in links may be asked for, counted per e-mail and address and per address (OWASP:
 * throttle per account and address). Counting per e-mail alone let five anonymous requests use up a
 * member's quota; now others' requests never count against the member's own address. Unknown
 * e-mails are counted like real ones, so a refusal says nothing about which accounts exist.
 *
 * In memory, per process, over a sliding window of the link lifetime; a restart forgets.
 */
export interface MagicLinkQuota {
  /** Counts the request; 0 when it may go ahead, otherwise the milliseconds until one may. */
  take(email: string, ip: string, now?: number): number;
}

export interface MagicLinkQuotaOptions {
  windowMs: number;
  perEmailAndAddress?: number;
  perAddress?: number;
  maxKeys?: number;
}

export function createMagicLinkQuota(o: MagicLinkQuotaOptions): MagicLinkQuota {
  const perPair = o.perEmailAndAddress ?? 5;
  const perAddress = o.perAddress ?? 50;
  const maxKeys = o.maxKeys ?? 50_000;
  /** Request times per key, oldest first. */
  const requests = new Map<string, number[]>();

  function recent(key: string, now: number): number[] {
    const times = (requests.get(key) ?? []).filter((t) => now - t < o.windowMs);
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
    take(email, ip, now = Date.now()) {
      const pairKey = `${email.trim().toLowerCase()}\u0000${ip}`;
      const addressKey = `\u0000${ip}`;
      const pair = recent(pairKey, now);
      const address = recent(addressKey, now);
      const waits = [
        pair.length >= perPair ? pair[pair.length - perPair]! + o.windowMs - now : 0,
        address.length >= perAddress ? address[address.length - perAddress]! + o.windowMs - now : 0,
      ];
      const wait = Math.max(...waits);
      if (wait > 0) return wait;
      for (const [key, times] of [
        [pairKey, pair],
        [addressKey, address],
      ] as const) {
        requests.delete(key);
        requests.set(key, [...times, now]);
      }
      prune();
      return 0;
    },
  };
}
