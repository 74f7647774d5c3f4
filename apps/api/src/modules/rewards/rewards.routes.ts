import {
  REWARDS,
  type Permission,
  form1099QuerySchema,
  giftCardImportBodySchema,
  giftCardImportResultSchema,
  giftCardPoolStatusSchema,
  rewardProcessingResultSchema,
  rewardsHistorySchema,
  rewardsSummarySchema,
  userRewardsParamsSchema,
  userRewardsQuerySchema,
  userRewardsSchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { buildCsv } from '../target-lists/csv.js';
import { withQueryBudget } from '../../db/time-budget.js';
import { attachmentDisposition } from '../target-lists/download.js';
import { giftCardPoolStatus, importGiftCardCodes } from './gift-card-pool.js';
import {
  PROCESSING_OPTIONS,
  REWARD_PROCESSING_JOB,
  processRewards,
  resumeRewardProcessing,
} from './reward-processing.job.js';
import { unsentCount } from './reward-processing.queries.js';
import { rewardTotalsOfYear } from './rewards.queries.js';
import { currentRewards, rewardHistory, userRewards } from './rewards.service.js';

/** Any signed-in person reads their own rewards (only members ever earn any). */
const OWN_REWARDS: Permission[] = [];
/** The code pool, processing and the 1099 list: user management (administrators). */
const REWARD_ADMIN: Permission[] = ['user_management'];
/**
 * Any user's rewards: administrators and moderators (spec §6), the latter known by their management
 * of every question (their preset; user management would also let them edit users, which stays with
 * administrators).
 */
const USER_REWARD_READERS: Permission[] = ['user_management', 'all_patient_cases_management'];

export default async function rewardsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['rewards'];
  const poolStatus = () => giftCardPoolStatus(app.db, app.config.rewards.codesLowThreshold);

  // A worker that starts sends the gift cards a crashed one assigned but did not e-mail.
  app.addHook('onReady', async () => {
    if (app.config.jobsEnabled) await resumeRewardProcessing(app);
  });

  r.get(
    '/rewards/current',
    {
      config: { permissions: OWN_REWARDS },
      schema: {
        summary: "The signed-in member's rewards of the current weekly period",
        operationId: 'getCurrentRewards',
        tags,
        response: { 200: rewardsSummarySchema },
      },
    },
    async (request) => currentRewards(app, requireUser(request)),
  );

  r.get(
    '/rewards/history',
    {
      config: { permissions: OWN_REWARDS },
      schema: {
        summary: 'Every reward of the signed-in member, with each gift-card code once it was e-mailed',
        operationId: 'getRewardHistory',
        tags,
        response: { 200: rewardsHistorySchema },
      },
    },
    async (request) => rewardHistory(app, requireUser(request)),
  );

  r.get(
    '/users/:id/rewards',
    {
      config: { permissions: USER_REWARD_READERS },
      schema: {
        summary: "A user's rewards, optionally of the eligibility period holding a date",
        operationId: 'getUserRewards',
        tags,
        params: userRewardsParamsSchema,
        querystring: userRewardsQuerySchema,
        response: { 200: userRewardsSchema },
      },
    },
    async (request) => userRewards(app, request.params.id, request.query.searchDate),
  );

  r.get(
    '/rewards/codes/status',
    {
      config: { permissions: REWARD_ADMIN },
      schema: {
        summary: 'How many gift-card codes are left in the pool, and whether it runs low',
        operationId: 'getGiftCardPoolStatus',
        tags,
        response: { 200: giftCardPoolStatusSchema },
      },
    },
    async () => poolStatus(),
  );

  r.post(
    '/rewards/codes',
    {
      config: { permissions: REWARD_ADMIN },
      schema: {
        summary: 'Load gift-card codes into the pool from a CSV (duplicates skipped and counted)',
        operationId: 'importGiftCardCodes',
        tags,
        body: giftCardImportBodySchema,
        response: { 200: giftCardImportResultSchema },
      },
    },
    async (request) => importGiftCardCodes(app, requireUser(request), request.body.csv),
  );

  r.post(
    '/rewards/processing',
    {
      config: { permissions: REWARD_ADMIN },
      schema: {
        summary: 'Assign and e-mail the gift cards of every closed period now (the Monday job)',
        operationId: 'runRewardProcessing',
        tags,
        response: { 200: rewardProcessingResultSchema },
      },
    },
    async (request) => {
      const actor = requireUser(request);
      const outcome = await processRewards(app);
      if (outcome.mailError) {
        request.log.warn({ err: outcome.mailError }, 'gift card e-mails failed; a retry is queued');
        await app.jobs.send(REWARD_PROCESSING_JOB, {}, { ...PROCESSING_OPTIONS, startAfter: 30 });
      }
      const after = { ran: outcome.ran, assigned: outcome.assigned, emailed: outcome.emailed };
      await recordAudit(app.db, {
        actorId: actor.id,
        action: 'run',
        entity: 'reward_processing',
        entityId: null,
        after,
      });
      const pool = await poolStatus();
      return { ...after, waiting: pool.waiting, emailPending: await unsentCount(app.db), pool };
    },
  );

  r.get(
    '/rewards/form_1099/csv',
    {
      config: { permissions: REWARD_ADMIN },
      schema: {
        summary: `Download every member's rewards of a calendar year, flagged for a 1099 above $${REWARDS.form1099ThresholdUsd} (CSV)`,
        operationId: 'downloadTaxFormList',
        tags,
        querystring: form1099QuerySchema,
      },
    },
    async (request, reply) => {
      const year = request.query.year ?? new Date().getUTCFullYear();
      const rows = await withQueryBudget(app.db, 'export', (tx) => rewardTotalsOfYear(tx, year));
      const threshold = REWARDS.form1099ThresholdUsd * 100;
      const csv = await buildCsv(
        ['User ID', 'First Name', 'Last Name', 'Email', 'NPI', 'Year', 'Rewards', 'Total USD', 'Sent USD', '1099'],
        rows.map((u) => [
          u.user_id,
          u.first_name,
          u.last_name,
          u.email,
          u.npi,
          year,
          u.rewards,
          (u.total_cents / 100).toFixed(2),
          (u.sent_cents / 100).toFixed(2),
          u.total_cents > threshold ? 'Yes' : 'No',
        ]),
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(`rewards-1099-${year}.csv`))
        .send(csv);
    },
  );
}
