import { healthSchema } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { schemaVersion } from '../../db/migrate.js';
import { AppError } from '../../lib/errors.js';

const version = schemaVersion();

/** `GET /api/health`: the database answers and which migration it is on. Public for load balancers. */
export default async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/health',
      { config: { public: true }, schema: { tags: ['platform'], response: { 200: healthSchema } } },
      async () => {
        try {
          await app.db.execute(sql`select 1`);
        } catch {
          throw new AppError(503, 'database_unavailable', 'The database is not reachable.');
        }
        return { status: 'ok' as const, database: app.database.kind, schemaVersion: version, version: '0.1.0' };
      },
    );
}
