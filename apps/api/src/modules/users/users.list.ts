import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { SharedCache } from '../../lib/shared-cache.js';
import {
  type UserRow,
  type UserSearch,
  countUsers,
  readUsersListVersion,
  searchUsers,
  searchWords,
} from './users.queries.js';

/** At most this long; a total is valid until the list's version moves anyway (below). */
const USER_TOTAL_CACHE_MS = 60_000;

/**
 * Up to this many matches a search's page is found by the trigram index and sorted (about 35 ms for
 * 10,000 of 1M members); above, the list's order index is walked until a page matches: with more than
 * 1% of the members matching, page 1 reads about a thousand entries (a word such as an e-mail domain
 * that nearly everyone contains: 0.1 ms, where sorting a million matches took 1.3 s).
 */
export const SORTED_MATCHES_MAX = 10_000;

export type UserList = (db: Db, q: UserSearch) => Promise<{ rows: UserRow[]; total: number }>;

/**
 * The users list (issue 27): a page and the total. The total is exact, counted once per search and
 * list version, and kept in the shared cache (Redis with REDIS_URL, so every instance counts once):
 * counting the whole list read every active user on each request, a cost that grows with the members
 * (1M nationally). The version is a row that triggers on `users` move at the commit of anything that
 * adds, removes, deletes, restores or renames a user (migration 0028), whoever writes it (the API, a
 * script, a test factory), so the next request after a write counts again: never stale, unlike a
 * timed cache, and exact, unlike a cap ("1,000+") that would change the response and the page's pager.
 * Only writes with triggers off (bench:seed, a data-only restore with --disable-triggers) wait for the
 * 60 seconds. A broad search (a word most users contain) still counts its matches once per version.
 */
export function userList(app: FastifyInstance): UserList {
  const cache = new SharedCache<number>({
    ttlMs: USER_TOTAL_CACHE_MS,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:user-total:`,
    onUnavailable: (err) => app.log.warn({ err }, 'user total cache unavailable; counted in the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'user_total', result }),
  });
  const totalOf = async (db: Db, q: UserSearch) => {
    // Read before counting: a write committed in between is then in the count, or moves the version
    // so that this count is never read.
    const version = await readUsersListVersion(db);
    // Word order and repeats do not change the matches (every word must match); case may (ILIKE's
    // folding is the database's), so it stays.
    const words = [...new Set(searchWords(q.term))].sort();
    return cache.get(`${version}:${q.deleted ? 'deleted' : 'active'}:${words.join(' ')}`, () => countUsers(db, q));
  };
  return async (db, q) => {
    // Without words the list's order index serves the page whatever the total: both at once.
    if (!q.term) {
      const [rows, total] = await Promise.all([searchUsers(db, q, { sortMatches: false }), totalOf(db, q)]);
      return { rows, total };
    }
    const total = await totalOf(db, q);
    return { rows: await searchUsers(db, q, { sortMatches: total <= SORTED_MATCHES_MAX }), total };
  };
}
