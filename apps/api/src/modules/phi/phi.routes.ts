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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { SUMMARY_SUBMISSION } from '../consensus/consensus.policy.js';
import { QUESTION_PERMISSIONS } from '../topics/topics.policy.js';
import { deleteSubject, editSubject, readConfirmations } from './phi-moderation.service.js';
import { checkText } from './phi.service.js';

/**
 * Who reads the texts stored with confirmed patient-identifier findings and edits or deletes them:
 * managing every question and its responses (Moderator and Administrator presets) is that job.
 */
export const PHI_MODERATORS: Permission[] = ['all_patient_cases_management'];

/**
 * Who checks a text while writing it (issue 22: a writing permission, not any signed-in account):
 * whoever writes one of the checked texts. Answers, comments and reports need a question's
 * permissions (which the question, campaign and moderation forms' managers hold too), consensuses
 * summary submission. The Initial role holds none of these.
 */
export const PHI_CHECKERS: Permission[] = [...new Set([...QUESTION_PERMISSIONS, ...SUMMARY_SUBMISSION])];

/**
 * The check's own budget per member and minute, well under the API's 600: the forms check a field
 * a moment after the writer stops typing, a few times a minute; each check reads up to 20,000
 * characters. Counted per member (any address), so a hospital behind one address is many members.
 */
export const PHI_CHECK_RATE_LIMIT = 60;
const perMember = (request: FastifyRequest) =>
  request.user ? `phi-check:member:${request.user.id}` : `phi-check:address:${request.ip}`;

/** Patient identifiers in written texts (issue 14): the writers' check and the moderators' list. */
export default async function phiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['phi'];
  r.post(
    '/phi/check',
    {
      config: {
        permissions: PHI_CHECKERS,
        rateLimit: { max: PHI_CHECK_RATE_LIMIT, timeWindow: '1 minute', keyGenerator: perMember },
      },
      schema: {
        summary: 'Find what may identify a patient in a text (nothing is stored)',
        operationId: 'checkPhi',
        tags,
        body: phiCheckBodySchema,
        response: { 200: phiCheckResultSchema },
      },
    },
    async (request) => {
      const result = await checkText(request.body.text);
      for (const f of result.findings) app.metrics.phiFindings.inc({ kind: f.kind, outcome: 'listed' });
      return result;
    },
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
