import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { oidcPayloads } from '../../db/schema/index.js';

/** A row type of its own in the issuer's storage; oidc-provider never reads or purges it. */
const TYPE = 'CookieKeys';
const ID = 'current';

/**
 * The keys that sign the built-in issuer's cookies (sessions, interactions). Generated on first
 * start and kept in the database, so every process of a deployment signs and reads the same cookies
 * and a restart does not sign everyone out. Newest first: oidc-provider signs with the first.
 */
export async function loadOrCreateCookieKeys(db: Db): Promise<string[]> {
  const where = and(eq(oidcPayloads.type, TYPE), eq(oidcPayloads.id, ID));
  const read = async () => {
    const [row] = await db.select({ payload: oidcPayloads.payload }).from(oidcPayloads).where(where).limit(1);
    return row ? (JSON.parse(row.payload) as { keys: string[] }).keys : null;
  };
  const existing = await read();
  if (existing?.length) return existing;
  const keys = [randomBytes(32).toString('base64url')];
  // Two processes starting at once: the first insert wins and both read it back.
  await db
    .insert(oidcPayloads)
    .values({ type: TYPE, id: ID, payload: JSON.stringify({ keys }) })
    .onConflictDoNothing();
  return (await read()) ?? keys;
}
