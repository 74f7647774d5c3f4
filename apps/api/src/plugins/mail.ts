import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Mailer } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { mailer: Mailer }) {
    app.decorate('mailer', opts.mailer);
    app.addHook('onClose', async () => opts.mailer.close());
  },
  { name: 'mail' },
);
