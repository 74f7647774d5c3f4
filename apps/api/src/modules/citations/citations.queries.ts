import type { FoundCitation } from '@pc/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { type CitationRow, citations } from '../../db/schema/index.js';

/** New identifiers become 'pending' rows; known ones are left as they are (resolved once). */
export async function insertPendingCitations(db: Db | Tx, found: readonly FoundCitation[]): Promise<void> {
  if (found.length === 0) return;
  await db
    .insert(citations)
    .values(found.map((c) => ({ key: c.key, kind: c.kind, identifier: c.id })))
    .onConflictDoNothing({ target: citations.key });
}

/** The cache rows of some keys, in one query. */
export async function findCitationRows(db: Db, keys: readonly string[]): Promise<CitationRow[]> {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(citations)
    .where(inArray(citations.key, [...keys]));
}

export interface DueCitation {
  key: string;
  kind: CitationRow['kind'];
  identifier: string;
  attempts: number;
}

/**
 * Claims up to `limit` identifiers that are due (pending, or unresolved whose delay has passed): their
 * `next_attempt_at` moves `claimSeconds` ahead, so a second worker skips them (SKIP LOCKED, then the
 * moved time) and a worker that dies mid-lookup leaves them due again after the claim runs out.
 */
export async function claimDueCitations(db: Db, limit: number, claimSeconds: number): Promise<DueCitation[]> {
  return selectRows<DueCitation>(
    db,
    sql`update citations set next_attempt_at = now() + make_interval(secs => ${claimSeconds}),
        attempts = attempts + 1
      where key in (
        select key from citations
        where status <> 'resolved' and next_attempt_at <= now()
        order by next_attempt_at, key
        limit ${limit}
        for update skip locked)
      returning key, kind, identifier, attempts`,
  );
}

export async function markResolved(
  db: Db,
  key: string,
  values: { title: string; authors: string[]; journal: string | null; year: number | null; formatted: string },
): Promise<void> {
  await db
    .update(citations)
    .set({ ...values, status: 'resolved', lastError: null, resolvedAt: sql`now()` })
    .where(eq(citations.key, key));
}

/** Left unresolved (still a link) and due again after `retrySeconds`. */
export async function markUnresolved(db: Db, key: string, error: string, retrySeconds: number): Promise<void> {
  await db.execute(sql`update citations set status = 'unresolved', last_error = ${error.slice(0, 200)},
      next_attempt_at = now() + make_interval(secs => ${retrySeconds})
    where key = ${key}`);
}
