import { citationsQuerySchema, citationsResponseSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { readCitations } from './citations.service.js';

/**
 * `GET citations?ids=`: what the cache knows of some identifiers, for the thread's citation links and
 * the consensus wizard. Any signed-in user: the metadata is public literature, and the public consensus
 * page does not call it (its references are stored as text when the author keeps them).
 */
export default async function citationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/citations',
    {
      config: { permissions: [] },
      schema: {
        summary: 'Read the cached metadata of literature identifiers',
        operationId: 'getCitations',
        tags: ['citations'],
        querystring: citationsQuerySchema,
        response: { 200: citationsResponseSchema },
      },
    },
    async (req) => readCitations(app.db, req.query.ids),
  );
}
