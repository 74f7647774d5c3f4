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

/** Starts an authorization (code + PKCE with a fixed challenge) and follows it to the page the issuer shows. */
export async function openSignInPage(t: TestApp, client: CodeFlowClient = issuerClient(t)) {
  const { authorization_endpoint } = await client.discover();
  const url = new URL(authorization_endpoint);
  for (const [k, v] of Object.entries({
    client_id: t.config.oidc.clientId,
    redirect_uri: `${t.baseUrl}/redirecting`,
    response_type: 'code',
    scope: 'openid',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    resource: t.config.oidc.audience,
  })) {
    url.searchParams.set(k, v);
  }
  return client.follow(url);
}
