import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loadOrCreateCookieKeys } from './cookie-keys.js';
import interactionRoutes from './interaction.routes.js';
import { clientOrigins, createIssuer, ISSUER_PAGE_PREFIXES } from './issuer-provider.js';
import linkPageRoutes from './link-pages.routes.js';
import { hashClearOidcIds } from './oidc-adapter.js';
import { createLoginThrottle } from './login-throttle.js';
import { pageCsp } from './pages/layout.js';
import type { SigningKeys } from './signing-keys.js';
import { createTokenVerifier, localKeySet } from './token-verifier.js';
import userinfoRoutes from './userinfo.routes.js';

/**
 * The built-in issuer as a `buildApp` extension: oidc-provider answers under the issuer's path
 * (`/oidc`: discovery, authorize, token, JWKS, end-session, revocation) through
 * @fastify/middie, and Fastify routes under the same path render its pages (sign-in, magic link, set
 * password) and answer userinfo. Not registered at all when an external issuer is configured.
 */
export function builtInIssuer(signingKeys: SigningKeys) {
  return async function registerBuiltInIssuer(app: FastifyInstance): Promise<void> {
    const config = app.config;
    const { cipher, privateJwks } = signingKeys;
    const rekeyed = await hashClearOidcIds(app.db, cipher);
    if (rekeyed)
      app.log.info({ rows: rekeyed }, 'issuer storage: clear token and session ids replaced by their hashes');
    const cookieKeys = await loadOrCreateCookieKeys(app.db, cipher);
    const provider = createIssuer({ config, db: app.db, privateJwks, cookieKeys, cipher });
    provider.on('server_error', (_ctx: unknown, err: unknown) => app.log.error({ err }, 'OIDC issuer error'));

    const mountPath = new URL(config.oidc.issuer).pathname.replace(/\/$/, '');
    const origins = clientOrigins(config);
    // The issuer's own responses (JSON, redirects, its self-submitting forms) get a policy of their
    // own: its forms post to itself and the redirects after them may end at any allowed web app.
    const providerCsp = pageCsp({ formOrigins: origins });
    const callback = provider.callback();
    app.use(mountPath, (req: IncomingMessage, res: ServerResponse, next: () => void) => {
      // middie strips the mount path: `req.url` is relative to it here.
      const path = req.url ?? '/';
      if (ISSUER_PAGE_PREFIXES.some((p) => path.startsWith(p))) return next();
      res.setHeader('content-security-policy', providerCsp);
      callback(req, res);
    });

    const throttle = createLoginThrottle({
      redis: app.redis,
      onUnavailable: (err) => app.log.warn({ err }, 'login throttle unavailable; attempt let through'),
    });
    await app.register(
      async (pages) => {
        // The pages post plain HTML forms; only these routes accept form bodies.
        pages.addContentTypeParser(
          'application/x-www-form-urlencoded',
          { parseAs: 'string', bodyLimit: 16_384 },
          (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
        );
        await pages.register(interactionRoutes, { provider, throttle, mountPath, origins });
        await pages.register(linkPageRoutes, { mountPath });
        const { issuer, audience, maxTokenAgeSeconds } = config.oidc;
        const keys = localKeySet(signingKeys.publicJwks);
        const verifier = createTokenVerifier({ issuer, audience, keys, maxAgeSeconds: maxTokenAgeSeconds });
        await pages.register(userinfoRoutes, { verifier, origins });
      },
      { prefix: mountPath },
    );
  };
}
