import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { type UserSearch, countUsers, readUsersListVersion } from './users.queries.js';

/** At most this long; a total is valid until the list's version moves anyway (below). */
const USER_TOTAL_CACHE_MS = 60_000;

export type UserTotal = (db: Db, q: Pick<UserSearch, 'term' | 'deleted'>) => Promise<number>;

/**
 * The users list's total (issue 27): exact, counted once per search and list version, and kept in the
 * shared cache (Redis with REDIS_URL, so every instance counts once). Counting the whole list read
 * every active user's index entry on each request, a cost that grows with the members (1M nationally).
 * The version is a row that triggers on `users` move at the commit of anything that adds, removes,
 * deletes, restores or renames a user (migration 0025), whoever writes it, so the next request after a
 * write counts again: the total is never stale, unlike a timed cache, and stays exact, unlike a cap
 * ("1,000+") that would change the response's meaning and the page's pager. Only writes with triggers
 * off (bench:seed, a data-only restore with --disable-triggers) wait for the 60 seconds.
 *
 * A broad search (a word most users contain, such as an e-mail domain) still counts its matches once
 * per version; its page is cheap, since the list's order index finds the first rows that match.
 */
export function userTotals(app: FastifyInstance): UserTotal {
  const cache = new SharedCache<number>({
    ttlMs: USER_TOTAL_CACHE_MS,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:user-total:`,
    onUnavailable: (err) => app.log.warn({ err }, 'user total cache unavailable; counted in the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'user_total', result }),
  });
  return async (db, q) => {
    // Read before counting: a write committed in between is then in the count, or moves the version
    // so that this count is never read.
    const version = await readUsersListVersion(db);
    // Word order and spacing do not change the matches (every word must match); case may (ILIKE's
    // folding is the database's), so it stays.
    const words = [...new Set(q.term.split(/\s+/).filter(Boolean))].sort();
    return cache.get(`${version}:${q.deleted ? 'deleted' : 'active'}:${words.join(' ')}`, () => countUsers(db, q));
  };
}
