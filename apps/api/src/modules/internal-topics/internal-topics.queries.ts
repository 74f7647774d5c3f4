import type { InternalTopicSort, QuestionForm, TopicAudience, TopicStatus } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { rewardPeriod } from '@pc/contracts';
import { topicAudienceCondition } from '../campaigns/audiences.js';
import { eligibleMemberCondition } from '../topics/eligibility.js';
import { selectRows } from '../../db/raw-sql.js';

const SORT_SQL: Record<InternalTopicSort, SQL> = {
  'expirationDate DESC': sql`t.expiration_date desc, t.id desc`,
  'expirationDate ASC': sql`t.expiration_date asc, t.id asc`,
  'publishDate DESC': sql`t.publish_date desc, t.id desc`,
  'publishDate ASC': sql`t.publish_date asc, t.id asc`,
  'createdAt DESC': sql`t.created_at desc, t.id desc`,
  'createdAt ASC': sql`t.created_at asc, t.id asc`,
};

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Status from the dates, the same rule as contracts `topicStatus`: scheduled, active, expired. No
 * status matches nothing (the schema never passes an empty list; `()` would be a syntax error).
 */
function statusCondition(statuses: TopicStatus[], now: Date): SQL {
  if (statuses.length === 0) return sql`false`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const byStatus: Record<TopicStatus, SQL> = {
    0: sql`t.publish_date > ${at}`,
    1: sql`(t.publish_date <= ${at} and t.expiration_date >= ${at})`,
    2: sql`t.expiration_date < ${at}`,
  };
  return sql`(${sql.join(
    [...new Set(statuses)].map((s) => byStatus[s]),
    sql` or `,
  )})`;
}

export interface TopicSearch {
  term?: string;
  specs?: number[];
  status: TopicStatus[];
  pageNumber: number;
  count: number;
  sort: InternalTopicSort;
  now: Date;
}

function searchConditions(o: TopicSearch): SQL {
  const conditions: SQL[] = [sql`t.deleted_at is null`, statusCondition(o.status, o.now)];
  // Every keyword must appear in the title or the description.
  for (const word of (o.term ?? '').split(/\s+/).filter(Boolean)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(sql`(t.title ilike ${pattern} or t.description ilike ${pattern})`);
  }
  if (o.specs?.length) {
    const ids = sql.param(o.specs);
    conditions.push(sql`(exists (select 1 from topic_specialties ts where ts.topic_id = t.id and ts.specialty_id = any(${ids}::int[]))
      or exists (select 1 from topic_subspecialties tss join subspecialties ss on ss.id = tss.subspecialty_id
        where tss.topic_id = t.id and ss.specialty_id = any(${ids}::int[])))`);
  }
  return sql.join(conditions, sql` and `);
}

export interface TopicListRow {
  id: number;
  title: string;
  description: string;
  publish_date: Date;
  expiration_date: Date;
  created_at: Date;
  use_npi_map: boolean;
  total_responses_count: number;
  answers_count: number | string;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  specialties: { id: number; name: string }[];
  subspecialties: { id: number; name: string }[];
}

const specialtiesJson = sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
  from topic_specialties ts join specialties s on s.id = ts.specialty_id where ts.topic_id = t.id)`;
const subspecialtiesJson = sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
  from topic_subspecialties tss join subspecialties s on s.id = tss.subspecialty_id where tss.topic_id = t.id)`;

/** One page of the moderator's question list and the total: two statements whatever the page size. */
export async function searchTopics(db: Db, o: TopicSearch): Promise<{ rows: TopicListRow[]; total: number }> {
  const where = searchConditions(o);
  const rows = await selectRows<TopicListRow>(
    db,
    sql`select t.id, t.title, t.description, t.publish_date, t.expiration_date, t.created_at, t.use_npi_map,
        t.total_responses_count,
        (select count(*) from comments a where a.topic_id = t.id and a.reply_to is null and a.deleted_at is null) as answers_count,
        u.id as author_id, u.first_name as author_first_name, u.last_name as author_last_name,
        ${specialtiesJson} as specialties, ${subspecialtiesJson} as subspecialties
      from topics t join users u on u.id = t.author_user_id
      where ${where}
      order by ${SORT_SQL[o.sort]}
      limit ${o.count} offset ${(o.pageNumber - 1) * o.count}`,
  );
  const [total] = await selectRows<{ total: number | string }>(
    db,
    sql`select count(*) as total from topics t where ${where}`,
  );
  return { rows, total: Number(total?.total ?? 0) };
}

