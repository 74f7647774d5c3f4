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
 * Kept in memory: per process, which bounds guessing by the number of processes; a restart forgets.
 */
export interface LoginThrottle {
  /** Milliseconds until this e-mail+IP may try again (0 = now). */
  retryAfterMs(email: string, ip: string, now?: number): number;
  recordFailure(email: string, ip: string, now?: number): void;
  recordSuccess(email: string, ip: string): void;
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
}

interface Count {
  failures: number;
  lastFailure: number;
}

/** Failure counts by key, forgotten after a quiet period, bounded in memory. */
function counter(forgetAfterMs: number, maxEntries: number) {
  const entries = new Map<string, Count>();

  function get(k: string, now: number): Count | undefined {
    const entry = entries.get(k);
    if (entry && now - entry.lastFailure > forgetAfterMs) {
      entries.delete(k);
      return undefined;
    }
    return entry;
  }

  /** Bounded memory: drop the stalest entries (the map keeps insertion order) when an attacker sprays keys. */
  function prune(now: number) {
    if (entries.size < maxEntries) return;
    for (const [k, entry] of entries) {
      if (now - entry.lastFailure > forgetAfterMs || entries.size >= maxEntries) entries.delete(k);
      if (entries.size < maxEntries * 0.9) break;
    }
  }

  return {
    get,
    add(k: string, now: number) {
      const entry = get(k, now) ?? { failures: 0, lastFailure: now };
      entry.failures += 1;
      entry.lastFailure = now;
      entries.delete(k);
      entries.set(k, entry);
      prune(now);
    },
    clear(k: string) {
      entries.delete(k);
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

  const byPair = counter(forgetAfterMs, maxEntries);
  const byAddress = counter(forgetAfterMs, maxEntries);
  const byAccount = counter(forgetAfterMs, maxEntries);
  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, ip: string) => `${account(email)}\u0000${ip}`;

  return {
    retryAfterMs(email, ip, now = Date.now()) {
      const mine = byPair.get(pair(email, ip), now);
      const underAttack = (byAccount.get(account(email), now)?.failures ?? 0) >= attackThreshold;
      return Math.max(
        waitFor(mine, underAttack ? 1 : freeAttempts, baseDelayMs, maxDelayMs, now),
        waitFor(byAddress.get(ip, now), freePerAddress, baseDelayMs, maxAddressDelayMs, now),
      );
    },
    recordFailure(email, ip, now = Date.now()) {
      byPair.add(pair(email, ip), now);
      byAddress.add(ip, now);
      byAccount.add(account(email), now);
    },
    recordSuccess(email, ip) {
      // The account-wide count stays: a member's success must not reset a distributed attack.
      byPair.clear(pair(email, ip));
    },
  };
}
