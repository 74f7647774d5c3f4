import {
  consensusDraftBodySchema,
  consensusDraftParamsSchema,
  consensusDraftSchema,
  successSchema,
  textDraftBodySchema,
  textDraftParamsSchema,
  textDraftSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { SUMMARY_SUBMISSION } from '../consensus/consensus.policy.js';
import { QUESTION_PERMISSIONS } from '../topics/topics.policy.js';
import {
  discardDraft,
  readConsensusDraft,
  readTextDraft,
  saveConsensusDraft,
  saveTextDraft,
} from './drafts.service.js';

/**
 * Drafts that follow the member between devices (issue 25). Text drafts (answers, comments, edits)
 * need what the question page needs; the consensus wizard's drafts need what the wizard needs. The
 * static `consensus` segment wins over `{kind}` in the router, so the two never meet.
 */
export default async function draftsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['drafts'];
  const question = { permissions: QUESTION_PERMISSIONS };
  const summary = { permissions: SUMMARY_SUBMISSION };

  r.get(
    '/drafts/consensus/:topicId',
    {
      config: summary,
      schema: {
        summary: "Read your consensus wizard's draft of a case",
        operationId: 'getConsensusDraft',
        tags,
        params: consensusDraftParamsSchema,
        response: { 200: consensusDraftSchema },
      },
    },
    async (req) => readConsensusDraft(app.db, requireUser(req), req.params.topicId),
  );
  r.put(
    '/drafts/consensus/:topicId',
    {
      config: summary,
      schema: {
        summary: "Save your consensus wizard's draft of a case",
        operationId: 'saveConsensusDraft',
        tags,
        params: consensusDraftParamsSchema,
        body: consensusDraftBodySchema,
        response: { 200: consensusDraftSchema },
      },
    },
    async (req) => saveConsensusDraft(app.db, requireUser(req), req.params.topicId, req.body),
  );
  r.delete(
    '/drafts/consensus/:topicId',
    {
      config: summary,
      schema: {
        summary: "Discard your consensus wizard's draft of a case",
        operationId: 'discardConsensusDraft',
        tags,
        params: consensusDraftParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (req) => discardDraft(app.db, requireUser(req), 'consensus', req.params.topicId),
  );

  r.get(
    '/drafts/:kind/:targetId',
    {
      config: question,
      schema: {
        summary: 'Read your draft of an answer, a comment or an edit',
        operationId: 'getTextDraft',
        tags,
        params: textDraftParamsSchema,
        response: { 200: textDraftSchema },
      },
    },
    async (req) => readTextDraft(app.db, requireUser(req), req.params.kind, req.params.targetId),
  );
  r.put(
    '/drafts/:kind/:targetId',
    {
      config: question,
      schema: {
        summary: 'Save your draft of an answer, a comment or an edit (a blank text removes it)',
        operationId: 'saveTextDraft',
        tags,
        params: textDraftParamsSchema,
        body: textDraftBodySchema,
        response: { 200: textDraftSchema.nullable() },
      },
    },
    async (req) => saveTextDraft(app.db, requireUser(req), req.params.kind, req.params.targetId, req.body),
  );
  r.delete(
    '/drafts/:kind/:targetId',
    {
      config: question,
      schema: {
        summary: 'Discard your draft of an answer, a comment or an edit',
        operationId: 'discardTextDraft',
        tags,
        params: textDraftParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (req) => discardDraft(app.db, requireUser(req), req.params.kind, req.params.targetId),
  );
}
