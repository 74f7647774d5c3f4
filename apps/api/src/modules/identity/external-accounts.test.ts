import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { linkExternalAccounts } from './external-accounts.js';
import { createTokenVerifier, localKeySet, type TokenVerifier } from './token-verifier.js';

/**
 * Linking by the userinfo endpoint, for issuers whose access tokens carry no e-mail (Auth0, Okta).
 * A small HTTP server stands in for such an issuer's discovery and userinfo endpoints; it answers
 * userinfo from a table keyed by the bearer token, like the real thing.
 */
let t: TestApp;
let idp: Server;
let issuer: string;
let sign: (sub: string, extra?: Record<string, unknown>) => Promise<string>;
let verifier: TokenVerifier;
const userinfo = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  t = await createTestApp();
  idp = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration') {
      return res.end(JSON.stringify({ issuer, userinfo_endpoint: `${issuer}/userinfo` }));
    }
    const claims = userinfo.get(String(req.headers.authorization).replace('Bearer ', ''));
    res.statusCode = req.url === '/userinfo' && claims ? 200 : 401;
    res.end(JSON.stringify(claims ?? { error: 'invalid_token' }));
  });
  await new Promise<void>((resolve) => idp.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(idp.address() as AddressInfo).port}`;
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'idp-key', alg: 'RS256' };
  sign = (sub, extra = {}) =>
    new SignJWT(extra)
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-key' })
      .setIssuer(issuer)
      .setAudience('https://api.example.org')
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
  verifier = linkExternalAccounts(
    createTokenVerifier({ issuer, audience: 'https://api.example.org', maxAgeSeconds: 600, keys: localKeySet([jwk]) }),
    { db: t.database.db, issuer },
  );
});
afterAll(async () => {
  idp?.close();
  await t?.close();
});

async function subjectOf(userId: number) {
  const [row] = await t.database.db.select({ s: users.externalSubject }).from(users).where(eq(users.id, userId));
  return row?.s ?? null;
}

describe('linking external accounts', () => {
  it('asks userinfo for the e-mail when the access token has none, and links a verified one', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp', email: 'via-userinfo@example.test' });
    const token = await sign('auth0|111');
    userinfo.set(token, { sub: 'auth0|111', email: 'VIA-userinfo@example.test', email_verified: true });
    expect((await verifier.verify(token))?.subject).toBe('auth0|111');
    expect(await subjectOf(user.id)).toBe('auth0|111');
  });

  it('does not link an e-mail the issuer has not verified, nor userinfo about another subject', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp', email: 'unverified@example.test' });
    const unverified = await sign('auth0|222');
    userinfo.set(unverified, { sub: 'auth0|222', email: 'unverified@example.test', email_verified: false });
    await verifier.verify(unverified);
    const inClaims = await sign('auth0|223', { email: 'unverified@example.test' });
    await verifier.verify(inClaims);
    const mismatch = await sign('auth0|224');
    userinfo.set(mismatch, { sub: 'auth0|999', email: 'unverified@example.test', email_verified: true });
    await verifier.verify(mismatch);
    expect(await subjectOf(user.id)).toBeNull();
  });

  it('moves the subject from a deleted user to the re-created account with that e-mail', async () => {
    const old = await buildUser(t.database.db, { role: 'hcp', email: 'recreated@example.test' });
    await t.database.db
      .update(users)
      .set({ externalSubject: 'auth0|333', deletedAt: new Date() })
      .where(eq(users.id, old.id));
    const fresh = await buildUser(t.database.db, { role: 'hcp', email: 'recreated@example.test' });
    await verifier.verify(await sign('auth0|333', { email: 'recreated@example.test', email_verified: true }));
    expect(await subjectOf(fresh.id)).toBe('auth0|333');
    expect(await subjectOf(old.id)).toBeNull();
  });

  it('never links a token it does not verify', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp', email: 'forged@example.test' });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email: 'forged@example.test', email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'idp-key' })
      .setIssuer(issuer)
      .setAudience('https://api.example.org')
      .setSubject('auth0|444')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect(await verifier.verify(forged)).toBeNull();
    expect(await subjectOf(user.id)).toBeNull();
  });
});
