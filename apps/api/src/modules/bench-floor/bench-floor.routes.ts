import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const benchFloorSchema = z.object({ ok: z.literal(true) });

/**
 * `GET /bench/floor`: the benchmark's floor (bench/README.md). It pays what every API call pays (the
 * guard's token check and user lookup, routing, one round trip to the same database pool, a small
 * JSON reply) and nothing else, so each scenario's throughput can be read as a share of it.
 * It reads no data and changes nothing, which is why any signed-in user may call it in production.
 */
export default async function benchFloorRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/bench/floor',
      { config: { permissions: [] }, schema: { tags: ['platform'], response: { 200: benchFloorSchema } } },
      async () => {
        await app.db.execute(sql`select 1`);
        return { ok: true as const };
      },
    );
}
