import {
  type Campaign,
  type CampaignCreated,
  type CreateNpiCampaignBody,
  type CreateSpecialtyCampaignBody,
  type CreateTopicCampaignBody,
  type PhiConfirmation,
  campaignEventMessage,
  parseNpiEmailRows,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { topicExists } from '../internal-topics/internal-topics.queries.js';
import { checkTexts, forgetConfirmations, storeConfirmations } from '../phi/phi.service.js';
import { CAMPAIGN_SEND_JOB, SEND_OPTIONS } from './campaign-send.job.js';
import {
  activeTopicIds,
  findCampaign,
  insertCampaign,
  missingSpecialties,
  softDeleteCampaign,
  type NewCampaign,
} from './campaigns.queries.js';
import { presentCampaign } from './campaigns.presenter.js';

/** Spec §6: moderators and administrators create campaigns (not every role that may see them). */
export function assertMayCreateCampaigns(user: AuthUser) {
  if (user.roleKey !== 'moderator' && user.roleKey !== 'administrator') throw forbidden();
}

/**
 * The campaign's name is the one text a moderator writes (the e-mails are templates around the
 * question's title, itself checked when the question was written): checked for patient identifiers
 * like every other text (issue 14), its confirmations stored with the campaign. Dates are left out:
 * a campaign's name carries its send date by convention (the NPI e-mail's default name is
 * `YYYY-MM-DD-…`), which is no patient's.
 */
async function create(
  app: FastifyInstance,
  campaign: NewCampaign,
  confirmations: PhiConfirmation[] | undefined,
): Promise<CampaignCreated> {
  const confirmed = await checkTexts({ name: campaign.name }, confirmations, { ignoreKinds: ['date'] });
  const id = await app.db.transaction(async (tx) => {
    const inserted = await insertCampaign(tx, campaign);
    await storeConfirmations(
      tx,
      { type: 'campaign', id: inserted, userId: campaign.createdByUserId, isNew: true },
      confirmed,
    );
    return inserted;
  });
  await app.jobs.send(CAMPAIGN_SEND_JOB, { campaignId: id }, SEND_OPTIONS);
  const row = await findCampaign(app.db, id);
  return { message: campaignEventMessage({ campaignId: id, status: 'queued' }), campaign: presentCampaign(row!) };
}

export async function createTopicCampaign(app: FastifyInstance, user: AuthUser, body: CreateTopicCampaignBody) {
  assertMayCreateCampaigns(user);
  if (!(await topicExists(app.db, body.topicId))) throw notFound('Question not found');
  return create(
    app,
    {
      kind: 'topic',
      topicId: body.topicId,
      name: body.name,
      template: 'question_invitation',
      targetAudience: body.targetAudience,
      specialtyIds: [],
      npiRows: [],
      createdByUserId: user.id,
    },
    body.phiConfirmations,
  );
}

export async function createSpecialtyCampaign(app: FastifyInstance, user: AuthUser, body: CreateSpecialtyCampaignBody) {
  assertMayCreateCampaigns(user);
  const specialtyIds = [...new Set(body.checkedSpecialties)];
  const missing = await missingSpecialties(app.db, specialtyIds);
  if (missing.length) {
    throw badRequest(
      `Specialty ${missing[0]} does not exist`,
      missing.map((id) => ({ path: 'checkedSpecialties', message: `Specialty ${id} does not exist` })),
    );
  }
  return create(
    app,
    {
      kind: 'specialty',
      topicId: null,
      name: body.name,
      template: 'specialty_questions',
      targetAudience: body.targetAudience,
      specialtyIds,
      npiRows: [],
      createdByUserId: user.id,
    },
    body.phiConfirmations,
  );
}

export async function createNpiCampaign(app: FastifyInstance, user: AuthUser, body: CreateNpiCampaignBody) {
  assertMayCreateCampaigns(user);
  const { rows } = parseNpiEmailRows(body.npiRows);
  const named = [...new Set(rows.flatMap((r) => (r.topicId === null ? [] : [r.topicId])))];
  const existing = await activeTopicIds(app.db, named);
  const unknown = named.filter((id) => !existing.has(id));
  if (unknown.length) {
    throw badRequest(
      `Question ${unknown[0]} does not exist`,
      unknown.map((id) => ({ path: 'npiRows', message: `Question ${id} does not exist` })),
    );
  }
  return create(
    app,
    {
      kind: 'npi',
      topicId: null,
      name: body.name,
      template: 'npi_invitation',
      targetAudience: body.targetAudience,
      specialtyIds: [],
      npiRows: rows.map((r) => (r.topicId === null ? r.npi : `${r.npi},${r.topicId}`)),
      createdByUserId: user.id,
    },
    body.phiConfirmations,
  );
}

export async function getCampaign(app: FastifyInstance, id: number): Promise<Campaign> {
  const row = await findCampaign(app.db, id);
  if (!row) throw notFound();
  return presentCampaign(row);
}

/** Marks a campaign deleted; its confirmed patient identifiers leave the moderators' list with it. */
export async function deleteCampaign(app: FastifyInstance, id: number) {
  await app.db.transaction(async (tx) => {
    if (!(await softDeleteCampaign(tx, id))) throw notFound();
    await forgetConfirmations(tx, { type: 'campaign', id });
  });
  return { success: true };
}
