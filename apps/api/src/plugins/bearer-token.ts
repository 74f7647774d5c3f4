import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { TokenVerifier, VerifiedToken } from '../modules/identity/token-verifier.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The request's bearer token, verified (signature, issuer, audience, times) once per request
     * however many hooks ask: `undefined` when the request carries none, `null` when it fails.
     */
    bearerToken(request: FastifyRequest): Promise<VerifiedToken | null | undefined>;
  }
}

/** Longer than any token our issuers mint; not worth a signature check. */
const MAX_TOKEN_LENGTH = 8192;

/**
 * Verifying a token is cheap (one signature check against keys held in memory), so the rate limit
 * verifies it first and counts a valid member's requests as theirs, whatever address they share,
 * before the guard looks the member up. Both read the one verification kept here.
 */
export default fp(
  async function bearerTokenPlugin(app: FastifyInstance, opts: { verifier: TokenVerifier }) {
    const verified = new WeakMap<FastifyRequest, Promise<VerifiedToken | null>>();
    app.decorate('bearerToken', (request: FastifyRequest) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return Promise.resolve(undefined);
      let result = verified.get(request);
      if (!result) {
        const token = header.slice('Bearer '.length).trim();
        result = token.length > MAX_TOKEN_LENGTH ? Promise.resolve(null) : opts.verifier.verify(token);
        verified.set(request, result);
      }
      return result;
    });
  },
  { name: 'bearer-token' },
);
