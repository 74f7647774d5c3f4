import { type SQL, and, asc, count, desc, eq, getTableColumns, ilike, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { specialties, subspecialties, users, usersListVersion, usersSearchText } from '../../db/schema/index.js';

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
 * "helen carter", "carter@" and "1234567893" all find Helen Carter. Written on the four fields' text
 * (`usersSearchText`): a word has no whitespace, so it is in that text exactly when it is in one of
 * the fields, and the text's trigram index (users_search_trgm_idx) finds the rows.
 */
function searchCondition(term: string, deleted: boolean): SQL {
  const conditions: (SQL | undefined)[] = [deleted ? isNotNull(users.deletedAt) : isNull(users.deletedAt)];
  const text = usersSearchText(users);
  for (const word of searchWords(term)) conditions.push(ilike(text, `%${escapeLike(word)}%`));
  return and(...conditions) as SQL;
}

/** The words of a search: every one must match. */
export const searchWords = (term: string) => term.split(/\s+/).filter(Boolean);

/** Active users in the list's order: the key of users_active_name_idx. */
const activeOrder = [asc(sql`lower(${users.lastName})`), asc(sql`lower(${users.firstName})`), asc(users.id)];
/**
 * The same order, written so that no index has it (`|| ''` changes no value): the planner then finds
 * the matches by the trigram index and sorts them. Given the list's order and a LIMIT, it would rather
 * walk users_active_name_idx until ten rows match, guessing matches spread evenly over the alphabet:
 * "Sara Zhang" among 1M members walked nearly all of it (3.4 s) to sort 490 rows that take 16 ms.
 */
const sortedOrder = [asc(sql`lower(${users.lastName}) || ''`), asc(sql`lower(${users.firstName})`), asc(users.id)];

export interface UserSearch {
  term: string;
  deleted: boolean;
  pageNumber: number;
  count: number;
}

/**
 * One page of users by name (deleted ones: most recently deleted first). `sortMatches`: find every
 * match and sort them, for searches that match few users (users.list.ts decides by their total).
 */
export function userPageQuery(db: Db, q: UserSearch, o: { sortMatches: boolean }) {
  const order = q.deleted ? [desc(users.deletedAt), asc(users.id)] : o.sortMatches ? sortedOrder : activeOrder;
  return selectUsers(db)
    .where(searchCondition(q.term, q.deleted))
    .orderBy(...order)
    .limit(q.count)
    .offset((q.pageNumber - 1) * q.count);
}

export async function searchUsers(db: Db, q: UserSearch, o: { sortMatches: boolean }): Promise<UserRow[]> {
  return userPageQuery(db, q, o);
}

/** How many users the search matches (users.list.ts keeps it under the list's version). */
export function userCountQuery(db: Db, q: Pick<UserSearch, 'term' | 'deleted'>) {
  return db.select({ total: count() }).from(users).where(searchCondition(q.term, q.deleted));
}

export async function countUsers(db: Db, q: Pick<UserSearch, 'term' | 'deleted'>): Promise<number> {
  const [row] = await userCountQuery(db, q);
  return Number(row?.total ?? 0);
}

/** The version triggers move on every change of who the list holds (migration 0028); 0 without its row. */
export async function readUsersListVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: usersListVersion.version })
    .from(usersListVersion)
    .where(eq(usersListVersion.id, 1));
  return row?.version ?? 0;
}

/** Every active user the search matches, for the export. */
export async function exportUsers(db: Db, term: string): Promise<UserRow[]> {
  return selectUsers(db)
    .where(searchCondition(term, false))
    .orderBy(...activeOrder);
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
