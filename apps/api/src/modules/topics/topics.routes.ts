import {
  flagBodySchema,
  idParamSchema,
  nextTopicSchema,
  phiSuspectedErrorSchema,
  successSchema,
  topicDetailSchema,
  topicFeedQuerySchema,
  topicFeedSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { perMember } from '../../plugins/rate-limit.js';
import { JSON_TEXT } from '../../lib/json-template.js';
import { readSharedFeed } from './feed-cache.js';
import { reportQuestion } from './flag.service.js';
import { ANY_FEED_PERMISSIONS, QUESTION_PERMISSIONS } from './topics.policy.js';
import { nextQuestion, openQuestion, readFeed } from './topics.service.js';

/** Member-facing questions: the two feeds, the question view, the next question and reports. */
export default async function topicsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/topics',
    {
      config: { permissions: ANY_FEED_PERMISSIONS },
      schema: {
        summary: "List questions in one of the member's feeds",
        operationId: 'listTopics',
        tags: ['topics'],
        querystring: topicFeedQuerySchema,
        response: { 200: topicFeedSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const db = await app.database.reader(user.id);
      // JSON text whose questions were checked against the schema when the shared list was built:
      // sent as it is, not through the route's serialiser again.
      const text = await readSharedFeed(db, app.feedCache, user, request.query);
      if (text !== null) return reply.type(JSON_TEXT).send(text as never);
      return readFeed(db, user, request.query);
    },
  );
  r.get(
    '/topics/:id',
    {
      // Opening records the member's view, which their feed and threads read back (plugins/db.ts).
      config: { permissions: QUESTION_PERMISSIONS, writes: true },
      schema: {
        summary: 'Open a question',
        operationId: 'getTopic',
        tags: ['topics'],
        params: idParamSchema,
        response: { 200: topicDetailSchema },
      },
    },
    async (request, reply) => {
      // JSON text whose shared part was checked against the schema when it was kept (question-cache.ts).
      const text = await openQuestion(app.db, app.questionCache, requireUser(request), request.params.id);
      return reply.type(JSON_TEXT).send(text as never);
    },
  );
  r.get(
    '/topics/:id/next',
    {
      config: { permissions: QUESTION_PERMISSIONS },
      schema: {
        summary: 'Find the next question to answer',
        operationId: 'getNextTopic',
        tags: ['topics'],
        params: idParamSchema,
        response: { 200: nextTopicSchema },
      },
    },
    async (request) => nextQuestion(app.db, requireUser(request), request.params.id),
  );
  r.post(
    '/topics/:id/flag',
    {
      // Every report is an e-mail to support: a tighter limit than the API's keeps it from flooding,
      // per member (members behind one address report on their own).
      config: {
        permissions: QUESTION_PERMISSIONS,
        rateLimit: { max: 10, timeWindow: '1 minute', keyGenerator: perMember },
      },
      schema: {
        summary: 'Report a question, an answer or a comment to support',
        operationId: 'flagTopic',
        tags: ['topics'],
        params: idParamSchema,
        body: flagBodySchema,
        response: { 200: successSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => reportQuestion(app, requireUser(request), request.params.id, request.body),
  );
}
