import {
  phiSuspectedErrorSchema,
  consensusCaseSchema,
  consensusImpressionBodySchema,
  consensusListQuerySchema,
  consensusListSchema,
  consensusReviewItemSchema,
  consensusReviewListQuerySchema,
  consensusReviewListSchema,
  consensusSourceSchema,
  consensusSummarySchema,
  contentIdParamsSchema,
  contentParamsSchema,
  returnConsensusBodySchema,
  submitConsensusBodySchema,
  submittedConsensusSchema,
  successSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendEncoded } from '../../lib/encoded-body.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { CONSENSUS_READERS, SUMMARY_SUBMISSION } from './consensus.policy.js';
import {
  consensusSource,
  deleteConsensus,
  findCase,
  publishConsensus,
  readSummary,
  recordImpression,
  resubmitConsensus,
  returnConsensus,
  reviewList,
  submitConsensus,
} from './consensus.service.js';
import { consensusListCache, listConsensuses } from './consensus-list.service.js';

/**
 * Case consensuses: the spec's content-service calls (`strapi/…`, spec §7), the review step
 * (design.md Consensus review) and the impression record. Who may do what is in consensus.policy.ts.
 */
export default async function consensusRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consensus'];
  const submission = { permissions: SUMMARY_SUBMISSION };
  const lists = consensusListCache(app);

  r.get(
    '/strapi/consensus-summaries/:id/:status',
    {
      config: { public: true },
      schema: {
        summary: 'Read a consensus summary in a status (published for everyone; others for its author and reviewers)',
        operationId: 'getConsensusSummaryInStatus',
        tags,
        params: contentParamsSchema,
        response: { 200: consensusSummarySchema },
      },
    },
    async (request) =>
      readSummary(await app.database.reader(request.user?.id), request.user, request.params.id, request.params.status),
  );
  r.get(
    '/strapi/consensus-summaries/:id',
    {
      config: { public: true },
      schema: {
        summary: 'Read a published consensus summary',
        operationId: 'getConsensusSummary',
        tags,
        params: contentIdParamsSchema,
        response: { 200: consensusSummarySchema },
      },
    },
    async (request) =>
      readSummary(await app.database.reader(request.user?.id), request.user, request.params.id, 'published'),
  );
  r.put(
    '/strapi/consensus-summaries/:id',
    {
      config: submission,
      schema: {
        summary: 'Send your returned or in-review consensus again with new content (back to review)',
        operationId: 'resubmitConsensusSummary',
        tags,
        params: contentIdParamsSchema,
        body: submitConsensusBodySchema,
        response: { 200: submittedConsensusSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) =>
      resubmitConsensus(app, requireUser(request), request.params.id, request.body.data, request.body.phiConfirmations),
  );
  r.post(
    '/strapi',
    {
      config: submission,
      schema: {
        summary: 'Submit a consensus summary for review',
        operationId: 'submitConsensusSummary',
        tags,
        body: submitConsensusBodySchema,
        response: { 200: submittedConsensusSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => submitConsensus(app, requireUser(request), request.body.data, request.body.phiConfirmations),
  );
  r.get(
    '/strapi/consensuses',
    {
      config: { permissions: CONSENSUS_READERS },
      schema: {
        summary: 'List published consensuses, newest first, optionally of one specialty',
        operationId: 'listConsensuses',
        tags,
        querystring: consensusListQuerySchema,
        response: { 200: consensusListSchema },
      },
    },
    // The list's bytes are made once per version (consensus-list.service.ts) and sent as they are.
    async (request, reply) =>
      sendEncoded(
        request,
        reply,
        await listConsensuses(await app.database.reader(request.user?.id), lists, request.query.specialty),
      ),
  );
  r.get(
    '/consensus/cases/:id',
    {
      config: submission,
      schema: {
        summary: 'Find the case (question) a consensus is written about, with its answers to quote',
        operationId: 'getConsensusCase',
        tags,
        // With consensus/{id}/source, publish and return it forms paths Redocly calls ambiguous; the
        // router prefers the literal segment, and the wizard's case search is its only caller.
        hide: true,
        params: contentIdParamsSchema,
        response: { 200: consensusCaseSchema },
      },
    },
    async (request) => findCase(app.db, request.params.id),
  );
  r.get(
    '/consensus/review',
    {
      config: submission,
      schema: {
        summary: "List the consensuses waiting for review (reviewers) or your own with the reviewers' notes",
        operationId: 'listConsensusReview',
        tags,
        querystring: consensusReviewListQuerySchema,
        response: { 200: consensusReviewListSchema },
      },
    },
    async (request) => reviewList(app.db, requireUser(request), request.query.scope),
  );
  r.post(
    '/consensus/:id/publish',
    {
      config: submission,
      schema: {
        summary: "Publish a consensus in review (reviewers; not one's own)",
        operationId: 'publishConsensus',
        tags,
        params: contentIdParamsSchema,
        response: { 200: consensusReviewItemSchema },
      },
    },
    async (request) => publishConsensus(app, requireUser(request), request.params.id),
  );
  r.post(
    '/consensus/:id/return',
    {
      config: submission,
      schema: {
        summary: "Return a consensus in review to its author with a note (reviewers; not one's own)",
        operationId: 'returnConsensus',
        tags,
        params: contentIdParamsSchema,
        body: returnConsensusBodySchema,
        response: { 200: consensusReviewItemSchema },
      },
    },
    async (request) => returnConsensus(app, requireUser(request), request.params.id, request.body.note),
  );
  r.delete(
    '/consensus/:id',
    {
      config: submission,
      schema: {
        summary: 'Delete a consensus (reviewers, or its author while it is not published)',
        operationId: 'deleteConsensus',
        tags,
        params: contentIdParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => deleteConsensus(app, requireUser(request), request.params.id),
  );
  r.get(
    '/consensus/:id/source',
    {
      config: submission,
      schema: {
        summary: 'Read what the author submitted (markdown), to edit and send again',
        operationId: 'getConsensusSource',
        tags,
        params: contentIdParamsSchema,
        response: { 200: consensusSourceSchema },
      },
    },
    async (request) => consensusSource(app.db, requireUser(request), request.params.id),
  );
  r.post(
    '/impression/case_consensus',
    {
      // Any signed-in reader: the impression is theirs, whoever the body names.
      config: { permissions: [] },
      schema: {
        summary: 'Record that the signed-in reader viewed a published consensus',
        operationId: 'recordConsensusImpression',
        tags,
        body: consensusImpressionBodySchema,
        response: { 200: successSchema },
      },
    },
    async (request) => recordImpression(app.db, requireUser(request), request.body.contentId),
  );
}
