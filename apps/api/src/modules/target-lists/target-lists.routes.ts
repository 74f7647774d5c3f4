import {
  CAMPAIGN_MESSAGES,
  type Permission,
  campaignIdParamSchema,
  reportLinkSchema,
  roleById,
  targetListLinkSchema,
  topicIdParamSchema,
} from '@pc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_PREFIX_V1, attachmentDisposition, csvDate } from './download.js';
import { conflict, notFound } from '../../lib/errors.js';
import { topicExists } from '../internal-topics/internal-topics.queries.js';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import { buildCsv, slug } from './csv.js';
import { withQueryBudget } from '../../db/time-budget.js';
import { answerReportRows, findCampaignForList, targetListRows, usersAndSpecsRows } from './target-lists.queries.js';

const QUESTION_REPORTS: Permission[] = ['all_patient_cases_management'];
const CAMPAIGN_REPORTS: Permission[] = ['programs', 'all_patient_cases_management'];

/**
 * Downloads (spec §7 target_list). Each link call answers `{ url, … }`; the url is an API route that
 * streams the CSV and needs the same bearer token and permission (the web app fetches it with the
 * token and saves the file), so a leaked link is useless on its own.
 */
export default async function targetListsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['target-lists'];

  const sendCsv = (reply: FastifyReply, fileName: string, csv: Buffer) =>
    reply.type('text/csv; charset=utf-8').header('content-disposition', attachmentDisposition(fileName)).send(csv);

  async function readyCampaign(campaignId: number) {
    const campaign = await findCampaignForList(app.db, campaignId);
    if (!campaign) throw notFound();
    if (!campaign.target_list_created_at) throw conflict(CAMPAIGN_MESSAGES.targetListPending, 'target_list_pending');
    return { ...campaign, segmentName: `campaign-${campaign.id}-${slug(campaign.name)}` };
  }

  r.get(
    '/target_list/:campaignId',
    {
      config: { permissions: CAMPAIGN_REPORTS },
      schema: {
        summary: "Get the download link of a campaign's target list (its url answers text/csv)",
        operationId: 'getTargetListLink',
        tags,
        params: campaignIdParamSchema,
        response: { 200: targetListLinkSchema },
      },
    },
    async (request) => {
      const campaign = await readyCampaign(request.params.campaignId);
      return { url: `${API_PREFIX_V1}/target_list/${campaign.id}/csv`, segmentName: campaign.segmentName };
    },
  );

  r.get(
    '/target_list/:campaignId/csv',
    {
      config: { permissions: CAMPAIGN_REPORTS },
      schema: {
        summary: "Download a campaign's target list (CSV)",
        operationId: 'downloadTargetList',
        hide: true,
        tags,
        params: campaignIdParamSchema,
      },
    },
    async (request, reply) => {
      const campaign = await readyCampaign(request.params.campaignId);
      const rows = await withQueryBudget(app.db, 'export', (tx) => targetListRows(tx, campaign.id));
      const csv = await buildCsv(
        ['User ID', 'First Name', 'Last Name', 'Email', 'NPI', 'Specialty', 'Subspecialty', 'Question ID', 'Sent At'],
        rows.map((u) => [
          u.user_id,
          u.first_name,
          u.last_name,
          u.email,
          u.npi,
          u.specialty,
          u.subspecialty,
          u.topic_id,
          isoOrNull(u.sent_at),
        ]),
      );
      return sendCsv(reply, `${campaign.segmentName}.csv`, csv);
    },
  );

  const answerReportName = (topicId: number) => `answer-report-question-${topicId}-${csvDate(new Date())}.csv`;

  r.get(
    '/target_list/answer_report/:topicId',
    {
      config: { permissions: QUESTION_REPORTS },
      schema: {
        summary: "Get the download link of a question's answer report",
        operationId: 'getAnswerReportLink',
        tags,
        params: topicIdParamSchema,
        response: { 200: reportLinkSchema },
      },
    },
    async (request) => {
      const { topicId } = request.params;
      if (!(await topicExists(app.db, topicId))) throw notFound();
      return { url: `${API_PREFIX_V1}/target_list/answer_report/${topicId}/csv`, fileName: answerReportName(topicId) };
    },
  );

  r.get(
    '/target_list/answer_report/:topicId/csv',
    {
      config: { permissions: QUESTION_REPORTS },
      schema: {
        summary: "Download a question's answer report (CSV)",
        operationId: 'downloadAnswerReport',
        tags,
        params: topicIdParamSchema,
      },
    },
    async (request, reply) => {
      const { topicId } = request.params;
      if (!(await topicExists(app.db, topicId))) throw notFound();
      const rows = await withQueryBudget(app.db, 'export', (tx) => answerReportRows(tx, topicId));
      const csv = await buildCsv(
        [
          'Response ID',
          'Type',
          'Reply To',
          'Created At',
          'Updated At',
          'Member ID',
          'First Name',
          'Last Name',
          'NPI',
          'Specialty',
          'Text',
          'Agree',
          'Disagree',
        ],
        rows.map((c) => [
          c.id,
          c.reply_to === null ? 'Answer' : 'Comment',
          c.reply_to,
          iso(c.created_at),
          iso(c.updated_at),
          c.user_id,
          c.first_name,
          c.last_name,
          c.npi,
          c.specialty,
          c.text,
          c.agree_count,
          c.disagree_count,
        ]),
      );
      return sendCsv(reply, answerReportName(topicId), csv);
    },
  );

  const usersName = () => `users-and-specialties-${csvDate(new Date())}.csv`;

  r.get(
    '/target_list/users_and_specs',
    {
      config: { permissions: CAMPAIGN_REPORTS },
      schema: {
        summary: 'Get the download link of the list of members and their specialties',
        operationId: 'getUsersAndSpecsLink',
        tags,
        response: { 200: reportLinkSchema },
      },
    },
    async () => ({ url: `${API_PREFIX_V1}/target_list/users_and_specs/csv`, fileName: usersName() }),
  );

  r.get(
    '/target_list/users_and_specs/csv',
    {
      config: { permissions: CAMPAIGN_REPORTS },
      schema: {
        summary: 'Download the list of members and their specialties (CSV)',
        operationId: 'downloadUsersAndSpecs',
        tags,
      },
    },
    async (_request, reply) => {
      const rows = await withQueryBudget(app.db, 'export', (tx) => usersAndSpecsRows(tx));
      const csv = await buildCsv(
        ['User ID', 'First Name', 'Last Name', 'Email', 'NPI', 'Role', 'Disabled', 'Specialty', 'Subspecialty'],
        rows.map((u) => [
          u.id,
          u.first_name,
          u.last_name,
          u.email,
          u.npi,
          roleById(u.role_id)?.displayName ?? '',
          u.disabled ? 'Yes' : 'No',
          u.specialty,
          u.subspecialty,
        ]),
      );
      return sendCsv(reply, usersName(), csv);
    },
  );
}
