/**
 * Slows down password guessing: after `freeAttempts` consecutive failures for one e-mail from one IP
 * address, each further failure doubles the wait before the next attempt is even checked (1 s, 2 s,
 * 4 s, … up to `maxDelayMs`). A second, looser count per e-mail from any address catches guessing
 * spread over many addresses; it cannot lock a member out for long, and magic links still work.
 * Unknown e-mails are throttled exactly like real ones, so the throttle says nothing about which
 * accounts exist. A success clears the count. The login POST also has a per-IP rate limit (see
 * interaction.routes.ts) against one address trying many e-mails.
 *
 * Kept in memory: per process, which bounds guessing by the number of processes; a restart forgets.
 */
export interface LoginThrottle {
  /** Milliseconds until this e-mail+IP may try again (0 = now). */
  retryAfterMs(email: string, ip: string, now?: number): number;
  recordFailure(email: string, ip: string, now?: number): void;
  recordSuccess(email: string, ip: string): void;
}

interface Entry {
  failures: number;
  lockedUntil: number;
  lastFailure: number;
}

interface BackoffOptions {
  freeAttempts?: number;
  baseDelayMs?: number;
  maxDelayMs?: number;
  forgetAfterMs?: number;
  maxEntries?: number;
}

export function createLoginThrottle(o: BackoffOptions & { freeAttemptsPerEmail?: number } = {}): LoginThrottle {
  const byAddress = createBackoff(o);
  const byEmail = createBackoff({ ...o, freeAttempts: o.freeAttemptsPerEmail ?? 20 });
  const ANY_ADDRESS = '*';
  return {
    retryAfterMs: (email, ip, now) =>
      Math.max(byAddress.retryAfterMs(email, ip, now), byEmail.retryAfterMs(email, ANY_ADDRESS, now)),
    recordFailure(email, ip, now) {
      byAddress.recordFailure(email, ip, now);
      byEmail.recordFailure(email, ANY_ADDRESS, now);
    },
    recordSuccess(email, ip) {
      byAddress.recordSuccess(email, ip);
      byEmail.recordSuccess(email, ANY_ADDRESS);
    },
  };
}

function createBackoff(o: BackoffOptions): LoginThrottle {
  const freeAttempts = o.freeAttempts ?? 5;
  const baseDelayMs = o.baseDelayMs ?? 1000;
  const maxDelayMs = o.maxDelayMs ?? 15 * 60_000;
  const forgetAfterMs = o.forgetAfterMs ?? 60 * 60_000;
  const maxEntries = o.maxEntries ?? 50_000;
  const entries = new Map<string, Entry>();
  const key = (email: string, ip: string) => `${email.trim().toLowerCase()}\u0000${ip}`;

  function current(k: string, now: number): Entry | undefined {
    const entry = entries.get(k);
    if (entry && now - entry.lastFailure > forgetAfterMs) {
      entries.delete(k);
      return undefined;
    }
    return entry;
  }

  /** Bounded memory: drop the stalest entries when an attacker sprays many e-mails. */
  function prune(now: number) {
    if (entries.size < maxEntries) return;
    for (const [k, entry] of entries) {
      if (now - entry.lastFailure > forgetAfterMs || entries.size >= maxEntries) entries.delete(k);
      if (entries.size < maxEntries * 0.9) break;
    }
  }

  return {
    retryAfterMs(email, ip, now = Date.now()) {
      const entry = current(key(email, ip), now);
      return entry ? Math.max(0, entry.lockedUntil - now) : 0;
    },
    recordFailure(email, ip, now = Date.now()) {
      const k = key(email, ip);
      const entry = current(k, now) ?? { failures: 0, lockedUntil: 0, lastFailure: now };
      entry.failures += 1;
      entry.lastFailure = now;
      const over = entry.failures - freeAttempts;
      if (over >= 0) entry.lockedUntil = now + Math.min(maxDelayMs, baseDelayMs * 2 ** over);
      entries.delete(k);
      entries.set(k, entry);
      prune(now);
    },
    recordSuccess(email, ip) {
      entries.delete(key(email, ip));
    },
  };
}
