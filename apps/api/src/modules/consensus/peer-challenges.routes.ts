import {
  contentIdParamsSchema,
  contentParamsSchema,
  peerChallengeSchema,
  savePeerChallengeBodySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { PROGRAM_PREVIEW } from './consensus.policy.js';
import { createPeerChallenge, readPeerChallenge, replacePeerChallenge } from './peer-challenges.service.js';

/** Peer challenges: the preview's read (spec §7) and the JSON API that creates and replaces them. */
export default async function peerChallengeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['peer-challenges'];
  const preview = { permissions: PROGRAM_PREVIEW };

  r.get(
    '/strapi/peer-challenges/:id/:status',
    {
      config: { public: true },
      schema: {
        summary: 'Read a peer challenge in a status (published for everyone; others for program previewers)',
        operationId: 'getPeerChallengeInStatus',
        tags,
        params: contentParamsSchema,
        response: { 200: peerChallengeSchema },
      },
    },
    async (request) => readPeerChallenge(app.db, request.user, request.params.id, request.params.status),
  );
  r.get(
    '/strapi/peer-challenges/:id',
    {
      config: { public: true },
      schema: {
        summary: 'Read a published peer challenge',
        operationId: 'getPeerChallenge',
        tags,
        params: contentIdParamsSchema,
        response: { 200: peerChallengeSchema },
      },
    },
    async (request) => readPeerChallenge(app.db, request.user, request.params.id, 'published'),
  );
  r.post(
    '/strapi/peer-challenges',
    {
      config: preview,
      schema: {
        summary: 'Create a peer challenge with a status (publishing sets publishedAt)',
        operationId: 'createPeerChallenge',
        tags,
        body: savePeerChallengeBodySchema,
        response: { 200: peerChallengeSchema },
      },
    },
    async (request) => createPeerChallenge(app, requireUser(request), request.body),
  );
  r.put(
    '/strapi/peer-challenges/:id',
    {
      config: preview,
      schema: {
        summary: 'Replace a peer challenge and its status',
        operationId: 'replacePeerChallenge',
        tags,
        params: contentIdParamsSchema,
        body: savePeerChallengeBodySchema,
        response: { 200: peerChallengeSchema },
      },
    },
    async (request) => replacePeerChallenge(app, requireUser(request), request.params.id, request.body),
  );
}
