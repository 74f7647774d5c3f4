import { randomBytes } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcPayloads, signingKeys } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { buildUser } from '../../test/factories.js';
import { issuerClient } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { loadOrCreateCookieKeys } from './cookie-keys.js';
import { createKeyCipher, KEY_FILE, KeyDecryptionError, keyCipherFor } from './key-encryption.js';
import { hashClearOidcIds, storedId } from './oidc-adapter.js';
import { hashPassword } from './passwords.js';
import { loadOrCreateSigningKeys, SIGNING_ALG } from './signing-keys.js';

/** Reading the database must not be enough to sign tokens, forge cookies or use someone's refresh token. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
});
afterAll(async () => t?.close());

describe('signing and cookie keys at rest', () => {
  it('are stored encrypted under a key generated into the data folder, readable by its owner only', async () => {
    const [row] = await t.database.db.select().from(signingKeys);
    expect(row!.privateJwk).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(row!.privateJwk).not.toContain('"d"');
    const [cookies] = await t.database.db
      .select({ payload: oidcPayloads.payload })
      .from(oidcPayloads)
      .where(eq(oidcPayloads.type, 'CookieKeys'));
    expect(Object.keys(JSON.parse(cookies!.payload))).toEqual(['sealed']);
    const file = path.join(t.config.dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });

  it('take the key from KEY_ENCRYPTION_KEY when it is set (no file), and refuse to open with another key', async () => {
    const other = await createTestApp({ KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64') });
    try {
      expect(existsSync(path.join(other.config.dataDir, KEY_FILE))).toBe(false);
      const wrong = createKeyCipher(randomBytes(32));
      await expect(loadOrCreateSigningKeys(other.database.db, wrong)).rejects.toBeInstanceOf(KeyDecryptionError);
    } finally {
      await other.close();
    }
  });

  it('are encrypted on start when an earlier version stored them in clear', async () => {
    const db = t.database.db;
    const cipher = await keyCipherFor(t.config);
    const { privateKey } = await generateKeyPair(SIGNING_ALG, { extractable: true });
    const jwk = { ...(await exportJWK(privateKey)), kid: 'clear-key', alg: SIGNING_ALG, use: 'sig' };
    await db.insert(signingKeys).values({ kid: 'clear-key', privateJwk: JSON.stringify(jwk), createdAt: new Date() });
    const loaded = await loadOrCreateSigningKeys(db, cipher);
    expect(loaded.privateJwks[0]).toEqual(jwk);
    const [row] = await db.select().from(signingKeys).where(eq(signingKeys.kid, 'clear-key'));
    expect(row!.privateJwk).not.toContain('"d"');
    await db.delete(signingKeys).where(eq(signingKeys.kid, 'clear-key'));

    const keys = ['clear-cookie-key'];
    const cookieRow = eq(oidcPayloads.type, 'CookieKeys');
    const [before] = await db.select().from(oidcPayloads).where(cookieRow);
    await db
      .update(oidcPayloads)
      .set({ payload: JSON.stringify({ keys }) })
      .where(cookieRow);
    expect(await loadOrCreateCookieKeys(db, cipher)).toEqual(keys);
    const [after] = await db.select().from(oidcPayloads).where(cookieRow);
    expect(after!.payload).not.toContain('clear-cookie-key');
    expect(await loadOrCreateCookieKeys(db, cipher)).toEqual(keys);
    await db.update(oidcPayloads).set({ payload: before!.payload }).where(cookieRow);
  });
});

describe('the issuer’s stored tokens and sessions', () => {
  async function signedInMember() {
    const email = `at-rest-${Math.random().toString(36).slice(2)}@example.test`;
    await buildUser(t.database.db, { role: 'hcp', email, passwordHash: await hashPassword(DEMO_PASSWORD) });
    const client = issuerClient(t);
    const tokens = await client.signIn({ email, password: DEMO_PASSWORD });
    return { client, tokens };
  }

  it('keep only a hash of refresh tokens and session ids', async () => {
    const { client, tokens } = await signedInMember();
    const refreshToken = tokens.refresh_token!;
    const session = /(?:^|; )_session=([^;]+)/.exec(client.jar.header(new URL(t.config.oidc.issuer)) ?? '')?.[1];
    expect(session).toBeTruthy();
    const rows = await t.database.db.select().from(oidcPayloads);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain(refreshToken);
    expect(dump).not.toContain(session!);
    expect(rows.some((r) => r.type === 'RefreshToken' && r.id === storedId(refreshToken))).toBe(true);
    expect(rows.some((r) => r.type === 'Session' && r.id === storedId(session!))).toBe(true);
    // The hashes work: the refresh token renews, and the session signs in silently.
    expect((await client.refresh(refreshToken)).access_token).toBeTruthy();
    expect((await client.signIn()).access_token).toBeTruthy();
  });

  it('re-key rows an earlier version stored under the clear id, which then still work', async () => {
    const { client, tokens } = await signedInMember();
    const refreshToken = tokens.refresh_token!;
    const db = t.database.db;
    const where = eq(oidcPayloads.id, storedId(refreshToken));
    const [row] = await db.select().from(oidcPayloads).where(where);
    // What the earlier adapter wrote: the clear id, and the id again in the payload.
    const payload = JSON.stringify({ ...JSON.parse(row!.payload), jti: refreshToken });
    await db.update(oidcPayloads).set({ id: refreshToken, payload }).where(where);
    expect(await hashClearOidcIds(db, await keyCipherFor(t.config))).toBe(1);
    const [rekeyed] = await db.select().from(oidcPayloads).where(where);
    expect(rekeyed!.payload).not.toContain(refreshToken);
    expect((await client.refresh(refreshToken)).access_token).toBeTruthy();
  });
});
