import { effectivePermissions, type Permission, roleById } from '@pc/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { verifyPassword } from './passwords.js';

/** A user as the sign-in pages see it: only who may sign in, never a disabled or deleted account. */
export interface SignInAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  passwordHash: users.passwordHash,
  disabled: users.disabled,
};

const notDeleted = isNull(users.deletedAt);
const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.trim().toLowerCase());

function active(row: { disabled: boolean } | undefined): boolean {
  return Boolean(row && !row.disabled);
}

function present(row: SignInAccount): SignInAccount {
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName };
}

export async function findActiveAccountById(db: Db, id: number): Promise<SignInAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  return row && active(row) ? present(row) : null;
}

/** The permissions an active account holds now (its role's preset plus allowed extras); none otherwise. */
export async function heldPermissions(db: Db, id: number): Promise<Permission[]> {
  const [row] = await db
    .select({ roleId: users.roleId, extra: users.extraPermissions, disabled: users.disabled })
    .from(users)
    .where(and(eq(users.id, id), notDeleted))
    .limit(1);
  const role = row && !row.disabled ? roleById(row.roleId) : undefined;
  return role ? effectivePermissions(role, row?.extra ?? []) : [];
}

export async function findActiveAccountByEmail(db: Db, email: string): Promise<SignInAccount | null> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(byEmail(email), notDeleted))
    .limit(1);
  return row && active(row) ? present(row) : null;
}

/** What a password sign-in found: the account, a disabled account (right password), or nothing. */
export type PasswordCheck = { kind: 'signed_in'; account: SignInAccount } | { kind: 'disabled' } | { kind: 'refused' };

/**
 * Checks an e-mail and password. Unknown e-mails, wrong passwords, accounts without a password and
 * deleted accounts are all 'refused' after the same hashing work, so neither the answer nor its timing
 * tells which e-mails have accounts. A disabled account is named only to someone who knows its
 * password: they are its owner, and 'wrong password' would send them round in circles.
 */
export async function authenticateWithPassword(db: Db, email: string, password: string): Promise<PasswordCheck> {
  const [row] = await db
    .select(accountColumns)
    .from(users)
    .where(and(byEmail(email), notDeleted))
    .limit(1);
  const matches = await verifyPassword(row?.passwordHash ?? null, password);
  if (!matches || !row) return { kind: 'refused' };
  return active(row) ? { kind: 'signed_in', account: present(row) } : { kind: 'disabled' };
}
