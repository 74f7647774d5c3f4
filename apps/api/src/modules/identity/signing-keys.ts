import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';
import { isSealed, type KeyCipher } from './key-encryption.js';

export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  /** Private JWKs, newest first: what the embedded issuer signs with. */
  privateJwks: JWK[];
  /** The public halves: what the API verifies against. */
  publicJwks: JWK[];
  /** What seals these keys at rest; the issuer seals its other secrets with it too. */
  cipher: KeyCipher;
}

const context = (kid: string) => `signing-key:${kid}`;

/**
 * The embedded issuer's keys live in the database so tokens stay valid across restarts and processes,
 * encrypted (key-encryption.ts). Keys stored in clear by an earlier version are encrypted on start.
 */
export async function loadOrCreateSigningKeys(db: Db, cipher: KeyCipher): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys);
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
    await db
      .insert(signingKeys)
      .values({ kid: jwk.kid, privateJwk: cipher.seal(JSON.stringify(jwk), context(jwk.kid)) })
      .onConflictDoNothing();
    rows = await db.select().from(signingKeys);
  }
  for (const row of rows.filter((r) => !isSealed(r.privateJwk))) {
    const sealed = cipher.seal(row.privateJwk, context(row.kid));
    await db.update(signingKeys).set({ privateJwk: sealed }).where(eq(signingKeys.kid, row.kid));
    row.privateJwk = sealed;
  }
  const privateJwks = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => JSON.parse(cipher.open(r.privateJwk, context(r.kid))) as JWK);
  const publicJwks = privateJwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }));
  return { privateJwks, publicJwks, cipher };
}