export interface TopicDetailRow {
  id: number;
  title: string;
  description: string;
  personalized: boolean;
  publish_date: Date;
  expiration_date: Date;
  use_npi_map: boolean;
  hide_answers: boolean;
  created_at: Date;
  updated_at: Date;
  commented_at: Date | null;
  total_responses_count: number;
  therapy_area: string;
  primary_indication: string;
  secondary_indication: string;
  stage_progression: string;
  initiating_team: string;
  reward_enabled: boolean;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  author_email: string;
  author_npi: string | null;
  author_specialty: { id: number; name: string } | null;
  specialty_ids: number[];
  subspecialty_ids: number[];
  npis: string[];
}

/** A question (not deleted) with everything the form and the details page show, in one statement. */
export async function findTopicDetail(db: Db | Tx, id: number): Promise<TopicDetailRow | null> {
  const [row] = await selectRows<TopicDetailRow>(
    db,
    sql`select t.id, t.title, t.description, t.personalized, t.publish_date, t.expiration_date, t.use_npi_map,
        t.hide_answers, t.created_at, t.updated_at, t.commented_at, t.total_responses_count, t.therapy_area,
        t.primary_indication, t.secondary_indication, t.stage_progression, t.initiating_team, t.reward_enabled,
        u.id as author_id, u.first_name as author_first_name, u.last_name as author_last_name,
        u.email as author_email, u.npi as author_npi,
        case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as author_specialty,
        (select coalesce(json_agg(ts.specialty_id order by ts.specialty_id), '[]'::json)
          from topic_specialties ts where ts.topic_id = t.id) as specialty_ids,
        (select coalesce(json_agg(tss.subspecialty_id order by tss.subspecialty_id), '[]'::json)
          from topic_subspecialties tss where tss.topic_id = t.id) as subspecialty_ids,
        (select coalesce(json_agg(tn.npi order by tn.npi), '[]'::json)
          from topic_npis tn where tn.topic_id = t.id) as npis
      from topics t join users u on u.id = t.author_user_id
      left join specialties s on s.id = u.specialty_id
      where t.id = ${id} and t.deleted_at is null`,
  );
  return row ?? null;
}

/** The dates a question was saved with (for the "in the past" rule on edit), or null when absent. */
export async function findSavedDates(db: Db, id: number) {
  const [row] = await selectRows<{ publish_date: Date; expiration_date: Date }>(
    db,
    sql`select publish_date, expiration_date from topics where id = ${id} and deleted_at is null`,
  );
  return row ?? null;
}

/** Which of the ids are missing: specialties, subspecialties or active authors. */
export async function missingReferences(
  db: Db,
  form: Pick<QuestionForm, 'authorUserId' | 'specialties' | 'subspecialties'>,
) {
  const [row] = await selectRows<{ author: boolean; specialties: number[]; subspecialties: number[] }>(
    db,
    sql`select
      exists (select 1 from users where id = ${form.authorUserId} and deleted_at is null and not disabled) as author,
      (select coalesce(json_agg(x), '[]'::json) from unnest(${sql.param(form.specialties)}::int[]) as x
        where not exists (select 1 from specialties where id = x)) as specialties,
      (select coalesce(json_agg(x), '[]'::json) from unnest(${sql.param(form.subspecialties)}::int[]) as x
        where not exists (select 1 from subspecialties where id = x)) as subspecialties`,
  );
  return {
    authorMissing: !row?.author,
    specialties: row?.specialties ?? [],
    subspecialties: row?.subspecialties ?? [],
  };
}

