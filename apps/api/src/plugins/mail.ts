import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { traced } from '../lib/tracing.js';
import { type Mailer, undeliverableAddresses } from '../mail/mailer.js';
import { recordMailFailure } from '../modules/system/system.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export default fp(
  async function mailPlugin(app: FastifyInstance, opts: { mailer: Mailer }) {
    const { mailer } = opts;
    // Every message goes through here, from requests and jobs alike: the one place to count them.
    app.decorate('mailer', {
      ...mailer,
      async send(message) {
        try {
          // A span when tracing is on (lib/tracing.ts): the transport, never the addresses or subject.
          await traced('mail send', { kind: 'client', attributes: { 'mail.transport': mailer.kind } }, () =>
            mailer.send(message),
          );
        } catch (err) {
          app.metrics.mailFailed.inc({ transport: mailer.kind });
          // The system page lists the last week's failures (issue 26); jobs retry the sends themselves.
          await recordMailFailure(app, message.to, mailer.kind, err);
          throw err;
        }
        app.metrics.mailSent.inc({ transport: mailer.kind });
      },
    } satisfies Mailer);
    const undeliverable = undeliverableAddresses(app.config.mail);
    if (undeliverable.length > 0) {
      app.log.warn(
        { settings: undeliverable },
        'mail goes to an SMTP relay from an undeliverable address: set MAIL_FROM and SUPPORT_EMAIL (README)',
      );
    }
    app.addHook('onClose', async () => opts.mailer.close());
  },
  { name: 'mail', dependencies: ['metrics', 'db'] },
);
