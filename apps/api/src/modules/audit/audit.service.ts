import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { auditLog, users } from '../../db/schema/index.js';
import { iso } from '../../db/raw-sql.js';

/** Fields that never go into the log, whatever record they come from. */
const SECRET_FIELDS = new Set(['passwordHash', 'password_hash', 'password', 'tokenHash', 'token_hash']);

export type AuditSnapshot = Record<string, unknown>;

export interface AuditRecord {
  /** Who acted; null for the system (jobs). */
  actorId: number | null;
  /** What was done: create, update, delete, restore, disable, enable, or a module's own verb. */
  action: string;
  /** The kind of record, in product words: user, reward, gift_card_pool, … */
  entity: string;
  entityId: number | null;
  before?: AuditSnapshot | null;
  after?: AuditSnapshot | null;
}

/** A snapshot safe to keep for a year: secrets dropped, dates as ISO text. */
export function auditSnapshot(record: AuditSnapshot | null | undefined): AuditSnapshot | null {
  if (!record) return null;
  const out: AuditSnapshot = {};
  for (const [key, value] of Object.entries(record)) {
    if (SECRET_FIELDS.has(key)) continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Records one action in the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit (or roll back) together: the log never misses a change nor records
 * one that did not happen.
 */
export async function recordAudit(tx: Tx | Db, entry: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: auditSnapshot(entry.before),
    after: auditSnapshot(entry.after),
  });
}

export interface AuditQuery extends AuditFilter {
  pageNumber: number;
  count: number;
}

/** Who, what and when (issue 26); `actor` is part of an e-mail or name, `system` the jobs' own changes. */
export interface AuditFilter {
  actor?: string;
  action?: string;
  entity?: string;
  entityId?: number;
  /** Days (UTC), both included. */
  from?: string;
  to?: string;
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

function auditConditions(q: AuditFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.actor !== undefined) {
    if (q.actor.toLowerCase() === 'system') conditions.push(isNull(auditLog.actorId));
    else {
      // The matching people first (a handful), then their entries through the actor index.
      const pattern = `%${escapeLike(q.actor)}%`;
      conditions.push(
        inArray(
          auditLog.actorId,
          sql`(select u.id from users u where u.email ilike ${pattern}
                or (u.first_name || ' ' || u.last_name) ilike ${pattern})`,
        ),
      );
    }
  }
  if (q.action) conditions.push(eq(auditLog.action, q.action));
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.entityId !== undefined) conditions.push(eq(auditLog.entityId, q.entityId));
  if (q.from) conditions.push(gte(auditLog.createdAt, new Date(`${q.from}T00:00:00.000Z`)));
  if (q.to) conditions.push(lt(auditLog.createdAt, new Date(Date.parse(`${q.to}T00:00:00.000Z`) + 86_400_000)));
  return conditions.length ? and(...conditions) : undefined;
}

/** The entries the filter matches, newest first, with who acted (one joined query, no lookups per row). */
function selectEntries(db: Db | Tx, where: SQL | undefined) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorEmail: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
}

type EntryRow = Awaited<ReturnType<typeof selectEntries>>[number];

function presentEntry(row: EntryRow) {
  return {
    id: row.id,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            firstName: row.actorFirstName ?? '',
            lastName: row.actorLastName ?? '',
            email: row.actorEmail ?? '',
          },
    action: row.action,
    entity: row.entity,
    entityId: row.entityId,
    before: (row.before as AuditSnapshot | null) ?? null,
    after: (row.after as AuditSnapshot | null) ?? null,
    createdAt: iso(row.createdAt),
  };
}

/** One page of the log, newest first, with who acted, filtered by who, what and when. */
export async function listAudit(db: Db, q: AuditQuery) {
  const where = auditConditions(q);
  const rows = await selectEntries(db, where)
    .limit(q.count)
    .offset((q.pageNumber - 1) * q.count);
  const [total] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    data: rows.map(presentEntry),
    meta: { total: Number(total?.total ?? 0), page: q.pageNumber, count: q.count },
  };
}

/** Every entry the filter matches (at most `limit`), newest first: the CSV export's rows. */
export async function exportAudit(db: Db | Tx, q: AuditFilter, limit: number) {
  const rows = await selectEntries(db, auditConditions(q)).limit(limit);
  return rows.map(presentEntry);
}
