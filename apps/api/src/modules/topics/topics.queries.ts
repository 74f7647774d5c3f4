import type { TopicFeed, TopicFeedSection } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { isManager, targetsUser, visibleTo } from './topics.policy.js';
import { selectRows } from '../../db/raw-sql.js';

/** Columns every member-facing topic read selects (alias `t`), plus the member's own-answer flag. */
function topicColumns(userId: number): SQL {
  return sql`t.id, t.title, t.description, t.personalized, t.publish_date, t.expiration_date, t.created_at,
    t.commented_at, t.total_responses_count, t.hide_answers, t.reward_enabled, t.use_npi_map,
    exists (select 1 from comments a where a.topic_id = t.id and a.reply_to is null
      and a.deleted_at is null and a.created_by_user_id = ${userId}) as answered`;
}

const specialtiesJson = sql`(select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
  from topic_specialties ts join specialties s on s.id = ts.specialty_id where ts.topic_id = t.id)`;

export interface TopicRow {
  id: number;
  title: string;
  description: string;
  personalized: boolean;
  publish_date: Date;
  expiration_date: Date;
  created_at: Date;
  commented_at: Date | null;
  total_responses_count: number;
  hide_answers: boolean;
  reward_enabled: boolean;
  use_npi_map: boolean;
  answered: boolean;
  specialties: { id: number; name: string }[];
}

export interface FeedRow extends TopicRow {
  section: TopicFeedSection;
}

const SORT_SQL = {
  'expirationDate DESC': sql`c.expiration_date desc, c.id desc`,
  'expirationDate ASC': sql`c.expiration_date asc, c.id asc`,
  'publishDate DESC': sql`c.publish_date desc, c.id desc`,
  'publishDate ASC': sql`c.publish_date asc, c.id asc`,
} as const;
export type FeedSort = keyof typeof SORT_SQL;

/**
 * The questions of one feed, each classified into its section. My Specialty: the questions that
 * target the member (every question for a manager). Other Specialties: the questions for other
 * specialties (never NPI-mapped ones, which are only for the members mapped to them). Scheduled
 * questions are for managers only.
 */
function feedCandidates(user: AuthUser, feed: TopicFeed, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const manager = isManager(user);
  const inFeed =
    feed === 'my' ? (manager ? sql`true` : targetsUser(user)) : sql`(not ${targetsUser(user)} and not t.use_npi_map)`;
  const scheduled = manager ? sql`true` : sql`t.publish_date <= ${at}`;
  return sql`select ${topicColumns(user.id)},
      case when t.publish_date > ${at} then 'scheduled'
        when t.expiration_date < ${at} then 'archive'
        when exists (select 1 from comments a where a.topic_id = t.id and a.reply_to is null
          and a.deleted_at is null and a.created_by_user_id = ${user.id}) then 'answered'
        else 'featured' end as section
    from topics t
    where t.deleted_at is null and ${inFeed} and ${scheduled}`;
}

/**
 * One page of every section (or of one section), and how many questions each section holds, in one
 * statement whatever the page size: the section's first row is read even when it is not on the page,
 * so that every section's total (a window count) arrives, and `in_page` tells the page's rows apart.
 */
export async function feedPage(
  db: Db,
  user: AuthUser,
  o: { feed: TopicFeed; section?: TopicFeedSection; sort: FeedSort; pageNumber: number; count: number; now: Date },
): Promise<{ rows: FeedRow[]; totals: Partial<Record<TopicFeedSection, number>> }> {
  const offset = (o.pageNumber - 1) * o.count;
  const onlySection = o.section ? sql`and r.section = ${o.section}` : sql``;
  const inPage = sql`(r.rn > ${offset} and r.rn <= ${offset + o.count} ${onlySection})`;
  const found = await selectRows<FeedRow & { in_page: boolean; section_total: string | number }>(
    db,
    sql`with c as (${feedCandidates(user, o.feed, o.now)}),
      r as (select c.*, row_number() over (partition by c.section order by ${SORT_SQL[o.sort]}) as rn,
        count(*) over (partition by c.section) as section_total from c)
    select r.*, ${inPage} as in_page,
      (select coalesce(json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name), '[]'::json)
        from topic_specialties ts join specialties s on s.id = ts.specialty_id where ts.topic_id = r.id) as specialties
    from r where ${inPage} or r.rn = 1
    order by r.section, r.rn`,
    { prepared: true },
  );
  const totals = Object.fromEntries(found.map((r) => [r.section, Number(r.section_total)]));
  return { rows: found.filter((r) => r.in_page), totals };
}

