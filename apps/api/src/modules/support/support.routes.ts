import { supportMessageBodySchema, supportMessageResponseSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendSupportMessage } from './support.service.js';

/** The support form (/support): anyone, signed in or not, writes to member services. */
export default async function supportRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/support/messages',
    {
      // Every message is an e-mail to member services: a few a minute per client is plenty for a person.
      config: { public: true, rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        summary: 'Send a message to member services',
        description:
          'E-mails member services (SUPPORT_EMAIL) with Reply-To the sender. A signed-in sender is named in ' +
          'the message. 503 `mail_unavailable` when the mail relay refuses: nothing is kept, send again.',
        operationId: 'sendSupportMessage',
        tags: ['support'],
        body: supportMessageBodySchema,
        response: { 200: supportMessageResponseSchema },
      },
    },
    async (request) => sendSupportMessage(app, request.body, request.user ?? null),
  );
}
