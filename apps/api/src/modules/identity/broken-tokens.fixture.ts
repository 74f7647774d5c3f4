import { generateKeyPair, type JWK, SignJWT } from 'jose';
import { buildUser } from '../../test/factories.js';
import type { TestApp } from '../../test/test-app.js';
import { keyCipherFor } from './key-encryption.js';
import { loadOrCreateSigningKeys, SIGNING_ALG } from './signing-keys.js';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Access tokens the API must refuse with 401 (for tests). `user` is a valid, active user, so only the
 * token's own defect (or its user's state: disabled, deleted) can explain a refusal.
 */
export async function brokenTokens(t: TestApp, user: { id: number }): Promise<Record<string, string>> {
  const { issuer, audience } = t.config.oidc;
  const now = Math.floor(Date.now() / 1000);
  const valid = await t.tokenFor(user);
  const [header, payload, signature] = valid.split('.') as [string, string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const keys = await loadOrCreateSigningKeys(t.database.db, await keyCipherFor(t.config));
  const kid = keys.privateJwks[0]!.kid;

  // "The external test issuer": same issuer name, audience and even key id, but another key.
  const { privateKey: otherKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
  const otherIssuerToken = await new SignJWT({ scope: 'openid' })
    .setProtectedHeader({ alg: SIGNING_ALG, kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(String(user.id))
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(otherKey);

  const hs256 = (secret: Uint8Array) =>
    new SignJWT({ scope: 'openid' })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject(String(user.id))
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign(secret);
  // Algorithm confusion: HMAC keyed with the issuer's public key, which anyone can fetch.
  const publicJwk = keys.publicJwks[0] as JWK;
  const flipped = signature[10] === 'A' ? 'B' : 'A';

  return {
    expired: await t.tokenFor(user, { expiresInSeconds: -120 }),
    notYetValid: await t.tokenFor(user, { notBefore: now + 600 }),
    wrongIssuer: await t.tokenFor(user, { issuer: 'https://issuer.example.org/oidc' }),
    wrongAudience: await t.tokenFor(user, { audience: 'https://other-api.example.org' }),
    algNone: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
    tamperedSignature: `${header}.${payload}.${signature.slice(0, 10)}${flipped}${signature.slice(11)}`,
    tamperedPayload: `${header}.${b64({ ...claims, sub: '1' })}.${signature}`,
    hs256GuessedSecret: await hs256(new TextEncoder().encode('secret')),
    hs256WithPublicKey: await hs256(new TextEncoder().encode(JSON.stringify(publicJwk))),
    otherIssuerKey: otherIssuerToken,
    unknownUser: await t.tokenFor(user, { subject: '987654321' }),
    nonNumericSubject: await t.tokenFor(user, { subject: 'auth0|someone' }),
    // Another spelling of the user's id: only the canonical one is that user.
    zeroPaddedSubject: await t.tokenFor(user, { subject: `000${user.id}` }),
    plusSignSubject: await t.tokenFor(user, { subject: `+${user.id}` }),
    // Issued two hours ago with an expiry still an hour away: older than any access token may be.
    tooOld: await t.tokenFor(user, { issuedAt: now - 7200, expiresInSeconds: 3600 }),
    noIssuedAt: await t.tokenFor(user, { issuedAt: null }),
    notAJwt: 'not-a-token',
    disabledUser: await t.tokenFor(await buildUser(t.database.db, { role: 'administrator', disabled: true })),
    deletedUser: await t.tokenFor(await buildUser(t.database.db, { role: 'administrator', deletedAt: new Date() })),
  };
}
