import { exportJWK, generateKeyPair, type JWK } from 'jose';
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { signingKeys } from '../../db/schema/index.js';

export const SIGNING_ALG = 'RS256';

export interface SigningKeys {
  /** Private JWKs, newest first: what the embedded issuer signs with. */
  privateJwks: JWK[];
  /** The public halves: what the API verifies against. */
  publicJwks: JWK[];
}

/** The embedded issuer's keys live in the database so tokens stay valid across restarts and processes. */
export async function loadOrCreateSigningKeys(db: Db): Promise<SigningKeys> {
  let rows = await db.select().from(signingKeys);
  if (rows.length === 0) {
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
    await db
      .insert(signingKeys)
      .values({ kid: jwk.kid, privateJwk: JSON.stringify(jwk) })
      .onConflictDoNothing();
    rows = await db.select().from(signingKeys);
  }
  const privateJwks = rows
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((r) => JSON.parse(r.privateJwk) as JWK);
  const publicJwks = privateJwks.map(({ kty, n, e, kid, alg, use }) => ({ kty, n, e, kid, alg, use }));
  return { privateJwks, publicJwks };
}