export interface TopicDetailRow extends TopicRow {
  therapy_area: string;
  primary_indication: string;
  secondary_indication: string;
  stage_progression: string;
  author_id: number;
  author_first_name: string;
  author_last_name: string;
  author_specialty: { id: number; name: string } | null;
  subspecialties: { id: number; name: string }[];
}

/** The question page's columns over `topics t`, its author `u` and their specialty `us` (`DETAIL_JOINS`). */
function detailColumns(userId: number): SQL {
  return sql`${topicColumns(userId)}, ${specialtiesJson} as specialties,
    t.therapy_area, t.primary_indication, t.secondary_indication, t.stage_progression,
    u.id as author_id, u.first_name as author_first_name, u.last_name as author_last_name,
    case when us.id is null then null else json_build_object('id', us.id, 'name', us.name) end as author_specialty,
    (select coalesce(json_agg(json_build_object('id', ss.id, 'name', ss.name) order by ss.name), '[]'::json)
      from topic_subspecialties tss join subspecialties ss on ss.id = tss.subspecialty_id
      where tss.topic_id = t.id) as subspecialties,
    ${QUESTIONS_VERSION} as questions_version`;
}
const DETAIL_JOINS = sql`join users u on u.id = t.author_user_id left join specialties us on us.id = u.specialty_id`;

/**
 * The questions' version (migration 0030), read in the statement that reads what it covers: a page or a
 * list of questions kept with it is as of that version.
 */
const QUESTIONS_VERSION = sql`(select version from questions_version where id = 1)`;

/** What opening a question reads: its page, the member's view of it, and the questions' version. */
export interface OpenedTopicRow extends TopicDetailRow {
  topic_view_id: number;
  questions_version: number | null;
}

/**
 * The member's view just recorded, with what a kept page leaves open: the member's own part, the
 * question's answer count and last answer time (which the version does not cover: answers are
 * frequent), and the version to check a kept page against.
 */
export interface RecordedView {
  topic_view_id: number;
  answered: boolean;
  total_responses_count: number;
  commented_at: Date | string | null;
  questions_version: number | null;
}

/** Records the view only when the member may see the question: the rows the statements below insert. */
function visibleViewInsert(user: AuthUser, id: number, now: Date): SQL {
  return sql`insert into topic_views (topic_id, user_id)
    select t.id, ${user.id} from topics t where t.id = ${id} and ${visibleTo(user, now)}
    returning id, topic_id`;
}

/**
 * Opens the question for its view: records the member's view of it and reads the page back, in one
 * statement (issue 27: a second round trip was a quarter of the open's server time). Nothing (no row,
 * no view) when it does not exist or the member may not see it. On the primary, where the view is
 * written: the question is read by its key there too.
 */
export async function openVisibleTopic(db: Db, user: AuthUser, id: number, now: Date): Promise<OpenedTopicRow | null> {
  const [row] = await selectRows<OpenedTopicRow>(
    db,
    sql`with v as (${visibleViewInsert(user, id, now)})
      select ${detailColumns(user.id)}, v.id as topic_view_id
      from v join topics t on t.id = v.topic_id ${DETAIL_JOINS}`,
    { prepared: true },
  );
  return row ?? null;
}

/**
 * Opens a question whose page is kept (question-cache.ts): records the view and reads what the kept
 * page leaves open (`RecordedView`), not the page. Null as `openVisibleTopic`.
 */
export async function recordVisibleView(db: Db, user: AuthUser, id: number, now: Date): Promise<RecordedView | null> {
  const [row] = await selectRows<RecordedView>(
    db,
    sql`with v as (${visibleViewInsert(user, id, now)})
      select v.id as topic_view_id, t.total_responses_count, t.commented_at,
        exists (select 1 from comments a where a.topic_id = t.id and a.reply_to is null
          and a.deleted_at is null and a.created_by_user_id = ${user.id}) as answered,
        ${QUESTIONS_VERSION} as questions_version
      from v join topics t on t.id = v.topic_id`,
    { prepared: true },
  );
  return row ?? null;
}

