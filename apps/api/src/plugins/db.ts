import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.js';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
  }
  interface FastifyContextConfig {
    /**
     * A GET that writes something its member reads back (opening a question records their view of it):
     * their reads after it go where that write is, as after any other method (db/read-replicas.ts).
     */
    writes?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Exposes the already-open database; closing it is the last thing the server does on shutdown. With
 * read replicas, it is also where a member's writes become known: after a request that may have
 * written (any method but GET, HEAD, OPTIONS, or a GET declaring `writes`) and succeeded, by a
 * signed-in member, the primary's WAL position is kept for them before the answer leaves, so the next
 * read they send (to any instance) finds it. One place, rather than in every service that writes.
 */
export default fp(
  async function dbPlugin(app: FastifyInstance, opts: { database: Database; closeOnShutdown: boolean }) {
    const { database } = opts;
    app.decorate('database', database);
    app.decorate('db', database.db);
    if (opts.closeOnShutdown) app.addHook('onClose', async () => database.close());
    const reads = database.reads;
    // Registered after plugins/metrics.ts in the app: every hot read counted by where it went.
    if (app.hasDecorator('metrics')) {
      const counter = app.metrics.dbReads;
      // Both series from the start, so a rate over them never has gaps.
      counter.inc({ target: 'primary' }, 0);
      counter.inc({ target: 'replica' }, 0);
      reads.observeReads((target) => counter.inc({ target }));
    }
    if (!reads.hasReplicas) return;
    reads.onStateChange = (replica, reason) =>
      app.log[replica.state === 'in_use' ? 'info' : 'warn']({ replica, reason }, 'read replica state changed');
    // Registered after plugins/redis.ts in the app (a test may register this plugin alone).
    if (app.hasDecorator('redis') && app.redis) {
      reads.shareWritePositions(
        reads.positionStore(app.redis, `pc:${app.redisNamespace}:write-position:`, (err) =>
          app.log.warn({ err }, 'write positions unavailable; the member reads from the primary'),
        ),
      );
    }
    app.addHook('onSend', async (request, reply, payload) => {
      const wrote = !READ_METHODS.has(request.method) || request.routeOptions.config?.writes === true;
      if (wrote && request.user && reply.statusCode < 400) {
        await database.recordWrite(request.user.id).catch((err) => {
          request.log.warn({ err }, 'the write position could not be kept; reads may lag behind this write');
        });
      }
      return payload;
    });
  },
  { name: 'db' },
);
