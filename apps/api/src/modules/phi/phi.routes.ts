import {
  type Permission,
  phiCheckBodySchema,
  phiCheckResultSchema,
  phiConfirmationListQuerySchema,
  phiConfirmationListSchema,
  phiConfirmationParamsSchema,
  phiSubjectEditBodySchema,
  phiSuspectedErrorSchema,
  successSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { deleteSubject, editSubject, readConfirmations } from './phi-moderation.service.js';
import { checkText } from './phi.service.js';

/**
 * Who reads the texts stored with confirmed patient-identifier findings and edits or deletes them:
 * managing every question and its responses (Moderator and Administrator presets) is that job.
 */
export const PHI_MODERATORS: Permission[] = ['all_patient_cases_management'];

/** Patient identifiers in written texts (issue 14): the writers' check and the moderators' list. */
export default async function phiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['phi'];
  r.post(
    '/phi/check',
    {
      // Anyone signed in, staff included: checking stores nothing and reveals nothing.
      config: { permissions: [] },
      schema: {
        summary: 'Find what may identify a patient in a text (nothing is stored)',
        operationId: 'checkPhi',
        tags,
        body: phiCheckBodySchema,
        response: { 200: phiCheckResultSchema },
      },
    },
    async (request) => checkText(request.body.text),
  );
  r.get(
    '/phi/confirmations',
    {
      config: { permissions: PHI_MODERATORS },
      schema: {
        summary: 'List texts stored with findings their writers confirmed, newest first',
        operationId: 'listPhiConfirmations',
        tags,
        querystring: phiConfirmationListQuerySchema,
        response: { 200: phiConfirmationListSchema },
      },
    },
    async (request) => readConfirmations(app, request.query.page),
  );
  r.delete(
    '/phi/confirmations/:id/subject',
    {
      config: { permissions: PHI_MODERATORS },
      schema: {
        summary: 'Delete the text a confirmed finding belongs to (audited)',
        operationId: 'deletePhiSubject',
        tags,
        params: phiConfirmationParamsSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => deleteSubject(app, requireUser(request), request.params.id),
  );
  r.patch(
    '/phi/confirmations/:id/subject',
    {
      config: { permissions: PHI_MODERATORS },
      schema: {
        summary: 'Replace the text of an answer or comment with a confirmed finding (audited)',
        operationId: 'editPhiSubject',
        tags,
        params: phiConfirmationParamsSchema,
        body: phiSubjectEditBodySchema,
        response: { 200: successSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => editSubject(app, requireUser(request), request.params.id, request.body),
  );
}
