import {
  AD_PAGE_PLACEMENTS,
  AD_SERVED_PER_PLACEMENT,
  type AdPage,
  HOUSE_AD_MESSAGES,
  type HouseAd,
  type HouseAdBody,
  type HouseAdList,
  type ServedAds,
  seesTargetedAds,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { AppError, fieldError } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { auditFields, presentAd, presentServedAd } from './house-ads.presenter.js';
import {
  adById,
  allAds,
  countClick,
  countImpression,
  countSpecialties,
  deleteAd,
  insertAd,
  runningAds,
  updateAd,
} from './house-ads.queries.js';

const ENTITY = 'house_ad';

export const adNotFound = () => new AppError(404, 'not_found', HOUSE_AD_MESSAGES.notFound);

export async function listAds(app: FastifyInstance): Promise<HouseAdList> {
  return { ads: (await allAds(app.db)).map((row) => presentAd(row)) };
}

export async function getAd(app: FastifyInstance, id: number): Promise<HouseAd> {
  const row = await adById(app.db, id);
  if (!row) throw adNotFound();
  return presentAd(row);
}

/** The body as stored: the schema has trimmed and checked it; the specialties must exist. */
async function checkedValues(tx: Tx, body: HouseAdBody) {
  const specialtyIds = body.specialtyIds ?? [];
  if ((await countSpecialties(tx, specialtyIds)) !== specialtyIds.length)
    throw fieldError('body.specialtyIds', HOUSE_AD_MESSAGES.unknownSpecialty);
  return { ...body, specialtyIds, endsOn: body.endsOn ?? null };
}

/** Creates an ad and records it in the audit log in the same transaction. */
export async function createAd(app: FastifyInstance, actorId: number, body: HouseAdBody): Promise<HouseAd> {
  const id = await app.db.transaction(async (tx: Tx) => {
    const id = await insertAd(tx, await checkedValues(tx, body), actorId);
    const after = presentAd((await adById(tx, id))!);
    await recordAudit(tx, { actorId, action: 'create', entity: ENTITY, entityId: id, after: auditFields(after) });
    return id;
  });
  return getAd(app, id);
}

/** Replaces the form's fields (the counts stay). */
export async function changeAd(app: FastifyInstance, actorId: number, id: number, body: HouseAdBody): Promise<HouseAd> {
  await app.db.transaction(async (tx: Tx) => {
    const row = await adById(tx, id);
    if (!row) throw adNotFound();
    await updateAd(tx, id, await checkedValues(tx, body));
    const after = presentAd((await adById(tx, id))!);
    await recordAudit(tx, {
      actorId,
      action: 'update',
      entity: ENTITY,
      entityId: id,
      before: auditFields(presentAd(row)),
      after: auditFields(after),
    });
  });
  return getAd(app, id);
}

/** Deletes an ad; the audit log keeps what it was and its counts. */
export async function removeAd(app: FastifyInstance, actorId: number, id: number): Promise<void> {
  await app.db.transaction(async (tx: Tx) => {
    const row = await adById(tx, id);
    if (!row) throw adNotFound();
    await deleteAd(tx, id);
    const before = presentAd(row);
    await recordAudit(tx, {
      actorId,
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      before: { ...auditFields(before), impressions: before.impressions, clicks: before.clicks },
    });
  });
}

/**
 * A page's ads for a reader: running today, in the page's slot kinds; targeted ones only for a
 * member with a 10-digit NPI in one of their specialties (spec §9), untargeted ones for everyone.
 * Visitors (the public consensus page) pass no user.
 */
export async function servedAds(app: FastifyInstance, user: AuthUser | null, page: AdPage): Promise<ServedAds> {
  const specialtyId = user && seesTargetedAds(user.npi) ? user.specialtyId : null;
  const rows = await runningAds(app.db, AD_PAGE_PLACEMENTS[page], specialtyId, AD_SERVED_PER_PLACEMENT);
  return { ads: rows.map(presentServedAd) };
}

/** One impression of a shown ad (the route's rate limit bounds how many one client can add). */
export async function recordImpression(app: FastifyInstance, id: number): Promise<void> {
  if (!(await countImpression(app.db, id))) throw adNotFound();
}

/** Counts a click and answers where it goes: the ad's stored link, never an address from the request. */
export async function recordClick(app: FastifyInstance, id: number): Promise<string> {
  const link = await countClick(app.db, id);
  if (!link) throw adNotFound();
  return link;
}
