import {
  authConfigSchema,
  currentUserSchema,
  magicLinkRequestSchema,
  magicLinkResponseSchema,
  SIGN_IN_SCOPES,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { loadCurrentUser } from './current-user.js';
import { requestMagicLink } from './magic-link.service.js';

/** Sign-in support for the web app, and the signed-in member's own profile (spec §7). */
export default async function identityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { oidc } = app.config;

  r.get(
    '/auth/config',
    { config: { public: true }, schema: { tags: ['identity'], response: { 200: authConfigSchema } } },
    async () => ({
      issuer: oidc.issuer,
      clientId: oidc.clientId,
      audience: oidc.audience,
      scopes: [...SIGN_IN_SCOPES],
      external: oidc.external,
      magicLinkEnabled: !oidc.external,
    }),
  );

  r.post(
    '/auth/magic_link',
    {
      // Per address, on top of the per-account cap in the service: the form cannot be used to spam.
      config: {
        public: true,
        rateLimit: { max: Math.max(10, Math.floor(app.config.rateLimitMax / 20)), timeWindow: '1 minute' },
      },
      schema: { tags: ['identity'], body: magicLinkRequestSchema, response: { 200: magicLinkResponseSchema } },
    },
    async (request) => requestMagicLink(app, request.body),
  );

  r.get(
    '/current_user',
    { config: { permissions: [] }, schema: { tags: ['identity'], response: { 200: currentUserSchema } } },
    async (request) => loadCurrentUser(app.db, requireUser(request)),
  );
}
