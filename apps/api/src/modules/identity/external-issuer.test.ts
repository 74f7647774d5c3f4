import { SIGN_IN_SCOPES } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodeFlowClient } from '../../cli/oidc-login.js';
import { users } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { buildUser } from '../../test/factories.js';
import { createTestApp, freePort, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './passwords.js';

/**
 * External issuer mode, tested against a second, separately started server whose built-in issuer
 * plays the hosted identity provider (its own port, its own database). The first server is
 * configured with OIDC_ISSUER/OIDC_AUDIENCE/OIDC_CLIENT_ID pointing at it, as production would point
 * at Auth0, Keycloak or Okta.
 */
let provider: TestApp;
let product: TestApp;
let passwordHash: string;

beforeAll(async () => {
  const productPort = await freePort();
  const productOrigin = `http://127.0.0.1:${productPort}`;
  provider = await createTestApp({ OIDC_ALLOWED_ORIGINS: productOrigin }, { issuer: true, listen: true });
  product = await createTestApp(
    {
      PORT: String(productPort),
      PUBLIC_URL: productOrigin,
      OIDC_ISSUER: provider.config.oidc.issuer,
      OIDC_AUDIENCE: provider.config.oidc.audience,
      OIDC_CLIENT_ID: provider.config.oidc.clientId,
    },
    { issuer: true, listen: true },
  );
  passwordHash = await hashPassword(DEMO_PASSWORD);
}, 120_000);
afterAll(async () => {
  await product?.close();
  await provider?.close();
});

/** The product's web app signing in at the external issuer (what oidc-client-ts does in the browser). */
const webApp = () =>
  new CodeFlowClient({
    issuer: provider.config.oidc.issuer,
    clientId: provider.config.oidc.clientId,
    redirectUri: `${product.baseUrl}/redirecting`,
    audience: provider.config.oidc.audience,
    scopes: [...SIGN_IN_SCOPES],
  });

const api = (path: string, token?: string) =>
  fetch(`${product.baseUrl}/api/v1${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('with an external issuer', () => {
  it('tells the web app to sign in there, and mounts no issuer of its own', async () => {
    const config = await (await api('/auth/config')).json();
    expect(config).toEqual({
      issuer: provider.config.oidc.issuer,
      clientId: 'peer-consults-web',
      audience: provider.config.oidc.audience,
      scopes: [...SIGN_IN_SCOPES],
      external: true,
      magicLinkEnabled: false,
    });
    expect((await fetch(`${product.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
    const magic = await fetch(`${product.baseUrl}/api/v1/auth/magic_link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'someone@example.test' }),
    });
    expect(magic.status).toBe(404);
  });

  it('accepts the issuer’s tokens and links the account by its verified e-mail on first sight', async () => {
    const atIssuer = await buildUser(provider.database.db, { role: 'hcp', email: 'linked@example.test', passwordHash });
    const here = await buildUser(product.database.db, { role: 'hcp', email: 'Linked@Example.test' });
    const tokens = await webApp().signIn({ email: 'linked@example.test', password: DEMO_PASSWORD });

    const me = await api('/current_user', tokens.access_token);
    expect(me.status).toBe(200);
    expect(((await me.json()) as { id: number }).id).toBe(here.id);
    const [row] = await product.database.db
      .select({ subject: users.externalSubject })
      .from(users)
      .where(eq(users.id, here.id));
    expect(row!.subject).toBe(String(atIssuer.id));

    // Linked by subject from now on: a later e-mail change at the product does not matter.
    await product.database.db.update(users).set({ email: 'renamed@example.test' }).where(eq(users.id, here.id));
    expect((await api('/current_user', tokens.access_token)).status).toBe(200);
  });

  it('answers 401 to a signed-in issuer account that has no user here', async () => {
    await buildUser(provider.database.db, { role: 'hcp', email: 'stranger@example.test', passwordHash });
    const tokens = await webApp().signIn({ email: 'stranger@example.test', password: DEMO_PASSWORD });
    expect((await api('/current_user', tokens.access_token)).status).toBe(401);
  });

  it('answers 401 once the linked user is disabled here', async () => {
    await buildUser(provider.database.db, { role: 'hcp', email: 'revoked@example.test', passwordHash });
    const here = await buildUser(product.database.db, { role: 'hcp', email: 'revoked@example.test' });
    const tokens = await webApp().signIn({ email: 'revoked@example.test', password: DEMO_PASSWORD });
    expect((await api('/current_user', tokens.access_token)).status).toBe(200);
    await product.database.db.update(users).set({ disabled: true }).where(eq(users.id, here.id));
    expect((await api('/current_user', tokens.access_token)).status).toBe(401);
  });

  it('refuses tokens of the product’s own keys (no longer the issuer) and anonymous calls', async () => {
    const here = await buildUser(product.database.db, { role: 'administrator' });
    expect((await api('/current_user', await product.tokenFor(here))).status).toBe(401);
    expect((await api('/current_user')).status).toBe(401);
  });

  it('lets the product’s web-app origin (and only it) call the issuer’s token endpoint cross-origin', async () => {
    const { token_endpoint } = await webApp().discover();
    const preflight = (origin: string) =>
      fetch(token_endpoint, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
    const allowed = await preflight(product.baseUrl);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(product.baseUrl);
    const tokenCall = await fetch(token_endpoint, {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&refresh_token=x&client_id=peer-consults-web',
    });
    expect(tokenCall.headers.get('access-control-allow-origin')).toBeNull();
  });
});
