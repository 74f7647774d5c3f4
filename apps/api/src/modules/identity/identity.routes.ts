import { authConfigSchema, currentUserSchema, magicLinkRequestSchema, magicLinkResponseSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { authConfigOf } from './auth-config.js';
import { loadCurrentUser } from './current-user.js';
import { createMagicLinkQuota } from './magic-link-quota.js';
import { MAGIC_LINK_TTL_MS, RetryLaterError, requestMagicLink } from './magic-link.service.js';

/** Sign-in support for the web app, and the signed-in member's own profile (spec §7). */
export default async function identityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { oidc } = app.config;
  const magicLinkQuota = createMagicLinkQuota({
    windowMs: MAGIC_LINK_TTL_MS,
    redis: app.redis,
    onUnavailable: (err) => app.log.warn({ err }, 'sign-in link quota unavailable; request let through'),
  });

  r.get(
    '/auth/config',
    {
      config: { public: true },
      schema: {
        summary: 'Get the sign-in settings the web app needs',
        operationId: 'getAuthConfig',
        tags: ['identity'],
        response: { 200: authConfigSchema },
      },
    },
    async () => authConfigOf(oidc),
  );

  r.post(
    '/auth/magic_link',
    {
      // Per address, on top of the quotas in the service: the form cannot be used to spam.
      config: {
        public: true,
        rateLimit: { max: Math.max(10, Math.floor(app.config.rateLimitMax / 20)), timeWindow: '1 minute' },
      },
      schema: {
        summary: 'E-mail a one-time sign-in link',
        operationId: 'requestMagicLink',
        tags: ['identity'],
        body: magicLinkRequestSchema,
        response: { 200: magicLinkResponseSchema },
      },
    },
    async (request, reply) => {
      try {
        return await requestMagicLink(app, magicLinkQuota, request.body, request.ip);
      } catch (err) {
        if (err instanceof RetryLaterError) reply.header('retry-after', String(err.retryAfterSeconds));
        throw err;
      }
    },
  );

  r.get(
    '/current_user',
    {
      config: { permissions: [] },
      schema: {
        summary: "Get the signed-in member's profile and permissions",
        operationId: 'getCurrentUser',
        tags: ['identity'],
        response: { 200: currentUserSchema },
      },
    },
    async (request) => loadCurrentUser(app.db, requireUser(request)),
  );
}
