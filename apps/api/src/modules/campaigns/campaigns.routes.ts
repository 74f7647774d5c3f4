import {
  phiSuspectedErrorSchema,
  type Permission,
  campaignCreatedSchema,
  campaignPageSchema,
  campaignSchema,
  createNpiCampaignBodySchema,
  createSpecialtyCampaignBodySchema,
  createTopicCampaignBodySchema,
  generalCampaignsQuerySchema,
  idParamSchema,
  successSchema,
  topicCampaignsQuerySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.js';
import { requireUser } from '../../plugins/auth-guard.js';
import { topicExists } from '../internal-topics/internal-topics.queries.js';
import { resumeCampaigns } from './campaign-send.job.js';
import { campaignsOfTopic, generalCampaigns } from './campaigns.queries.js';
import { presentCampaign } from './campaigns.presenter.js';
import {
  assertMayCreateCampaigns,
  createNpiCampaign,
  createSpecialtyCampaign,
  createTopicCampaign,
  deleteCampaign,
} from './campaigns.service.js';

/** A question's campaigns: the question managers. */
const QUESTION_CAMPAIGNS: Permission[] = ['all_patient_cases_management'];
/** Specialty and NPI campaigns: the Create emails page (programs) and the question managers. */
const GENERAL_CAMPAIGNS: Permission[] = ['programs', 'all_patient_cases_management'];

export default async function campaignsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['campaigns'];

  // A worker process that starts picks up the campaigns a crashed one left unfinished.
  app.addHook('onReady', async () => {
    if (app.config.jobsEnabled) await resumeCampaigns(app, { onlyUnleased: false });
  });

  r.get(
    '/campaigns',
    {
      config: { permissions: QUESTION_CAMPAIGNS },
      schema: {
        summary: "List a question's e-mail campaigns",
        operationId: 'listTopicCampaigns',
        tags,
        querystring: topicCampaignsQuerySchema,
        response: { 200: z.array(campaignSchema) },
      },
    },
    async (request) => {
      if (!(await topicExists(app.db, request.query.topicId))) throw notFound('Question not found');
      return (await campaignsOfTopic(app.db, request.query.topicId)).map(presentCampaign);
    },
  );

  r.get(
    '/campaigns/general',
    {
      config: { permissions: GENERAL_CAMPAIGNS },
      schema: {
        summary: 'List every e-mail campaign, a page at a time',
        operationId: 'listCampaigns',
        tags,
        querystring: generalCampaignsQuerySchema,
        response: { 200: campaignPageSchema },
      },
    },
    async (request) => {
      const { pageNumber, count } = request.query;
      const { rows, total } = await generalCampaigns(app.db, pageNumber, count);
      return { data: rows.map(presentCampaign), meta: { total, page: pageNumber } };
    },
  );

  r.post(
    '/campaigns',
    {
      config: { permissions: QUESTION_CAMPAIGNS },
      schema: {
        summary: 'Create an e-mail campaign for a question',
        operationId: 'createTopicCampaign',
        tags,
        body: createTopicCampaignBodySchema,
        response: { 200: campaignCreatedSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => createTopicCampaign(app, requireUser(request), request.body),
  );

  r.post(
    '/campaigns/specialty',
    {
      config: { permissions: GENERAL_CAMPAIGNS },
      schema: {
        summary: 'Create an e-mail campaign for members of chosen specialties',
        operationId: 'createSpecialtyCampaign',
        tags,
        body: createSpecialtyCampaignBodySchema,
        response: { 200: campaignCreatedSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => createSpecialtyCampaign(app, requireUser(request), request.body),
  );

  r.post(
    '/campaigns/npi',
    {
      config: { permissions: GENERAL_CAMPAIGNS },
      schema: {
        summary: 'Create an e-mail campaign for a list of NPIs',
        operationId: 'createNpiCampaign',
        tags,
        body: createNpiCampaignBodySchema,
        response: { 200: campaignCreatedSchema, 422: phiSuspectedErrorSchema },
      },
    },
    async (request) => createNpiCampaign(app, requireUser(request), request.body),
  );

  r.delete(
    '/campaigns/:id',
    {
      config: { permissions: GENERAL_CAMPAIGNS },
      schema: {
        summary: 'Delete an e-mail campaign',
        operationId: 'deleteCampaign',
        tags,
        params: idParamSchema,
        response: { 200: successSchema },
      },
    },
    async (request) => {
      assertMayCreateCampaigns(requireUser(request));
      return deleteCampaign(app, request.params.id);
    },
  );
}
