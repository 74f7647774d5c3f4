import { type AuthConfig, SIGN_IN_SCOPES } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';

/**
 * The sign-in settings the web app needs: `GET /auth/config` answers them, and every page carries
 * them too (plugins/spa.ts), so the app need not ask before its first request.
 */
export function authConfigOf(oidc: FastifyInstance['config']['oidc']): AuthConfig {
  return {
    issuer: oidc.issuer,
    clientId: oidc.clientId,
    audience: oidc.audience,
    scopes: [...SIGN_IN_SCOPES],
    external: oidc.external,
    magicLinkEnabled: !oidc.external,
  };
}
