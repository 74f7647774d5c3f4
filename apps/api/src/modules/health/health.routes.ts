import { healthSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaVersion } from '../../db/migrate.js';

const version = schemaVersion();

/**
 * `GET /api/health`: whether the database answers, which migration it is on, and when a connection
 * last dropped. 503 while the database is unreachable, so a load balancer takes the node out until
 * it answers again (the pool reconnects by itself). Public, and never rate-limited.
 */
export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { public: true }, schema: { tags: ['platform'], response: { 200: healthSchema, 503: healthSchema } } },
      async (_request, reply) => {
        const reachable = await app.database.ping();
        const lostAt = app.database.connections.lastLossAt;
        reply.status(reachable ? 200 : 503);
        return {
          status: reachable ? ('ok' as const) : ('unavailable' as const),
          database: app.database.kind,
          databaseReachable: reachable,
          lastConnectionLossAt: lostAt === null ? null : new Date(lostAt).toISOString(),
          schemaVersion: version,
          version: '0.1.0',
        };
      },
    );
}
