import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { linkExternalAccounts } from './external-accounts.js';
import { keyCipherFor } from './key-encryption.js';
import { loadOrCreateSigningKeys, type SigningKeys } from './signing-keys.js';
import { createTokenVerifier, localKeySet, remoteKeySet, type TokenVerifier } from './token-verifier.js';

export interface ApiIdentity {
  verifier: TokenVerifier;
  /** The built-in issuer's keys; null with an external issuer (nothing is signed here then). */
  signingKeys: SigningKeys | null;
}

/**
 * How the API checks access tokens: against the built-in issuer's keys from the database, or against
 * the external issuer's JWKS (found through its discovery document) with accounts linked on first
 * sight. Shared by the server's start-up and the test harness.
 */
export async function createApiIdentity(
  config: AppConfig,
  database: Database,
  onError?: (err: unknown) => void,
): Promise<ApiIdentity> {
  const { issuer, audience, maxTokenAgeSeconds: maxAgeSeconds } = config.oidc;
  if (config.oidc.external) {
    const verifier = createTokenVerifier({ issuer, audience, maxAgeSeconds, keys: await remoteKeySet(issuer) });
    return { verifier: linkExternalAccounts(verifier, { db: database.db, issuer, onError }), signingKeys: null };
  }
  const signingKeys = await loadOrCreateSigningKeys(database.db, await keyCipherFor(config));
  const verifier = createTokenVerifier({
    issuer,
    audience,
    maxAgeSeconds,
    keys: localKeySet(signingKeys.publicJwks),
  });
  return { verifier, signingKeys };
}