/** Writes the question's targeting: specialties, subspecialties and NPI map replaced as a whole. */
async function writeTargeting(tx: Tx, topicId: number, form: QuestionForm) {
  await tx.execute(sql`delete from topic_specialties where topic_id = ${topicId}`);
  await tx.execute(sql`delete from topic_subspecialties where topic_id = ${topicId}`);
  await tx.execute(sql`delete from topic_npis where topic_id = ${topicId}`);
  if (form.specialties.length) {
    await tx.execute(sql`insert into topic_specialties (topic_id, specialty_id)
      select ${topicId}, x from unnest(${sql.param(form.specialties)}::int[]) as x on conflict do nothing`);
  }
  if (form.subspecialties.length) {
    await tx.execute(sql`insert into topic_subspecialties (topic_id, subspecialty_id)
      select ${topicId}, x from unnest(${sql.param(form.subspecialties)}::int[]) as x on conflict do nothing`);
  }
  if (form.npiMap.length) {
    await tx.execute(sql`insert into topic_npis (topic_id, npi)
      select ${topicId}, x from unnest(${sql.param(form.npiMap.map(([, npi]) => npi))}::text[]) as x on conflict do nothing`);
  }
}

const topicValues = (form: QuestionForm) => sql`${form.title}, ${form.description}, ${form.personalized},
  ${form.authorUserId}, ${form.publishDate}::timestamptz, ${form.expirationDate}::timestamptz, ${form.useNpiMap},
  ${form.hideAnswers}, ${form.therapyArea}, ${form.primaryIndication}, ${form.secondaryIndication},
  ${form.stageProgression}, ${form.initiatingTeam}, ${form.rewardEnabled}`;

/** `inTransaction` runs in the write's transaction (the patient-identifier confirmations). */
export async function insertTopic(
  db: Db,
  form: QuestionForm,
  inTransaction?: (tx: Tx, id: number) => Promise<void>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await selectRows<{ id: number }>(
      tx,
      sql`insert into topics (title, description, personalized, author_user_id, publish_date, expiration_date,
          use_npi_map, hide_answers, therapy_area, primary_indication, secondary_indication, stage_progression,
          initiating_team, reward_enabled)
        values (${topicValues(form)}) returning id`,
    );
    await writeTargeting(tx, row!.id, form);
    await inTransaction?.(tx, row!.id);
    return row!.id;
  });
}

/** Replaces the question's fields and targeting; false when it does not exist (or was deleted). */
export async function updateTopic(
  db: Db,
  id: number,
  form: QuestionForm,
  inTransaction?: (tx: Tx) => Promise<void>,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const updated = await selectRows<{ id: number }>(
      tx,
      sql`update topics set (title, description, personalized, author_user_id, publish_date, expiration_date,
          use_npi_map, hide_answers, therapy_area, primary_indication, secondary_indication, stage_progression,
          initiating_team, reward_enabled) = (${topicValues(form)}), updated_at = now()
        where id = ${id} and deleted_at is null returning id`,
    );
    if (!updated.length) return false;
    await writeTargeting(tx, id, form);
    await inTransaction?.(tx);
    return true;
  });
}

export async function softDeleteTopic(db: Db | Tx, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update topics set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
  );
  return rows.length > 0;
}

export async function topicExists(db: Db, id: number): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(db, sql`select id from topics where id = ${id} and deleted_at is null`);
  return rows.length > 0;
}

export async function countAudience(db: Db, topicId: number, audience: TopicAudience): Promise<number> {
  const [row] = await selectRows<{ count: number | string }>(
    db,
    sql`select count(*) as count from users u where ${topicAudienceCondition(topicId, audience)}`,
  );
  return Number(row?.count ?? 0);
}

export interface EngagementRow {
  total_responses: number | string;
  answers: number | string;
  unique_views: number | string;
  eligible: number | string;
  target_size: number | string;
  emails_count: number | string;
  rewards_total_cents: number | string;
  rewards_period_cents: number | string;
}

