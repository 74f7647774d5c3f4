import { healthSchema, livenessSchema, readinessSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaVersion } from '../../db/migrate.js';
import { APP_VERSION } from '../../lib/release.js';
import { readinessChecks } from './readiness.js';

const version = schemaVersion();

/**
 * `GET /api/health`: whether the database answers, which migration it is on, and when a connection
 * last dropped. 503 while the database is unreachable, so a load balancer takes the node out until
 * it answers again (the pool reconnects by itself). Public, and never rate-limited.
 * `GET /api/health/live` and `GET /api/health/ready` (issue 26) are the orchestrator's probes: the
 * first restarts a stuck process, the second takes an instance out of the balancer while it cannot serve.
 */
export default async function healthRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
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
        version: APP_VERSION,
      };
    },
  );

  r.get(
    '/health/live',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness: the process is up',
        description: 'Asks no dependency: a database outage must not make the orchestrator restart every instance.',
        operationId: 'getLiveness',
        tags: ['platform'],
        response: { 200: livenessSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), version: APP_VERSION }),
  );

  const readiness = readinessChecks(app);
  r.get(
    '/health/ready',
    {
      config: { public: true },
      schema: {
        summary: 'Readiness: this instance can serve',
        description:
          'Each dependency with its status and latency. 503 when the database is unreachable or behind the ' +
          'newest migration, Redis (when configured) does not answer, or the job workers (when enabled) are not ' +
          'running. The mail relay and object storage are reported but never fail readiness.',
        operationId: 'getReadiness',
        tags: ['platform'],
        response: { 200: readinessSchema, 503: readinessSchema },
      },
    },
    async (_request, reply) => {
      const result = await readiness();
      reply.status(result.status === 'ready' ? 200 : 503);
      return result;
    },
  );
}
