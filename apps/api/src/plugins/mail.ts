import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { type Mailer, undeliverableAddresses } from '../mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { mailer: Mailer }) {
    app.decorate('mailer', opts.mailer);
    const undeliverable = undeliverableAddresses(app.config.mail);
    if (undeliverable.length > 0) {
      app.log.warn(
        { settings: undeliverable },
        'mail goes to an SMTP relay from an undeliverable address: set MAIL_FROM and SUPPORT_EMAIL (README)',
      );
    }
    app.addHook('onClose', async () => opts.mailer.close());
  },
  { name: 'mail' },
);
