import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  isNotNull,
  isNull,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { specialties, subspecialties, users } from '../../db/schema/index.js';

export type UserRecord = typeof users.$inferSelect;
export type UserRow = UserRecord & { specialtyName: string | null; subspecialtyName: string | null };
export type UserValues = Omit<typeof users.$inferInsert, 'id' | 'createdAt' | 'passwordHash' | 'deletedAt'>;

const rowColumns = {
  ...getTableColumns(users),
  specialtyName: specialties.name,
  subspecialtyName: subspecialties.name,
};

function selectUsers(db: Db | Tx) {
  return db
    .select(rowColumns)
    .from(users)
    .leftJoin(specialties, eq(specialties.id, users.specialtyId))
    .leftJoin(subspecialties, eq(subspecialties.id, users.subspecialtyId));
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);
const sameEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

/**
 * Every word of the search must appear in the first name, last name, e-mail or NPI / internal ID, so
 * "helen carter", "carter@" and "1234567893" all find Helen Carter.
 */
function searchCondition(term: string, deleted: boolean): SQL {
  const conditions: (SQL | undefined)[] = [deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt)];
  for (const word of term.split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(
      or(
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        ilike(users.email, pattern),
        ilike(users.npi, pattern),
      ),
    );
  }
  return and(...conditions) as SQL;
}

export interface UserSearch {
  term: string;
  deleted: boolean;
  pageNumber: number;
  count: number;
}

/** One page of users by name (deleted ones: most recently deleted first) and the total. */
export async function searchUsers(db: Db, q: UserSearch): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchCondition(q.term, q.deleted);
  const order = q.deleted
    ? [desc(users.deletedAt), asc(users.id)]
    : [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];
  const rows = await selectUsers(db)
    .where(where)
    .orderBy(...order)
    .limit(q.count)
    .offset((q.pageNumber - 1) * q.count);
  const [total] = await db.select({ total: count() }).from(users).where(where);
  return { rows, total: Number(total?.total ?? 0) };
}

/** Every active user the search matches, for the export. */
export async function exportUsers(db: Db, term: string): Promise<UserRow[]> {
  return selectUsers(db)
    .where(searchCondition(term, false))
    .orderBy(asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id));
}

export async function findUser(db: Db | Tx, id: number, o: { deleted?: boolean } = {}): Promise<UserRow | null> {
  const state = o.deleted === undefined ? undefined : o.deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt);
  const [row] = await selectUsers(db)
    .where(and(eq(users.id, id), state))
    .limit(1);
  return row ?? null;
}

/** Locks the user's row for the rest of the transaction (two administrators editing at once). */
export async function lockUser(tx: Tx, id: number): Promise<UserRecord | null> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('update').limit(1);
  return row ?? null;
}

export interface Duplicates {
  activeEmail: boolean;
  deletedEmail: boolean;
  activeNpi: boolean;
}

/** Which of the e-mail and NPI other users already hold (active), and whether a deleted user has the e-mail. */
export async function findDuplicates(
  db: Db | Tx,
  o: { email: string; npi: string | null; exceptId?: number },
): Promise<Duplicates> {
  const other = o.exceptId === undefined ? undefined : ne(users.id, o.exceptId);
  const emailRows = await db
    .select({ deletedAt: users.deletedAt })
    .from(users)
    .where(and(sameEmail(o.email), other));
  const npiRows = o.npi
    ? await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.npi, o.npi), isNull(users.deletedAt), other))
        .limit(1)
    : [];
  return {
    activeEmail: emailRows.some((r) => r.deletedAt === null),
    deletedEmail: emailRows.some((r) => r.deletedAt !== null),
    activeNpi: npiRows.length > 0,
  };
}

export async function insertUser(tx: Tx, values: UserValues): Promise<UserRecord> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

export async function updateUser(tx: Tx, id: number, values: Partial<UserValues>, now: Date): Promise<UserRecord> {
  const [row] = await tx
    .update(users)
    .set({ ...values, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

export async function setDeletedAt(tx: Tx, id: number, deletedAt: Date | null): Promise<UserRecord> {
  const [row] = await tx.update(users).set({ deletedAt, updatedAt: new Date() }).where(eq(users.id, id)).returning();
  return row!;
}

export async function setUserCreateFailed(db: Db, id: number, failed: boolean): Promise<void> {
  await db.update(users).set({ userCreateFailed: failed }).where(eq(users.id, id));
}

/** Whether the specialty exists and the subspecialty (if any) belongs to it. */
export async function checkSpecialty(
  db: Db,
  specialtyId: number | null,
  subspecialtyId: number | null,
): Promise<{ specialty: boolean; subspecialty: boolean }> {
  const [specialty] = specialtyId
    ? await db.select({ id: specialties.id }).from(specialties).where(eq(specialties.id, specialtyId))
    : [];
  const [subspecialty] =
    subspecialtyId && specialtyId
      ? await db
          .select({ id: subspecialties.id })
          .from(subspecialties)
          .where(and(eq(subspecialties.id, subspecialtyId), eq(subspecialties.specialtyId, specialtyId)))
      : [];
  return { specialty: !specialtyId || Boolean(specialty), subspecialty: !subspecialtyId || Boolean(subspecialty) };
}