/** Every engagement figure of the details page in one statement. */
export async function engagement(db: Db, topicId: number, now: Date): Promise<EngagementRow> {
  const { start } = rewardPeriod(now);
  const campaignsOfTopic = sql`from campaign_recipients r join campaigns c on c.id = r.campaign_id
    where c.topic_id = ${topicId} and c.deleted_at is null`;
  const [row] = await selectRows<EngagementRow>(
    db,
    sql`select
      (select count(*) from comments c where c.topic_id = ${topicId} and c.deleted_at is null) as total_responses,
      (select count(*) from comments c where c.topic_id = ${topicId} and c.deleted_at is null and c.reply_to is null) as answers,
      (select count(distinct v.user_id) from topic_views v where v.topic_id = ${topicId}) as unique_views,
      (select count(*) from users u where ${eligibleMemberCondition(topicId)}) as eligible,
      (select count(distinct r.user_id) ${campaignsOfTopic}) as target_size,
      (select count(*) ${campaignsOfTopic} and r.sent_at is not null) as emails_count,
      (select coalesce(sum(value_cents), 0) from rewards where topic_id = ${topicId} and withdrawn_at is null) as rewards_total_cents,
      (select coalesce(sum(value_cents), 0) from rewards where topic_id = ${topicId} and withdrawn_at is null
        and period_start = ${start.toISOString()}::timestamptz) as rewards_period_cents`,
  );
  return row!;
}

export interface AuthorRow {
  id: number;
  first_name: string;
  last_name: string;
  npi: string | null;
  specialty: { id: number; name: string } | null;
}

/** Active users by first, last or full name, or by the start of their NPI; at most 10. */
export async function searchAuthors(db: Db, term: string): Promise<AuthorRow[]> {
  const pattern = `%${escapeLike(term.toLowerCase())}%`;
  const npiPrefix = `${escapeLike(term)}%`;
  return selectRows<AuthorRow>(
    db,
    sql`select u.id, u.first_name, u.last_name, u.npi,
        case when s.id is null then null else json_build_object('id', s.id, 'name', s.name) end as specialty
      from users u left join specialties s on s.id = u.specialty_id
      where u.deleted_at is null and not u.disabled
        and (lower(u.first_name || ' ' || u.last_name) like ${pattern} or u.npi like ${npiPrefix})
      order by u.last_name, u.first_name, u.id
      limit 10`,
  );
}

export async function missingTopics(db: Db, ids: number[]): Promise<number[]> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`select x as id from unnest(${sql.param(ids)}::int[]) as x
      where not exists (select 1 from topics t where t.id = x and t.deleted_at is null)`,
  );
  return rows.map((r) => r.id);
}

/** Each named question's NPI map becomes exactly its rows, and the question uses its map. */
export async function replaceNpiMaps(db: Db, rows: [number, string][]): Promise<void> {
  const topicIds = [...new Set(rows.map(([id]) => id))];
  await db.transaction(async (tx) => {
    await tx.execute(sql`delete from topic_npis where topic_id = any(${sql.param(topicIds)}::int[])`);
    await tx.execute(sql`insert into topic_npis (topic_id, npi)
      select x.topic_id, x.npi from unnest(${sql.param(rows.map(([id]) => id))}::int[], ${sql.param(rows.map(([, npi]) => npi))}::text[])
        as x(topic_id, npi)
      on conflict do nothing`);
    await tx.execute(
      sql`update topics set use_npi_map = true, updated_at = now() where id = any(${sql.param(topicIds)}::int[])`,
    );
  });
}

export async function listNpiMaps(db: Db) {
  return selectRows<{ topic_id: number; title: string; publish_date: Date; expiration_date: Date; npis: string[] }>(
    db,
    sql`select t.id as topic_id, t.title, t.publish_date, t.expiration_date,
        json_agg(tn.npi order by tn.npi) as npis
      from topics t join topic_npis tn on tn.topic_id = t.id
      where t.deleted_at is null
      group by t.id
      order by t.id desc`,
  );
}
