import {
  answerCommentsQuerySchema,
  answerCommentsSchema,
  answerPageQuerySchema,
  answerPageSchema,
  answersViewBodySchema,
  commentsQuerySchema,
  commentsResponseSchema,
  createCommentBodySchema,
  deletedCommentSchema,
  idParamSchema,
  phiSuspectedErrorSchema,
  ratingBodySchema,
  ratingResultSchema,
  savedCommentSchema,
  successSchema,
  updateCommentBodySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { QUESTION_PERMISSIONS } from '../topics/topics.policy.js';
import { JSON_TEXT } from '../../lib/json-template.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { type AnswerPageCache, readAnswerComments, readAnswerPage } from './answer-pages.service.js';
import { createComment, deleteComment, markResponsesShown, readThread, updateComment } from './comments.service.js';
import { rateAnswer } from './ratings.service.js';

/** How long a cached thread page lives at most (pages are keyed by the thread's version anyway). */
const ANSWER_PAGE_CACHE_MS = 60_000;

/** The thread of a question: answers, comments, votes and the responses-shown flag. */
export default async function commentsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { permissions: QUESTION_PERMISSIONS };
  const answerPages: AnswerPageCache = new SharedCache({
    ttlMs: ANSWER_PAGE_CACHE_MS,
    // Pages are up to about 30 KB: at most some 15 MB per process in memory.
    maxEntries: 500,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:answer-page:`,
    onUnavailable: (err) => app.log.warn({ err }, 'thread page cache unavailable; read from the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'answer_page', result }),
  });
  r.get(
    '/comments',
    {
      config: access,
      schema: {
        summary: "Read a question's answers and comments",
        operationId: 'listComments',
        tags: ['comments'],
        querystring: commentsQuerySchema,
        response: { 200: commentsResponseSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return readThread(await app.database.reader(user.id), user, request.query);
    },
  );
  r.post(
    '/comments',
    {
      config: access,
      schema: {
        summary: 'Post an answer or a comment',
        operationId: 'createComment',
        tags: ['comments'],
        body: createCommentBodySchema,
        response: { 200: savedCommentSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => createComment(app, requireUser(request), request.body),
  );
  r.post(
    '/comments/answers_view',
    {
      config: access,
      schema: {
        summary: "Record that the member was shown a question's answers",
        operationId: 'markAnswersViewed',
        tags: ['comments'],
        body: answersViewBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => markResponsesShown(app.db, requireUser(request), request.body),
  );
  r.patch(
    '/comments/:id',
    {
      config: access,
      schema: {
        summary: 'Edit your answer or comment',
        operationId: 'updateComment',
        tags: ['comments'],
        params: idParamSchema,
        body: updateCommentBodySchema,
        response: { 200: savedCommentSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => updateComment(app, requireUser(request), request.params.id, request.body),
  );
  r.delete(
    '/comments/:id',
    {
      config: access,
      schema: {
        summary: 'Delete your answer or comment',
        operationId: 'deleteComment',
        tags: ['comments'],
        params: idParamSchema,
        response: { 200: deletedCommentSchema },
      },
    },
    async (request) => deleteComment(app, requireUser(request), request.params.id),
  );
  r.post(
    '/comments/:id/ratings',
    {
      config: access,
      schema: {
        summary: 'Agree or disagree with an answer',
        operationId: 'rateAnswer',
        tags: ['comments'],
        params: idParamSchema,
        body: ratingBodySchema,
        response: { 200: ratingResultSchema },
      },
    },
    async (request) => rateAnswer(app.db, requireUser(request), request.params.id, request.body.rating),
  );
  r.get(
    '/topics/:id/answers',
    {
      config: access,
      schema: {
        summary: "Read a page of a question's answers, each with its newest comments",
        operationId: 'listAnswerPage',
        tags: ['comments'],
        params: idParamSchema,
        querystring: answerPageQuerySchema,
        response: { 200: answerPageSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const db = await app.database.reader(user.id);
      // JSON text checked against answerPageSchema when its shared part was built (pageTemplate):
      // sent as it is, not through the route's serialiser again.
      const text = await readAnswerPage(
        db,
        { pages: answerPages, feeds: app.feedCache },
        user,
        request.params.id,
        request.query,
      );
      return reply.type(JSON_TEXT).send(text as never);
    },
  );
  r.get(
    '/comments/:id/comments',
    {
      config: access,
      schema: {
        summary: "Read a page of an answer's comments, newest first",
        operationId: 'listAnswerComments',
        tags: ['comments'],
        params: idParamSchema,
        querystring: answerCommentsQuerySchema,
        response: { 200: answerCommentsSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return readAnswerComments(await app.database.reader(user.id), user, request.params.id, request.query);
    },
  );
}