/** The page of a question the member was just let see (`recordVisibleView`), when the kept one is older. */
export async function readTopicDetail(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<(TopicDetailRow & { questions_version: number | null }) | null> {
  const [row] = await selectRows<TopicDetailRow & { questions_version: number | null }>(
    db,
    sql`select ${detailColumns(user.id)} from topics t ${DETAIL_JOINS} where t.id = ${id}`,
    { prepared: true },
  );
  return row ?? null;
}

export interface VisibleTopic {
  id: number;
  title: string;
  publish_date: Date;
  expiration_date: Date;
  hide_answers: boolean;
  reward_enabled: boolean;
  reward_value_cents: number;
  use_npi_map: boolean;
  /** The question targets the user (their specialty, subspecialty or NPI): they are its audience. */
  targets_user: boolean;
}

/**
 * The question as the thread, answers, votes, reports and programs need it, when the user may see it.
 * `forUpdate` locks the row so concurrent answers to one question are serialised.
 */
export async function findVisibleTopic(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  now: Date,
  o: { forUpdate?: boolean } = {},
): Promise<VisibleTopic | null> {
  const [row] = await selectRows<VisibleTopic>(
    db,
    sql`select t.id, t.title, t.publish_date, t.expiration_date, t.hide_answers, t.reward_enabled,
        t.reward_value_cents, t.use_npi_map, ${targetsUser(user, { oneQuestion: true })} as targets_user
      from topics t where t.id = ${id} and ${visibleTo(user, now)}
      ${o.forUpdate ? sql`for no key update of t` : sql``}`,
  );
  return row ?? null;
}

/**
 * The next active question of the member's own feed that they have not answered: the first one after
 * the current question in feed order (expiration date descending), wrapping round to the top.
 */
export async function findNextTopic(db: Db, user: AuthUser, current: { id: number; expiration_date: Date }, now: Date) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const currentExpiry = sql`${current.expiration_date.toISOString()}::timestamptz`;
  const [row] = await selectRows<{ id: number; title: string }>(
    db,
    sql`select t.id, t.title from topics t
      where t.id <> ${current.id} and t.deleted_at is null
        and t.publish_date <= ${at} and t.expiration_date >= ${at}
        and ${isManager(user) ? sql`true` : targetsUser(user)}
        and not exists (select 1 from comments a where a.topic_id = t.id and a.reply_to is null
          and a.deleted_at is null and a.created_by_user_id = ${user.id})
      order by case when (t.expiration_date, t.id) < (${currentExpiry}, ${current.id}) then 0 else 1 end,
        t.expiration_date desc, t.id desc
      limit 1`,
  );
  return row ?? null;
}

/**
 * The header's unseen-topics dot: an active question of the member's own feed they have never opened.
 * Managers have no personal feed to catch up on.
 */
export async function hasUnseenTopics(db: Db | Tx, user: AuthUser, now: Date = new Date()): Promise<boolean> {
  if (isManager(user)) return false;
  const [row] = await selectRows<{ unseen: boolean }>(db, sql`select ${unseenTopicsSql(user, now)} as unseen`, {
    prepared: true,
  });
  return Boolean(row?.unseen);
}

/**
 * `hasUnseenTopics` as an SQL expression, for statements that read it with more (the first thread page).
 * It checks every active question of the network against the member's audience, about 100 per 200,000
 * members (issue 27: 2.6 ms of the first page at 1 million). With `kept`, the active questions of the
 * member's shared feed list (modules/topics/feed-cache.ts `activeQuestionsOf`), only those are
 * checked, when the list is still the member's: no NPI map names them and no write moved the questions'
 * version (migration 0030) since it was read; else the whole check runs, as without it. Not the feed's
 * version, which every answer moves: with answers arriving all over the network the kept list would
 * almost never be used.
 */
