import {
  phiSuspectedErrorSchema,
  type Permission,
  authorSearchQuerySchema,
  authorSearchSchema,
  countSchema,
  engagementStatsSchema,
  idParamSchema,
  internalTopicListSchema,
  internalTopicSchema,
  internalTopicsQuerySchema,
  npiMappingBodySchema,
  npiMappingListSchema,
  npiMappingResultSchema,
  questionFormSchema,
  questionPatchSchema,
  successSchema,
  userCountQuerySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import {
  countAudience,
  engagement,
  listNpiMaps,
  searchAuthors,
  searchTopics,
  topicExists,
} from './internal-topics.queries.js';
import { presentAuthor, presentEngagement, presentListItem, presentNpiMaps } from './internal-topics.presenter.js';
import { createTopic, deleteTopic, editTopic, getTopic, saveNpiMaps } from './internal-topics.service.js';

/** Moderator question management (spec §2 /moderator/questions…): moderators and administrators. */
export const QUESTION_MANAGEMENT: Permission[] = ['all_patient_cases_management'];

export default async function internalTopicsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const access = { permissions: QUESTION_MANAGEMENT };
  const tags = ['internal-topics'];

  r.get(
    '/internal/topics',
    {
      config: access,
      schema: {
        summary: 'Search questions (question management)',
        operationId: 'listInternalTopics',
        tags,
        querystring: internalTopicsQuerySchema,
        response: { 200: internalTopicListSchema },
      },
    },
    async (request) => {
      const q = request.query;
      const now = new Date();
      const { rows, total } = await searchTopics(app.db, { ...q, now });
      return {
        data: rows.map((row) => presentListItem(row, now)),
        meta: { total, page: q.pageNumber, count: q.count },
      };
    },
  );

  r.post(
    '/internal/topics',
    {
      config: access,
      schema: {
        summary: 'Create a question',
        operationId: 'createInternalTopic',
        tags,
        body: questionFormSchema,
        response: { 200: internalTopicSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => createTopic(app, requireUser(request), request.body),
  );

  r.get(
    '/internal/topics/authors',
    {
      config: access,
      schema: {
        summary: "Search members who can be named as a question's author",
        operationId: 'searchTopicAuthors',
        tags,
        querystring: authorSearchQuerySchema,
        response: { 200: authorSearchSchema },
      },
    },
    async (request) => ({ data: (await searchAuthors(app.db, request.query.term)).map(presentAuthor) }),
  );

  r.get(
    '/internal/topics/npi',
    {
      config: access,
      schema: {
        summary: "List the questions' NPI maps",
        operationId: 'listNpiMappings',
        tags,
        response: { 200: npiMappingListSchema },
      },
    },
    async () => presentNpiMaps(await listNpiMaps(app.db), new Date()),
  );

  r.post(
    '/internal/topics/npi',
    {
      config: access,
      schema: {
        summary: 'Replace the NPI maps of the named questions',
        operationId: 'saveNpiMappings',
        tags,
        body: npiMappingBodySchema,
        response: { 200: npiMappingResultSchema },
      },
    },
    async (request) => saveNpiMaps(app, request.body.npiMap),
  );

  r.get(
    '/internal/topics/:id',
    {
      config: access,
      schema: {
        summary: 'Get a question for editing',
        operationId: 'getInternalTopic',
        tags,
        params: idParamSchema,
        response: { 200: internalTopicSchema },
      },
    },
    async (request) => getTopic(app, request.params.id),
  );

  r.patch(
    '/internal/topics/:id',
    {
      config: access,
      schema: {
        summary: 'Edit a question (only the fields sent change)',
        operationId: 'updateInternalTopic',
        tags,
        params: idParamSchema,
        body: questionPatchSchema,
        response: { 200: internalTopicSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => editTopic(app, requireUser(request), request.params.id, request.body),
  );

  r.delete(
    '/internal/topics/:id',
    {
      config: access,
      schema: {
        summary: 'Delete a question',
        operationId: 'deleteInternalTopic',
        tags,
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => deleteTopic(app, request.params.id),
  );

  const requireTopic = async (id: number) => {
    if (!(await topicExists(app.db, id))) throw notFound();
  };

  r.get(
    '/internal/topics/:id/user_count',
    {
      config: access,
      schema: {
        summary: 'Count the members a campaign audience would reach',
        operationId: 'countCampaignAudience',
        tags,
        params: idParamSchema,
        querystring: userCountQuerySchema,
        response: { 200: countSchema },
      },
    },
    async (request) => {
      await requireTopic(request.params.id);
      return { count: await countAudience(app.db, request.params.id, request.query.targetAudience) };
    },
  );

  r.get(
    '/internal/topics/:id/eligible_count',
    {
      config: access,
      schema: {
        summary: 'Count the members eligible to answer a question',
        operationId: 'countEligibleMembers',
        tags,
        params: idParamSchema,
        response: { 200: countSchema },
      },
    },
    async (request) => {
      await requireTopic(request.params.id);
      return { count: await countAudience(app.db, request.params.id, 'eligible') };
    },
  );

  r.get(
    '/internal/topics/:id/engagement',
    {
      config: access,
      schema: {
        summary: "Get a question's engagement statistics",
        operationId: 'getTopicEngagement',
        tags,
        params: idParamSchema,
        response: { 200: engagementStatsSchema },
      },
    },
    async (request) => {
      await requireTopic(request.params.id);
      const now = new Date();
      return presentEngagement(await engagement(app.db, request.params.id, now), now);
    },
  );
}
