import {
  dtiLinkSchema,
  programVisitBodySchema,
  programVisitSchema,
  sponsoredProgramQuerySchema,
  sponsoredProgramSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { QUESTION_PERMISSIONS } from '../topics/topics.policy.js';
import { SharedCache } from '../../lib/shared-cache.js';
import type { ProgramLink } from './programs.queries.js';
import { sponsoredProgram, visitProgram } from './programs.service.js';

/** Member-facing programs: the sponsored interstitial, the partner link and the Resources link. */
export default async function programsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Spec §9's program link cache (one hour by default, PROGRAM_LINK_CACHE_MS).
  const cache = new SharedCache<ProgramLink | null>({
    ttlMs: app.config.programs.linkCacheMs,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:program-link:`,
    onUnavailable: (err) => app.log.warn({ err }, 'program link cache unavailable; read from the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'program_link', result }),
  });
  r.get(
    '/programs',
    {
      config: { permissions: QUESTION_PERMISSIONS },
      schema: {
        summary: 'Get the sponsored program to show, if any',
        operationId: 'getSponsoredProgram',
        tags: ['programs'],
        querystring: sponsoredProgramQuerySchema,
        response: { 200: sponsoredProgramSchema },
      },
    },
    async (request) => sponsoredProgram(app, cache, requireUser(request), request.query.topic_id),
  );
  r.post(
    '/programs',
    {
      config: { permissions: QUESTION_PERMISSIONS },
      schema: {
        summary: 'Record a visit to a sponsored program',
        operationId: 'recordProgramVisit',
        tags: ['programs'],
        body: programVisitBodySchema,
        response: { 200: programVisitSchema },
      },
    },
    async (request) => visitProgram(app, requireUser(request), request.body),
  );
  r.get(
    '/programs/dti_link',
    {
      config: { permissions: ['diseases_and_treatment_information'] },
      schema: {
        summary: 'Get the link to the diseases and treatment information (Resources) site',
        operationId: 'getResourcesLink',
        tags: ['programs'],
        response: { 200: dtiLinkSchema },
      },
    },
    async () => ({ url: app.config.programs.resourcesUrl, success: true }),
  );
}
