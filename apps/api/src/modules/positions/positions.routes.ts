import {
  idParamSchema,
  positionProposalQuerySchema,
  positionProposalSchema,
  savePositionsBodySchema,
  topicPositionsSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { POSITIONS_EDITING } from './positions.policy.js';
import { getPositions, proposeGrouping, savePositions } from './positions.service.js';

/**
 * A case's positions and its answers' assignments (issue 24): the first step of the consensus
 * wizard, for those who write consensuses. The figures computed from them are stored with the
 * consensus when it is submitted (consensus.service.ts).
 */
export default async function positionsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['consensus'];
  const access = { permissions: POSITIONS_EDITING };

  r.get(
    '/internal/topics/:id/positions',
    {
      config: access,
      schema: {
        summary: "Read a case's positions and the answers assigned to them (empty lists before any are saved)",
        operationId: 'getTopicPositions',
        tags,
        params: idParamSchema,
        response: { 200: topicPositionsSchema },
      },
    },
    async (request) => getPositions(app.db, request.params.id),
  );
  r.put(
    '/internal/topics/:id/positions',
    {
      config: access,
      schema: {
        summary: "Save a case's positions (2 to 6) and its answers' assignments, replacing those saved",
        operationId: 'saveTopicPositions',
        tags,
        params: idParamSchema,
        body: savePositionsBodySchema,
        response: { 200: topicPositionsSchema },
      },
    },
    async (request) => savePositions(app, requireUser(request), request.params.id, request.body),
  );
  r.get(
    '/internal/topics/:id/positions/proposal',
    {
      config: access,
      schema: {
        summary: "Propose a grouping of the case's answers into `count` positions by the similarity of their text",
        operationId: 'proposeTopicPositions',
        tags,
        params: idParamSchema,
        querystring: positionProposalQuerySchema,
        response: { 200: positionProposalSchema },
      },
    },
    async (request) => proposeGrouping(app.db, request.params.id, request.query.count),
  );
}
