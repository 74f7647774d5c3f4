import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findActiveAccountById } from './accounts.js';
import { USERINFO_PATH } from './issuer-provider.js';
import { isCanonicalUserSubject, type TokenVerifier } from './token-verifier.js';

export interface UserinfoRouteOptions {
  /** Verifies the issuer's access tokens exactly as the API does (signature, audience, age). */
  verifier: TokenVerifier;
  /** Web-app origins that may call it from a browser. */
  origins: string[];
}

/**
 * The issuer's userinfo endpoint (OIDC Core §5.3). Every access token a client gets here is a JWT for
 * the API (the `resource` the client names, or the default one), which oidc-provider's own endpoint
 * refuses; this one accepts those tokens. Their `scope` lists only the API's permissions, so the
 * claims do not depend on it: `sub`, the e-mail (which the access token carries already) and the
 * names, as in the ID token of the one registered client, which always asks for `openid profile
 * email` (spec §7). A disabled or deleted account is gone.
 */
export default async function userinfoRoutes(app: FastifyInstance, opts: UserinfoRouteOptions) {
  const { verifier, origins } = opts;

  function allowOrigin(request: FastifyRequest, reply: FastifyReply) {
    const origin = request.headers.origin;
    reply.header('vary', 'Origin');
    if (origin && origins.includes(origin)) reply.header('access-control-allow-origin', origin);
  }

  /** RFC 6750 §3: a bearer challenge that says the token will not do, and nothing about the account. */
  const refuse = (reply: FastifyReply) =>
    reply
      .code(401)
      .header('www-authenticate', 'Bearer error="invalid_token"')
      .header('cache-control', 'no-store')
      .send({ error: 'invalid_token' });

  async function userinfo(request: FastifyRequest, reply: FastifyReply) {
    allowOrigin(request, reply);
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) {
      return reply.code(401).header('www-authenticate', 'Bearer').header('cache-control', 'no-store').send();
    }
    const verified = await verifier.verify(header.slice('Bearer '.length).trim());
    if (!verified || !isCanonicalUserSubject(verified.subject)) return refuse(reply);
    const account = await findActiveAccountById(app.db, Number(verified.subject));
    if (!account) return refuse(reply);
    return reply.header('cache-control', 'no-store').send({
      sub: verified.subject,
      email: account.email,
      email_verified: true,
      name: `${account.firstName} ${account.lastName}`,
      given_name: account.firstName,
      family_name: account.lastName,
    });
  }

  app.get(USERINFO_PATH, userinfo);
  app.post(USERINFO_PATH, userinfo);
  app.options(USERINFO_PATH, async (request, reply) => {
    allowOrigin(request, reply);
    return reply
      .code(204)
      .header('access-control-allow-methods', 'GET, POST')
      .header('access-control-allow-headers', 'Authorization')
      .header('access-control-max-age', '600')
      .send();
  });
}
