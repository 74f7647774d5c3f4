import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** How often, while closing, connections that have become idle are let go. */
const SWEEP_MS = 100;

/**
 * Closing finishes the answers in flight and then lets go of their connections. Fastify closes the
 * connections that are idle when it starts closing and refuses new requests with a 503, but a
 * keep-alive connection still busy at that moment (an answer being written, a refused body still
 * arriving) stays open after it until the client hangs up or the keep-alive timeout (72 s) passes:
 * `close()` waited that long, so a SIGTERM met the shutdown deadline before the database was closed.
 * While closing, an answer tells its client the connection ends (`Connection: close`: Node ends it
 * after the answer), and connections that become idle are closed every SWEEP_MS until the server is.
 */
export default fp(
  async function gracefulClose(app: FastifyInstance) {
    let closing = false;
    app.addHook('preClose', async () => {
      closing = true;
      const server = app.server;
      const sweep = setInterval(() => server.closeIdleConnections(), SWEEP_MS).unref();
      server.once('close', () => clearInterval(sweep));
      if (!server.listening) clearInterval(sweep);
    });
    app.addHook('onSend', async (_request, reply) => {
      if (closing) reply.header('connection', 'close');
    });
  },
  { name: 'graceful-close' },
);
