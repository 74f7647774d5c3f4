import { answerFormFocusBodySchema, answerFormFocusResultSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { QUESTION_PERMISSIONS } from '../topics/topics.policy.js';
import { logAnswerFormFocus } from './events.service.js';

/** Product events the question view reports. */
export default async function eventsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/events/log_answer_form_focus',
    {
      config: { permissions: QUESTION_PERMISSIONS },
      schema: {
        summary: 'Record that the member started writing an answer',
        operationId: 'logAnswerFormFocus',
        tags: ['events'],
        body: answerFormFocusBodySchema,
        response: { 200: answerFormFocusResultSchema },
      },
    },
    async (request) => logAnswerFormFocus(app.db, requireUser(request), request.body.topicViewId),
  );
}
