import { effectivePermissions, roleByKey } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { buildUser } from '../../test/factories.js';
import { authorizationUrl, issuerClient } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './passwords.js';

/** What the built-in issuer must not take from a client, and what its tokens may claim. */
let t: TestApp;
let passwordHash: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t?.close());

async function member(role: 'hcp' | 'moderator' = 'hcp', extraPermissions: string[] = []) {
  const email = `hardening${++n}@example.test`;
  const user = await buildUser(t.database.db, { role, email, passwordHash, extraPermissions });
  return { user, credentials: { email, password: DEMO_PASSWORD } };
}

const forged = {
  'x-forwarded-host': 'attacker.example',
  'x-forwarded-proto': 'https',
  forwarded: 'host=attacker.example;proto=https',
};

describe('the issuer’s metadata', () => {
  it('names the configured public URL whatever X-Forwarded-Host says, and may be cached for 5 minutes', async () => {
    const res = await fetch(`${t.config.oidc.issuer}/.well-known/openid-configuration`, { headers: forged });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=300');
    expect(res.headers.get('vary')).toMatch(/origin/i);
    const meta = (await res.json()) as Record<string, unknown>;
    for (const name of ['authorization_endpoint', 'token_endpoint', 'jwks_uri', 'end_session_endpoint']) {
      expect(String(meta[name]), name).toMatch(new RegExp(`^${t.config.oidc.issuer}/`));
    }
    const jwks = await fetch(String(meta.jwks_uri), { headers: forged });
    expect(jwks.status).toBe(200);
    expect(jwks.headers.get('cache-control')).toBe('public, max-age=300');
  });

  it('sends the browser to the configured host after a forged X-Forwarded-Host', async () => {
    const c = issuerClient(t);
    const res = await fetch(await authorizationUrl(t, c), { headers: forged, redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    // Not secure over a plain-HTTP public URL, whatever X-Forwarded-Proto claims.
    for (const cookie of res.headers.getSetCookie()) expect(cookie).not.toMatch(/;\s*secure/i);
  });
});

describe('sign-in cookies', () => {
  it('are Secure when the public URL is https, with or without X-Forwarded-Proto', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://peer.example.org' }, { issuer: true });
    try {
      const url = new URL(`${https.config.oidc.issuer}/auth`);
      url.search = new URLSearchParams({
        client_id: https.config.oidc.clientId,
        redirect_uri: `${https.baseUrl}/redirecting`,
        response_type: 'code',
        scope: 'openid',
        code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
        code_challenge_method: 'S256',
        resource: https.config.oidc.audience,
      }).toString();
      const res = await https.app.inject({ url: `${url.pathname}${url.search}` });
      expect(res.statusCode).toBe(303);
      const cookies = [res.headers['set-cookie'] ?? []].flat();
      expect(cookies.length).toBeGreaterThan(0);
      for (const cookie of cookies) expect(cookie).toMatch(/;\s*secure/i);
    } finally {
      await https.close();
    }
  });
});

describe('access tokens', () => {
  it('grant only the permission scopes the member holds, though the client asks for all', async () => {
    const hcp = await member('hcp');
    const tokens = await issuerClient(t).signIn(hcp.credentials);
    const granted = String(decodeJwt(tokens.access_token).scope).split(' ');
    const held = effectivePermissions(roleByKey('hcp'));
    expect(granted.filter((s) => !['openid', 'profile', 'email', 'offline_access'].includes(s)).sort()).toEqual(
      [...held].sort(),
    );
    expect(granted).not.toContain('all_patient_cases_management');
    // And after a refresh.
    const renewed = await issuerClient(t).refresh(tokens.refresh_token!);
    expect(String(decodeJwt(renewed.access_token).scope).split(' ')).not.toContain('all_patient_cases_management');
  });

  it('lose on refresh a permission taken away since sign-in', async () => {
    const hcp = await member('hcp');
    const tokens = await issuerClient(t).signIn(hcp.credentials);
    expect(String(decodeJwt(tokens.access_token).scope).split(' ')).toContain('patient_cases_my_specialty');
    await t.database.db
      .update(users)
      .set({ roleId: roleByKey('initial').id })
      .where(eq(users.id, hcp.user.id));
    const renewed = await issuerClient(t).refresh(tokens.refresh_token!);
    const held = effectivePermissions(roleByKey('initial'));
    const scopes = String(decodeJwt(renewed.access_token).scope ?? '')
      .split(' ')
      .filter(Boolean);
    expect(scopes.filter((s) => !held.includes(s as never))).toEqual([]);
    expect(scopes).not.toContain('patient_cases_my_specialty');
  });

  it('userinfo answers the claims of a token the standard code flow gives', async () => {
    const { user, credentials } = await member();
    const c = issuerClient(t);
    const tokens = await c.signIn(credentials);
    const { userinfo_endpoint } = await c.discover();
    expect(userinfo_endpoint).toBe(`${t.config.oidc.issuer}/me`);
    const res = await fetch(userinfo_endpoint!, { headers: { authorization: `Bearer ${tokens.access_token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      sub: String(user.id),
      email: credentials.email,
      email_verified: true,
      name: `${user.firstName} ${user.lastName}`,
      given_name: user.firstName,
      family_name: user.lastName,
    });
    const anonymous = await fetch(userinfo_endpoint!);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer');
    const forgedToken = await fetch(userinfo_endpoint!, { headers: { authorization: 'Bearer not-a-token' } });
    expect(forgedToken.status).toBe(401);
    expect(forgedToken.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
  });
});
