import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { authTickets, users } from '../../db/schema/index.js';

/**
 * One-time links (magic sign-in, set password). The link carries 256 random bits; the database keeps
 * only their SHA-256, so a copy of the table cannot be turned into working links.
 */
export type TicketKind = 'magic_link' | 'set_password';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Tokens are base64url of 32 bytes: anything else is refused before touching the database. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export async function createTicket(
  db: Db,
  userId: number,
  kind: TicketKind,
  ttlMs: number,
  now = new Date(),
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(authTickets).values({ userId, kind, tokenHash: hashOf(token), expiresAt, createdAt: now });
  return { token, expiresAt };
}

/** The ticket is unused, unexpired, and its user may still sign in. */
function usable(token: string, kind: TicketKind, now: Date) {
  return and(
    eq(authTickets.tokenHash, hashOf(token)),
    eq(authTickets.kind, kind),
    isNull(authTickets.usedAt),
    gt(authTickets.expiresAt, now),
    sql`exists (select 1 from ${users} u where u.id = ${authTickets.userId} and u.deleted_at is null and not u.disabled)`,
  );
}

/** Whether a link still works, without using it (to show the right page before the member acts). */
export async function peekTicket(
  db: Db,
  token: string,
  kind: TicketKind,
  now = new Date(),
): Promise<{ userId: number; expiresAt: Date } | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ userId: authTickets.userId, expiresAt: authTickets.expiresAt })
    .from(authTickets)
    .where(usable(token, kind, now))
    .limit(1);
  return row ?? null;
}

/**
 * Uses a link: one statement marks it used only if it is still usable, so two concurrent uses cannot
 * both succeed. Returns the user it was for, or null.
 */
export async function consumeTicket(db: Db, token: string, kind: TicketKind, now = new Date()): Promise<number | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .update(authTickets)
    .set({ usedAt: now })
    .where(usable(token, kind, now))
    .returning({ userId: authTickets.userId });
  return row?.userId ?? null;
}

/** Used or expired tickets older than a day are of no further use. */
export async function purgeOldTickets(db: Db, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - 24 * 3600 * 1000);
  await db.delete(authTickets).where(or(lte(authTickets.expiresAt, dayAgo), lte(authTickets.usedAt, dayAgo)));
}
