import {
  type NpiAudience,
  NPI_AUDIENCES,
  type SpecialtyAudience,
  SPECIALTY_AUDIENCES,
  type TopicAudience,
  TOPIC_AUDIENCES,
  parseNpiEmailRows,
} from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { npiAudienceCondition, specialtyAudienceCondition, topicAudienceCondition } from './audiences.js';

/** How long a sender's lease lasts without renewal; the sender renews it every few seconds. */
export const LEASE_SECONDS = 20;

export interface LeasedCampaign {
  id: number;
  kind: 'topic' | 'specialty' | 'npi';
  topic_id: number | null;
  target_audience: string;
  specialty_ids: number[];
  npi_rows: string[];
  target_list_created_at: Date | null;
}

/**
 * Takes the campaign's send lease when nobody holds it (or the holder stopped renewing it): one
 * sender per campaign at a time. Null when the campaign is finished, deleted, or leased by a live
 * sender.
 */
export async function acquireLease(db: Db, campaignId: number, owner: string): Promise<LeasedCampaign | null> {
  const [row] = await selectRows<LeasedCampaign>(
    db,
    sql`update campaigns c set send_lease_owner = ${owner}, send_lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where c.id = ${campaignId} and c.deleted_at is null and c.sent_at is null
        and (c.send_lease_until is null or c.send_lease_until < now())
      returning c.id, c.kind, c.topic_id, c.target_audience, c.specialty_ids, c.npi_rows, c.target_list_created_at`,
  );
  return row ?? null;
}

export async function renewLease(db: Db, campaignId: number, owner: string): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update campaigns set send_lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
      where id = ${campaignId} and send_lease_owner = ${owner} returning id`,
  );
  return rows.length > 0;
}

export async function releaseLease(db: Db, campaignId: number, owner: string): Promise<void> {
  await db.execute(sql`update campaigns set send_lease_owner = null, send_lease_until = null
    where id = ${campaignId} and send_lease_owner = ${owner}`);
}

function recipientsSelect(campaign: LeasedCampaign, now: Date): SQL {
  const id = campaign.id;
  if (campaign.kind === 'topic') {
    const audience = campaign.target_audience as TopicAudience;
    if (!TOPIC_AUDIENCES.includes(audience) || campaign.topic_id === null) throw new Error(`bad campaign ${id}`);
    return sql`select ${id}, u.id, u.email, ${campaign.topic_id}::int from users u
      where ${topicAudienceCondition(campaign.topic_id, audience)}`;
  }
  if (campaign.kind === 'specialty') {
    const audience = campaign.target_audience as SpecialtyAudience;
    if (!SPECIALTY_AUDIENCES.includes(audience)) throw new Error(`bad campaign ${id}`);
    return sql`select ${id}, u.id, u.email, null::int from users u
      where ${specialtyAudienceCondition(campaign.specialty_ids, audience, now)}`;
  }
  const audience = campaign.target_audience as NpiAudience;
  if (!NPI_AUDIENCES.includes(audience)) throw new Error(`bad campaign ${id}`);
  // An NPI listed twice keeps its first row (and that row's question).
  const { rows } = parseNpiEmailRows(campaign.npi_rows);
  return sql`select ${id}, u.id, u.email, r.topic_id
    from (select distinct on (x.npi) x.npi, x.topic_id
      from unnest(${sql.param(rows.map((r) => r.npi))}::text[], ${sql.param(rows.map((r) => r.topicId))}::int[])
        with ordinality as x(npi, topic_id, n)
      order by x.npi, x.n) r
    join users u on u.npi = r.npi
    where ${npiAudienceCondition(audience, now)}`;
}

/**
 * Builds the target list once: the recipients (each member at most once), the segment size and the
 * time it was built, in one transaction, so a crash part-way leaves no half list.
 */
export async function buildTargetList(db: Db, campaign: LeasedCampaign, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`insert into campaign_recipients (campaign_id, user_id, email, topic_id)
      ${recipientsSelect(campaign, now)}
      on conflict do nothing`);
    await tx.execute(sql`update campaigns set target_list_created_at = now(),
        segment_size = (select count(*) from campaign_recipients where campaign_id = ${campaign.id})
      where id = ${campaign.id} and target_list_created_at is null`);
  });
}

export interface ClaimedRecipient {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  topic_id: number | null;
  topic_title: string | null;
  /** Claimed before by a sender that stopped before recording the send. */
  was_attempted: boolean;
}

/**
 * Claims the next recipient not yet sent to, while the caller still holds the lease and the
 * campaign is not deleted. The claim (`attempted_at`) is committed before the message goes out.
 */
export async function claimNextRecipient(db: Db, campaignId: number, owner: string): Promise<ClaimedRecipient | null> {
  const [row] = await selectRows<ClaimedRecipient>(
    db,
    sql`with next as (
        select r.campaign_id, r.user_id, r.topic_id, r.attempted_at is not null as was_attempted
        from campaign_recipients r join campaigns c on c.id = r.campaign_id
        where r.campaign_id = ${campaignId} and r.sent_at is null and r.error is null
          and c.deleted_at is null and c.send_lease_owner = ${owner} and c.send_lease_until > now()
        order by r.user_id limit 1
      )
      update campaign_recipients r set attempted_at = now()
      from next join users u on u.id = next.user_id
      left join topics t on t.id = next.topic_id
      where r.campaign_id = next.campaign_id and r.user_id = next.user_id
      returning r.user_id, r.email, u.first_name, u.last_name, r.topic_id, t.title as topic_title, next.was_attempted`,
  );
  return row ?? null;
}

export async function markSent(db: Db, campaignId: number, userId: number): Promise<void> {
  await db.execute(sql`update campaign_recipients set sent_at = now()
    where campaign_id = ${campaignId} and user_id = ${userId}`);
}

export async function markRejected(db: Db, campaignId: number, userId: number, error: string): Promise<void> {
  await db.execute(sql`update campaign_recipients set error = ${error.slice(0, 500)}
    where campaign_id = ${campaignId} and user_id = ${userId}`);
}

/** Marks the campaign sent when no recipient is left to send to. */
export async function finishCampaign(db: Db, campaignId: number, owner: string): Promise<void> {
  await db.execute(sql`update campaigns c set sent_at = now()
    where c.id = ${campaignId} and c.send_lease_owner = ${owner} and c.sent_at is null
      and not exists (select 1 from campaign_recipients r
        where r.campaign_id = c.id and r.sent_at is null and r.error is null)`);
}
