import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Redis every instance shares when REDIS_URL is set, else null (one process, state in
     * memory). Used for what must be counted or cached across instances: the rate limits, the
     * login throttle, the sign-in link quota and the program link cache.
     */
    redis: Redis | null;
  }
}

/**
 * One Redis connection per process. Commands fail fast while Redis is away (no offline queue, one
 * retry), and each user decides what a failure means: the limits let the request through (fail open),
 * the caches read from the database.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance, opts: { url?: string }) {
    const redis = opts.url
      ? new Redis(opts.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 })
      : null;
    redis?.on('error', (err) => app.log.warn({ code: (err as { code?: string }).code }, 'Redis error'));
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => {});
    });
  },
  { name: 'redis' },
);
