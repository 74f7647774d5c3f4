import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { loadOrCreateCookieKeys } from './cookie-keys.js';
import interactionRoutes from './interaction.routes.js';
import { clientOrigins, createIssuer, ISSUER_PAGE_PREFIXES } from './issuer-provider.js';
import linkPageRoutes from './link-pages.routes.js';
import { createLoginThrottle } from './login-throttle.js';
import { pageCsp } from './pages/layout.js';
import type { SigningKeys } from './signing-keys.js';

/**
 * The built-in issuer as a `buildApp` extension: oidc-provider answers under the issuer's path
 * (`/oidc`: discovery, authorize, token, JWKS, userinfo, end-session, revocation) through
 * @fastify/middie, and Fastify routes under the same path render its pages (sign-in, magic link, set
 * password). Not registered at all when an external issuer is configured.
 */
export function builtInIssuer(signingKeys: SigningKeys) {
  return async function registerBuiltInIssuer(app: FastifyInstance): Promise<void> {
    const config = app.config;
    const cookieKeys = await loadOrCreateCookieKeys(app.db);
    const provider = createIssuer({ config, db: app.db, privateJwks: signingKeys.privateJwks, cookieKeys });
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

    const throttle = createLoginThrottle();
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
      },
      { prefix: mountPath },
    );
  };
}
