import { PERMISSIONS } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageAlert, SignInError } from '../../cli/oidc-login.js';
import { oidcPayloads, users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { buildUser } from '../../test/factories.js';
import { authorizationUrl, issuerClient, openSignInPage } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './passwords.js';

/** The built-in issuer over real HTTP, driven like the web app drives it (code + PKCE, refresh, logout). */
let t: TestApp;
let passwordHash: string;
let n = 0;

beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
  passwordHash = await hashPassword(DEMO_PASSWORD);
});
afterAll(async () => t?.close());

const client = () => issuerClient(t);

async function member(o: { disabled?: boolean; deletedAt?: Date } = {}) {
  const email = `member${++n}@example.test`;
  const user = await buildUser(t.database.db, { role: 'hcp', email, passwordHash, ...o });
  return { user, credentials: { email, password: DEMO_PASSWORD } };
}

async function currentUser(accessToken: string) {
  const res = await fetch(`${t.baseUrl}/api/v1/current_user`, { headers: { authorization: `Bearer ${accessToken}` } });
  return { status: res.status, body: (await res.json()) as { id?: number } };
}

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (err: Error) => err,
  );

describe('built-in issuer: authorization code + PKCE over HTTP', () => {
  it('publishes its discovery document with PKCE S256 and every permission as a scope', async () => {
    const meta = (await (await fetch(`${t.config.oidc.issuer}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(meta.issuer).toBe(t.config.oidc.issuer);
    expect(meta.code_challenge_methods_supported).toEqual(['S256']);
    expect(meta.scopes_supported).toEqual(expect.arrayContaining(['openid', 'offline_access', ...PERMISSIONS]));
    expect(meta.grant_types_supported).toEqual(expect.arrayContaining(['authorization_code', 'refresh_token']));
  });

  it('signs a member in; the JWT access token is for the API and the API accepts it', async () => {
    const { user, credentials } = await member();
    const tokens = await client().signIn({ ...credentials, email: credentials.email.toUpperCase() });
    expect(decodeProtectedHeader(tokens.access_token)).toMatchObject({ alg: 'RS256', typ: 'at+jwt' });
    const claims = decodeJwt(tokens.access_token);
    expect(claims).toMatchObject({
      iss: t.config.oidc.issuer,
      aud: t.config.oidc.audience,
      sub: String(user.id),
      email: credentials.email,
      client_id: t.config.oidc.clientId,
    });
    expect(claims.exp! - claims.iat!).toBe(t.config.oidc.accessTokenTtlSeconds);
    expect(String(claims.scope).split(' ')).toEqual(expect.arrayContaining(['patient_cases_my_specialty']));
    expect(tokens.refresh_token).toBeTruthy();
    expect(await currentUser(tokens.access_token)).toMatchObject({ status: 200, body: { id: user.id } });
  });

  it('rotates refresh tokens: each works once, and the renewed access token is accepted', async () => {
    const { user, credentials } = await member();
    const c = client();
    const first = await c.signIn(credentials);
    const second = await c.refresh(first.refresh_token!);
    expect(second.refresh_token).toBeTruthy();
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(second.access_token).aud).toBe(t.config.oidc.audience);
    expect(await currentUser(second.access_token)).toMatchObject({ status: 200, body: { id: user.id } });
    expect(await refusal(c.refresh(first.refresh_token!))).toBeInstanceOf(SignInError);
    // Reusing a retired refresh token revokes the whole grant (token theft detection).
    expect(await refusal(c.refresh(second.refresh_token!))).toBeInstanceOf(SignInError);
  });

  it('keeps the session: a second authorization signs in without the form (silent sign-in)', async () => {
    const { user, credentials } = await member();
    const c = client();
    await c.signIn(credentials);
    const again = await c.signIn();
    expect(decodeJwt(again.access_token).sub).toBe(String(user.id));
  });

  it('gives a wrong password, an unknown e-mail, a disabled account with a wrong password and a deleted account the same answer', async () => {
    const signIns = async (outcome: string) =>
      (await t.app.metrics.signIns.get()).values.find(
        (v) => v.labels.method === 'password' && v.labels.outcome === outcome,
      )?.value ?? 0;
    const [failedBefore, succeededBefore] = [await signIns('failed'), await signIns('succeeded')];
    const { credentials } = await member();
    const disabled = await member({ disabled: true });
    const deleted = await member({ deletedAt: new Date() });
    const answers = await Promise.all([
      refusal(client().signIn({ ...credentials, password: 'not-the-password' })),
      refusal(client().signIn({ email: 'nobody@example.test', password: 'not-the-password' })),
      refusal(client().signIn({ ...disabled.credentials, password: 'not-the-password' })),
      refusal(client().signIn(deleted.credentials)),
    ]);
    for (const answer of answers) {
      expect(answer).toBeInstanceOf(SignInError);
      expect(answer?.message).toBe('Wrong email or password.');
    }
    // Issue 26: sign_ins_total counts each refusal, and no success.
    expect(await signIns('failed')).toBe(failedBefore + 4);
    expect(await signIns('succeeded')).toBe(succeededBefore);
  });

  it('tells the owner of a disabled account (right password) that it is disabled and whom to contact', async () => {
    const disabled = await member({ disabled: true });
    const answer = await refusal(client().signIn(disabled.credentials));
    expect(answer).toBeInstanceOf(SignInError);
    expect(answer?.message).toBe(
      `This account is disabled. Please contact member services at ${t.app.config.mail.supportEmail} to have it enabled again.`,
    );
  });

  it('slows down repeated failures for an e-mail (even the right password waits)', async () => {
    const { credentials } = await member();
    for (let i = 0; i < 5; i++) await refusal(client().signIn({ ...credentials, password: `wrong-${i}` }));
    const throttled = await refusal(client().signIn(credentials));
    expect(throttled?.message).toMatch(/^Too many sign-in attempts\. Please wait \d+ seconds? and try again\.$/);
  });

  it('ends the session of a user disabled after signing in: no refresh, no silent sign-in, API 401', async () => {
    const { user, credentials } = await member();
    const browser = client();
    const tokens = await browser.signIn(credentials);
    await t.database.db.update(users).set({ disabled: true }).where(eq(users.id, user.id));
    expect(await refusal(browser.refresh(tokens.refresh_token!))).toBeInstanceOf(SignInError);
    // The issuer asks for a sign-in again (no server error), and the next member can sign in there.
    const silent = await refusal(browser.signIn());
    expect(silent).toBeInstanceOf(SignInError);
    expect(silent?.message).toBe('Sign-in stopped on a page (HTTP 200).');
    expect((await currentUser(tokens.access_token)).status).toBe(401);
    const next = await member();
    const nextTokens = await browser.signIn(next.credentials);
    expect(decodeJwt(nextTokens.access_token).sub).toBe(String(next.user.id));
  });

  it('logs out through end_session back to /login, revoking the refresh token and the session', async () => {
    const { credentials } = await member();
    const c = client();
    const tokens = await c.signIn(credentials);
    const meta = await c.discover();
    const end = new URL(meta.end_session_endpoint!);
    end.searchParams.set('id_token_hint', tokens.id_token!);
    end.searchParams.set('client_id', t.config.oidc.clientId);
    end.searchParams.set('post_logout_redirect_uri', `${t.baseUrl}/login`);
    // The page submits itself (a nonce-allowed script), with a button in case scripts are off.
    const page = await c.request(end);
    expect(page.response.status).toBe(200);
    expect(page.response.headers.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+'/);
    const html = await page.response.text();
    expect(html).toMatch(/<form id="op.logoutForm" method="post" action="[^"]+\/oidc\/session\/end\/confirm">/);
    expect(html).toContain('<input type="hidden" name="logout" value="yes"/>');
    expect(html).toContain('<button type="submit" form="op.logoutForm">Log out</button>');
    // What the browser does with it: submit, end the session, land on /login.
    const done = await c.follow(end);
    expect(done.url.href).toBe(`${t.baseUrl}/login`);
    expect(await refusal(c.refresh(tokens.refresh_token!))).toBeInstanceOf(SignInError);
    // The session is gone: signing in again needs the form.
    expect((await refusal(c.signIn()))?.message).toMatch(/sign-in stopped on a page/i);
  });

  it('requires PKCE and a registered redirect URI', async () => {
    const c = client();
    const noPkce = await authorizationUrl(t, c, { code_challenge: null, code_challenge_method: null, resource: null });
    const step = await c.follow(noPkce);
    expect(step.callback?.searchParams.get('error')).toBe('invalid_request');

    const elsewhere = new URL(noPkce);
    elsewhere.searchParams.set('redirect_uri', 'https://attacker.example/redirecting');
    const page = await c.follow(elsewhere);
    expect(page.callback).toBeUndefined();
    expect(page.status).toBe(400);
  });

  it('keeps its sessions, grants and refresh tokens in the database', async () => {
    const { credentials } = await member();
    await client().signIn(credentials);
    const types = new Set(
      (await t.database.db.select({ type: oidcPayloads.type }).from(oidcPayloads)).map((r) => r.type),
    );
    expect([...types]).toEqual(expect.arrayContaining(['Session', 'Grant', 'RefreshToken', 'CookieKeys']));
  });
});

describe('the sign-in page', () => {
  it('is a labelled form in the product look with a magic-link alternative and a strict CSP', async () => {
    const c = client();
    const page = await openSignInPage(t, c);
    expect(page.status).toBe(200);
    expect(page.url.pathname).toMatch(/^\/oidc\/interaction\/[\w-]+$/);
    const html = page.html!;
    expect(html).toContain('<label for="email">E-mail</label>');
    expect(html).toMatch(/<input id="email" name="email" type="email"/);
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toMatch(/<input id="password" name="password" type="password"/);
    expect(html).toContain('<button type="submit">Sign in</button>');
    expect(html).toContain('<a href="/login_magic">Email me a sign-in link</a>');
    // The visitor is signing in: no invitation to log in (issue 22).
    expect(html).not.toContain('Already have an account?');
    expect(html).toContain('#2e2450');
    expect(pageAlert(html)).toBeNull();

    const { response } = await c.request(page.url);
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a sign-in form posted without its interaction cookie', async () => {
    const res = await fetch(`${t.baseUrl}/oidc/interaction/abc/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c&password=x',
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('Please start again.');
  });
});
