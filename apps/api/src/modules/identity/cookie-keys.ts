import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';
import type { KeyCipher } from './key-encryption.js';

/** A row type of its own in the issuer's storage; oidc-provider never reads or purges it. */
const TYPE = 'CookieKeys';
const ID = 'current';
const CONTEXT = 'cookie-keys';

/** Stored sealed; `keys` in clear is how an earlier version stored them (sealed on the next start). */
type Stored = { sealed: string } | { keys: string[] };

/**
 * The keys that sign the built-in issuer's cookies (sessions, interactions). Generated on first
 * start and kept in the database, encrypted (key-encryption.ts), so every process of a deployment
 * signs and reads the same cookies and a restart does not sign everyone out, while a copy of the
 * database cannot forge a session cookie. Newest first: oidc-provider signs with the first.
 */
export async function loadOrCreateCookieKeys(db: Db, cipher: KeyCipher): Promise<string[]> {
  const where = and(eq(oidcPayloads.type, TYPE), eq(oidcPayloads.id, ID));
  const read = async (): Promise<Stored | null> => {
    const [row] = await db.select({ payload: oidcPayloads.payload }).from(oidcPayloads).where(where).limit(1);
    return row ? (JSON.parse(row.payload) as Stored) : null;
  };
  const seal = (keys: string[]) => JSON.stringify({ sealed: cipher.seal(JSON.stringify(keys), CONTEXT) });

  const existing = await read();
  if (existing && 'keys' in existing && existing.keys.length) {
    await db
      .update(oidcPayloads)
      .set({ payload: seal(existing.keys) })
      .where(where);
    return existing.keys;
  }
  if (existing && 'sealed' in existing) return JSON.parse(cipher.open(existing.sealed, CONTEXT)) as string[];
  // Two processes starting at once: the first insert wins and both read it back.
  await db
    .insert(oidcPayloads)
    .values({ type: TYPE, id: ID, payload: seal([randomBytes(32).toString('base64url')]) })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored || !('sealed' in stored)) throw new Error('The issuer’s cookie keys could not be stored.');
  return JSON.parse(cipher.open(stored.sealed, CONTEXT)) as string[];
}