export function unseenTopicsSql(user: AuthUser, now: Date, kept?: { version: number; ids: number[] }): SQL {
  if (isManager(user)) return sql`false`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const unseen = sql`exists (select 1 from topics t
      where t.deleted_at is null and t.publish_date <= ${at} and t.expiration_date >= ${at}
        and ${targetsUser(user)}
        and not exists (select 1 from topic_views v where v.topic_id = t.id and v.user_id = ${user.id}))`;
  if (!kept) return unseen;
  return sql`case when coalesce(${QUESTIONS_VERSION} <= ${kept.version}, false)
      and not exists (select 1 from topic_audiences aud where aud.audience = 'n:' || ${user.npi}::text)
    then exists (select 1 from unnest(${`{${kept.ids.join(',')}}`}::int[]) as q(id)
      where not exists (select 1 from topic_views v where v.topic_id = q.id and v.user_id = ${user.id}))
    else ${unseen} end`;
}

/**
 * What a member's My Specialty feed needs of its own per request (modules/topics/feed-cache.ts): the
 * feed version its shared part is cached under, whether a question's NPI map names the member (then
 * their feed is not the one their specialty shares), and the questions they answered.
 */
function feedReaderSql(user: AuthUser): SQL {
  return sql`select (select version from feed_version where id = 1) as version,
    ${QUESTIONS_VERSION} as questions_version,
    exists (select 1 from topic_audiences aud where aud.audience = 'n:' || ${user.npi}::text) as npi_mapped,
    array(select a.topic_id from comments a where a.created_by_user_id = ${user.id} and a.reply_to is null
      and a.deleted_at is null) as answered_ids`;
}

interface FeedReaderRow {
  version: number;
  questions_version: number | null;
  npi_mapped: boolean;
  answered_ids: (number | string)[] | null;
}

export interface FeedReaderState {
  version: number;
  /** The questions' version (migration 0030) as of the same statement; NaN without its row. */
  questionsVersion: number;
  npiMapped: boolean;
  answered: Set<number>;
}

const readerState = (row: FeedReaderRow | undefined): FeedReaderState => ({
  // No version row (never written since the rows were emptied): nothing may be cached under it.
  version: row?.version === null || row?.version === undefined ? Number.NaN : Number(row.version),
  questionsVersion:
    row?.questions_version === null || row?.questions_version === undefined
      ? Number.NaN
      : Number(row.questions_version),
  npiMapped: Boolean(row?.npi_mapped),
  answered: new Set((row?.answered_ids ?? []).map(Number)),
});

/** The reader's part of the My Specialty feed, one prepared statement. */
export async function feedReaderState(db: Db, user: AuthUser): Promise<FeedReaderState> {
  const [row] = await selectRows<FeedReaderRow>(db, feedReaderSql(user), { prepared: true });
  return readerState(row);
}

export interface AudienceTopicRow extends TopicRow {
  published: boolean;
  expired: boolean;
}

/**
 * The reader's part (as `feedReaderState`) and, in the same statement and so as of the same feed
 * version, every question (not deleted; scheduled ones too, to know when the next is published) for
 * the member's specialty and subspecialty in the feed's order, as nobody in particular reads them
 * (`answered` is the reader's, added per request).
 */
export async function feedReaderStateAndTopics(
  db: Db,
  user: AuthUser,
  o: { sort: FeedSort; now: Date },
): Promise<{ reader: FeedReaderState; rows: AudienceTopicRow[] }> {
  const at = sql`${o.now.toISOString()}::timestamptz`;
  const found = await selectRows<FeedReaderRow & AudienceTopicRow>(
    db,
    sql`select r.*, c.* from (${feedReaderSql(user)}) r left join lateral (
      select ${topicColumns(0)}, ${specialtiesJson} as specialties,
        t.publish_date <= ${at} as published, t.expiration_date < ${at} as expired
      from topics t
      where t.deleted_at is null and exists (select 1 from topic_audiences aud where aud.topic_id = t.id
        and aud.audience in ('s:' || ${user.specialtyId}::int, 'ss:' || ${user.subspecialtyId}::int))) c on true
    order by ${SORT_SQL[o.sort]}`,
  );
  // No question: the one row of the reader's part, with nulls for the question's columns.
  return { reader: readerState(found[0]), rows: found.filter((row) => row.id !== null) };
}
