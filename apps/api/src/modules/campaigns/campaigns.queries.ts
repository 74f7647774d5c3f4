import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';

export interface CampaignRow {
  id: number;
  kind: 'topic' | 'specialty' | 'npi';
  topic_id: number | null;
  name: string;
  template: string;
  target_audience: string;
  created_at: Date;
  segment_size: number | null;
  target_list_created_at: Date | null;
  sent_at: Date | null;
  specialty_ids: number[];
  subspecialty_ids: number[];
  npi_rows_count: number;
  sent_count: number | string;
}

const columns = sql`c.id, c.kind, c.topic_id, c.name, c.template, c.target_audience, c.created_at, c.segment_size,
  c.target_list_created_at, c.sent_at, c.specialty_ids, c.subspecialty_ids,
  coalesce(array_length(c.npi_rows, 1), 0) as npi_rows_count,
  (select count(*) from campaign_recipients r where r.campaign_id = c.id and r.sent_at is not null) as sent_count`;

export async function findCampaign(db: Db, id: number): Promise<CampaignRow | null> {
  const [row] = await selectRows<CampaignRow>(
    db,
    sql`select ${columns} from campaigns c where c.id = ${id} and c.deleted_at is null`,
  );
  return row ?? null;
}

export async function campaignsOfTopic(db: Db, topicId: number): Promise<CampaignRow[]> {
  return selectRows<CampaignRow>(
    db,
    sql`select ${columns} from campaigns c where c.topic_id = ${topicId} and c.deleted_at is null
      order by c.created_at desc, c.id desc`,
  );
}

/** Campaigns not tied to a question (by specialty or NPI list), newest first. */
export async function generalCampaigns(db: Db, page: number, count: number) {
  const where = sql`c.topic_id is null and c.deleted_at is null`;
  const rows = await selectRows<CampaignRow>(
    db,
    sql`select ${columns} from campaigns c where ${where} order by c.created_at desc, c.id desc
      limit ${count} offset ${(page - 1) * count}`,
  );
  const [total] = await selectRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from campaigns c where ${where}`,
  );
  return { rows, total: Number(total?.total ?? 0) };
}

export interface NewCampaign {
  kind: CampaignRow['kind'];
  topicId: number | null;
  name: string;
  template: string;
  targetAudience: string;
  specialtyIds: number[];
  npiRows: string[];
  createdByUserId: number;
}

export async function insertCampaign(db: Db | Tx, c: NewCampaign): Promise<number> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`insert into campaigns (kind, topic_id, name, template, target_audience, specialty_ids, npi_rows, created_by_user_id)
      values (${c.kind}, ${c.topicId}, ${c.name}, ${c.template}, ${c.targetAudience},
        ${sql.param(c.specialtyIds)}::int[], ${sql.param(c.npiRows)}::text[], ${c.createdByUserId})
      returning id`,
  );
  return row!.id;
}

export async function softDeleteCampaign(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update campaigns set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}

/** The ids among `ids` that are not specialties. */
export async function missingSpecialties(db: Db, ids: number[]): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select x as id from unnest(${sql.param(ids)}::int[]) as x where not exists (select 1 from specialties s where s.id = x)`,
  );
  return rows.map((r) => r.id);
}

export async function activeTopicIds(db: Db, ids: number[]): Promise<Set<number>> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select id from topics where id = any(${sql.param(ids)}::int[]) and deleted_at is null`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Campaigns whose sending has not finished; `onlyUnleased` skips those a live worker holds. */
export async function unfinishedCampaigns(db: Db, onlyUnleased: boolean) {
  const unleased: SQL = onlyUnleased ? sql`and (c.send_lease_until is null or c.send_lease_until < now())` : sql``;
  return selectRows<{ id: number; send_lease_until: Date | null }>(
    db,
    sql`select c.id, c.send_lease_until from campaigns c
      where c.deleted_at is null and c.sent_at is null ${unleased} order by c.id`,
  );
}
