import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Closing finishes the answers in flight and then lets go of their connections. Fastify closes the
 * connections that are idle when it starts closing and refuses new requests with a 503, but a
 * keep-alive connection still answering at that moment stays open after its answer until the client
 * hangs up or the keep-alive timeout (72 s) passes: `close()` waited that long, so a SIGTERM met the
 * shutdown deadline before the database was closed, and a test's close outlived its hook.
 * While closing, an answer tells the client the connection ends (`Connection: close`, so Node ends it
 * after the answer), and one already on its way when the close began frees its connection as it ends.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
    app.addHook('onResponse', async () => {
      // After Node has marked the connection idle (its own 'finish' listener runs after this hook).
      if (closing) setImmediate(() => app.server.closeIdleConnections());
    });
  },
  { name: 'graceful-close' },
);
