import { SIGN_IN_SCOPES } from '@pc/contracts';
import { CodeFlowClient } from '../cli/oidc-login.js';
import type { TestApp } from './test-app.js';

/** A client of the test app's built-in issuer, registered and scoped like the web app. */
export function issuerClient(t: TestApp): CodeFlowClient {
  return new CodeFlowClient({
    issuer: t.config.oidc.issuer,
    clientId: t.config.oidc.clientId,
    redirectUri: `${t.baseUrl}/redirecting`,
    audience: t.config.oidc.audience,
    scopes: [...SIGN_IN_SCOPES],
  });
}

/** An authorization request of the web app (code + PKCE with a fixed challenge), with `changes` applied. */
export async function authorizationUrl(
  t: TestApp,
  client: CodeFlowClient,
  changes: Record<string, string | null> = {},
): Promise<URL> {
  const { authorization_endpoint } = await client.discover();
  const url = new URL(authorization_endpoint);
  const params: Record<string, string | null> = {
    client_id: t.config.oidc.clientId,
    redirect_uri: `${t.baseUrl}/redirecting`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    resource: t.config.oidc.audience,
    ...changes,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return url;
}

/** Starts an authorization and follows it to the page the issuer shows (the sign-in form). */
export async function openSignInPage(t: TestApp, client: CodeFlowClient = issuerClient(t)) {
  return client.follow(await authorizationUrl(t, client));
}
