import { and, count, desc, eq, type SQL } from 'drizzle-orm';
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

export interface AuditQuery {
  entity?: string;
  entityId?: number;
  pageNumber: number;
  count: number;
}

/** One page of the log, newest first, with who acted; optionally for one kind of record or one record. */
export async function listAudit(db: Db, q: AuditQuery) {
  const conditions: SQL[] = [];
  if (q.entity) conditions.push(eq(auditLog.entity, q.entity));
  if (q.entityId !== undefined) conditions.push(eq(auditLog.entityId, q.entityId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
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
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(q.count)
    .offset((q.pageNumber - 1) * q.count);
  const [total] = await db.select({ total: count() }).from(auditLog).where(where);
  return {
    data: rows.map((row) => ({
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
    })),
    meta: { total: Number(total?.total ?? 0), page: q.pageNumber, count: q.count },
  };
}
