import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const benchFloorSchema = z.object({ ok: z.literal(true) });

/**
 * `GET /bench/floor`: the benchmark's floor (bench/README.md). It pays what every API call pays (the
 * guard's token check and user lookup, routing, one round trip to the same database pool, a small
 * JSON reply) and nothing else, so each scenario's throughput can be read as a share of it.
 * It is a measuring tool, not part of the product: it exists only where `BENCH_ENABLED` is set (the
 * bench harness sets it) and is left out of the public API document.
 */
export default async function benchFloorRoutes(app: FastifyInstance) {
  if (!app.config.benchEnabled) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    '/bench/floor',
    {
      config: { permissions: [] },
      schema: { hide: true, tags: ['platform'], response: { 200: benchFloorSchema } },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { ok: true as const };
    },
  );
}
