import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { tracing } from '../lib/tracing.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The Redis every instance shares when REDIS_URL is set, else null (one process, state in
     * memory). Used for what must be counted or cached across instances: the rate limits, the
     * login throttle, the sign-in link quota and the program link cache.
     */
    redis: Redis | null;
    /**
     * Starts the Redis keys of what is cached from the database (`pc:<namespace>:…`): the same for
     * every instance of one database, different for another database (a staging copy, the tests'
     * databases) sharing the Redis, which would otherwise be served this one's pages.
     */
    redisNamespace: string;
  }
}

/** Derived from the database's address (host, port, name: not the password); PGlite is one process only. */
export function redisNamespace(databaseUrl: string | undefined): string {
  if (!databaseUrl) return randomUUID().slice(0, 12);
  const url = new URL(databaseUrl);
  return createHash('sha256').update(`${url.hostname}:${url.port}${url.pathname}`).digest('hex').slice(0, 12);
}

/**
 * One Redis connection per process. Commands fail fast while Redis is away (no offline queue, one
 * retry), and each user decides what a failure means: the limits let the request through (fail open),
 * the caches read from the database.
 */
export default fp(
  async function redisPlugin(app: FastifyInstance, opts: { url?: string; databaseUrl?: string }) {
    const redis = opts.url
      ? new Redis(opts.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2_000 })
      : null;
    if (redis) traceCommands(redis);
    redis?.on('error', (err) => app.log.warn({ code: (err as { code?: string }).code }, 'Redis error'));
    app.decorate('redis', redis);
    app.decorate('redisNamespace', redisNamespace(opts.databaseUrl));
    app.addHook('onClose', async () => {
      await redis?.quit().catch(() => {});
    });
  },
  { name: 'redis' },
);

/**
 * With tracing on (lib/tracing.ts), a span per command sent inside a traced request or job: the
 * command's name only, never its keys or values. Every command, scripts and pipelines included,
 * goes through `sendCommand`; its promise is returned untouched.
 */
function traceCommands(redis: Redis) {
  const traces = tracing();
  if (!traces) return;
  const send = redis.sendCommand.bind(redis);
  redis.sendCommand = ((command, stream) =>
    traces.watch(
      `redis ${command.name}`,
      {
        kind: 'client',
        requireParent: true,
        attributes: { 'db.system.name': 'redis', 'db.operation.name': command.name },
      },
      () => send(command, stream) as Promise<unknown>,
    )) as Redis['sendCommand'];
}
