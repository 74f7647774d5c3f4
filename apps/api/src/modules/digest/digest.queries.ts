import { randomBytes } from 'node:crypto';
import { DIGEST_LOCAL_HOUR } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { activeMember } from '../campaigns/audiences.js';
import { deliverySql } from '../notifications/notification-settings.queries.js';
import type { NotificationListRow } from '../notifications/notifications.queries.js';

/**
 * The weekly digest's SQL (docs/digest.md). Everything is set-based: a run works through the members
 * in batches of ids, and each batch costs a fixed number of statements (candidates, claim, the three
 * kinds of content, unsubscribe tokens), plus one write per message when it is recorded as sent.
 */

/** A time zone whose members are due now: their local Monday, from DIGEST_LOCAL_HOUR until midnight. */
export interface DueZone {
  tz: string;
  /** The Monday of the local ISO week: the week's key. */
  week: string;
  /** The content window: from last week's send time to this week's (local Monday DIGEST_LOCAL_HOUR:00). */
  since: Date;
  until: Date;
}

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

/**
 * The time zones the members chose that PostgreSQL knows (a name Node accepted but the database's
 * zone data lacks would fail every statement that used it: such members get UTC, like the unset ones).
 */
export async function knownMemberZones(db: Db): Promise<string[]> {
  const rows = await selectRows<{ name: string }>(
    db,
    sql`select name from pg_timezone_names
      where name in (select distinct time_zone from notification_settings where time_zone is not null)`,
  );
  return [...new Set(['UTC', ...rows.map((r) => r.name)])];
}

/** Of `zones`, those where it is Monday at or after DIGEST_LOCAL_HOUR at `now`, with their week and window. */
export async function dueZones(db: Db, zones: string[], now: Date): Promise<DueZone[]> {
  const rows = await selectRows<{ tz: string; week: string; since: Date; until: Date }>(
    db,
    sql`select z.tz, l.local_now::date::text as week,
        ((l.local_now::date - 7) + make_time(${DIGEST_LOCAL_HOUR}, 0, 0)) at time zone z.tz as since,
        (l.local_now::date + make_time(${DIGEST_LOCAL_HOUR}, 0, 0)) at time zone z.tz as until
      from unnest(${sql.param(zones)}::text[]) as z(tz)
      cross join lateral (select ${ts(now)} at time zone z.tz as local_now) l
      where extract(isodow from l.local_now) = 1 and extract(hour from l.local_now) >= ${DIGEST_LOCAL_HOUR}`,
  );
  return rows.map((r) => ({ tz: r.tz, week: r.week, since: new Date(r.since), until: new Date(r.until) }));
}

export interface DigestCandidate {
  user_id: number;
  email: string;
  first_name: string;
  last_name: string;
  tz: string;
  week: string;
}

/** The highest user id: the end of a run's walk through the members. */
export async function maxUserId(db: Db): Promise<number> {
  const [row] = await selectRows<{ max: number | null }>(db, sql`select max(id) as max from users`);
  return Number(row?.max ?? 0);
}

/**
 * The members with ids in (`afterId`, `afterId + span`] who are due and have no finished or live
 * claim for their week: active members (the campaigns' rule: HCP and test HCP, not disabled or
 * deleted) with the digest on. A claim older than `staleBefore` and unfinished belongs to a sender
 * that died. A range of ids rather than "the next N": the range is an index scan of N rows, where
 * "the next N" made PostgreSQL join and sort every remaining member for each batch. The range is
 * repeated on each table so the plan stays within it whatever the statistics say (without it, the
 * ledger's whole primary key was scanned for each range: 47 ms a range instead of 1 at scale 1).
 */
export async function digestCandidates(
  db: Db,
  o: { zones: string[]; due: DueZone[]; afterId: number; span: number; staleBefore: Date },
): Promise<DigestCandidate[]> {
  return selectRows<DigestCandidate>(
    db,
    sql`with due as (select * from unnest(${sql.param(o.due.map((d) => d.tz))}::text[],
          ${sql.param(o.due.map((d) => d.week))}::date[]) as due(tz, week))
      select u.id as user_id, u.email, u.first_name, u.last_name, due.tz, due.week::text as week
      from users u
      left join notification_settings s on s.user_id = u.id and s.user_id > ${o.afterId} and s.user_id <= ${o.afterId + o.span}
      join due on due.tz = (case when s.time_zone = any(${sql.param(o.zones)}::text[]) then s.time_zone else 'UTC' end)
      where u.id > ${o.afterId} and u.id <= ${o.afterId + o.span} and ${activeMember} and coalesce(s.weekly_digest, true)
        and not exists (select 1 from digest_deliveries d where d.user_id = u.id
          and d.user_id > ${o.afterId} and d.user_id <= ${o.afterId + o.span} and d.week = due.week
          and (d.finished_at is not null or d.claimed_at >= ${ts(o.staleBefore)}))
      order by u.id`,
  );
}

export interface DigestClaim {
  user_id: number;
  week: string;
  /** A dead sender's claim taken over: its message may have gone out already. */
  reclaimed: boolean;
}

/**
 * Claims the members' weeks: a new row for each, or a stale unfinished one taken over. A row another
 * sender claimed in the meantime is left out of the result (the insert does nothing; the update's
 * condition is checked again once the other's write commits), so each week is claimed by one sender.
 */
export async function claimDigests(
  db: Db,
  candidates: Pick<DigestCandidate, 'user_id' | 'week'>[],
  o: { now: Date; staleBefore: Date },
): Promise<DigestClaim[]> {
  if (!candidates.length) return [];
  return selectRows<DigestClaim>(
    db,
    sql`with c as (select * from unnest(${sql.param(candidates.map((c) => c.user_id))}::int[],
          ${sql.param(candidates.map((c) => c.week))}::date[]) as c(user_id, week)),
      made as (insert into digest_deliveries (user_id, week, claimed_at)
        select user_id, week, ${ts(o.now)} from c
        on conflict (user_id, week) do nothing
        returning user_id, week::text as week, false as reclaimed),
      taken as (update digest_deliveries d set claimed_at = ${ts(o.now)}
        from c where d.user_id = any(${sql.param(candidates.map((c) => c.user_id))}::int[])
          and d.user_id = c.user_id and d.week = c.week
          and d.finished_at is null and d.claimed_at < ${ts(o.staleBefore)}
        returning d.user_id, d.week::text as week, true as reclaimed)
      select * from made union all select * from taken`,
  );
}

/**
 * Records the members' weeks as done: sent (after the relay accepted it), empty, or rejected. The
 * `user_id = any(…)` is for the planner: joined to the array alone, with statistics from before the
 * run (a new week's rows are never in them), it scanned the whole primary key for each update.
 */
export async function finishDigests(
  db: Db,
  rows: { user_id: number; week: string; items: number }[],
  outcome: 'sent' | 'empty' | 'rejected',
  at: Date,
): Promise<void> {
  if (!rows.length) return;
  await db.execute(sql`update digest_deliveries d set finished_at = ${ts(at)}, outcome = ${outcome}, items = r.items
    from unnest(${sql.param(rows.map((r) => r.user_id))}::int[], ${sql.param(rows.map((r) => r.week))}::date[],
      ${sql.param(rows.map((r) => r.items))}::int[]) as r(user_id, week, items)
    where d.user_id = any(${sql.param(rows.map((r) => r.user_id))}::int[]) and d.user_id = r.user_id and d.week = r.week`);
}

/** Weeks older than this many are forgotten (the key only has to outlive the week it guards). */
const KEEP_WEEKS = 8;

export async function pruneDigestDeliveries(db: Db, now: Date): Promise<void> {
  await db.execute(
    sql`delete from digest_deliveries where week < (${ts(now)} - make_interval(weeks => ${KEEP_WEEKS}))::date`,
  );
}

/** A batch's members with their content window. */
export interface DigestWindow {
  user_id: number;
  since: Date;
  until: Date;
}

const batchTable = (members: DigestWindow[]) =>
  sql`unnest(${sql.param(members.map((m) => m.user_id))}::int[],
    ${sql.param(members.map((m) => m.since.toISOString()))}::timestamptz[],
    ${sql.param(members.map((m) => m.until.toISOString()))}::timestamptz[]) as b(user_id, since, until)`;

/** Items listed per section; the rest are counted ("and 4 more"). */
export const DIGEST_SECTION_LIMIT = 5;
export const DIGEST_ACTIVITY_LIMIT = 10;

export interface DigestQuestionRow {
  user_id: number;
  id: number;
  title: string;
  total: number;
}

/**
 * New questions for each member: published in their window, still open at `now`, that the feed
 * shows them (the audience keys of topics/eligibility.ts: specialty, subspecialty or NPI map, the
 * keys `topicTargetsMember` matches), and that they have not answered. Only titles: nothing of the
 * answers. Planned in steps (materialized): the window's few questions with their audience keys, the
 * batch's members with theirs, a hash join of the two, then the member's own answers; left to the
 * planner as one join it paired every member with every open question first (15 times slower).
 */
export async function newQuestions(db: Db, members: DigestWindow[], now: Date): Promise<DigestQuestionRow[]> {
  if (!members.length) return [];
  return selectRows<DigestQuestionRow>(
    db,
    sql`with b as (select * from ${batchTable(members)}),
      recent as materialized (select t.id, t.title, t.publish_date, aud.audience
        from topics t join topic_audiences aud on aud.topic_id = t.id
        where t.deleted_at is null and t.publish_date >= (select min(since) from b)
          and t.publish_date < (select max(until) from b)
          and t.publish_date <= ${ts(now)} and t.expiration_date >= ${ts(now)}),
      member_keys as materialized (select b.user_id, b.since, b.until, k.audience
        from b join users u on u.id = b.user_id
        cross join lateral (values ('s:' || u.specialty_id), ('ss:' || u.subspecialty_id), ('n:' || u.npi)) as k(audience)
        where k.audience is not null),
      pairs as materialized (select distinct k.user_id, r.id, r.title, r.publish_date
        from member_keys k join recent r on r.audience = k.audience
        where r.publish_date >= k.since and r.publish_date < k.until),
      ranked as (select p.*, row_number() over (partition by p.user_id order by p.publish_date desc, p.id desc) as rn,
          count(*) over (partition by p.user_id) as total
        from pairs p
        where not exists (select 1 from comments a where a.created_by_user_id = p.user_id and a.topic_id = p.id
          and a.reply_to is null and a.deleted_at is null))
    select user_id, id, title, total::int as total from ranked where rn <= ${DIGEST_SECTION_LIMIT}
    order by user_id, rn`,
  );
}

/** A notification as the list reads it, for one member of the batch, with their section's total. */
export interface DigestActivityRow extends NotificationListRow {
  user_id: number;
  total: number;
}

/**
 * Activity for each member: their unread notifications of the window whose kind they hear of in the
 * digest (their choice, else the default: deliverySql). Notifications are only ever made for what the
 * member may read (a hidden thread never notifies) and deleted items withdraw their unread ones, so
 * the list reveals nothing the member could not open. Read ones are left out: the member saw them.
 */
export async function recentActivity(db: Db, members: DigestWindow[]): Promise<DigestActivityRow[]> {
  if (!members.length) return [];
  return selectRows<DigestActivityRow>(
    db,
    sql`select n.user_id, n.id, n.kind, n.count, n.subject_key, n.subject_title, n.link, n.created_at, n.updated_at,
        n.read_at, au.first_name as actor_first_name, au.last_name as actor_last_name, n.total::int as total
      from (
        select n.*, row_number() over (partition by n.user_id order by n.updated_at desc, n.id desc) as rn,
          count(*) over (partition by n.user_id) as total
        from ${batchTable(members)}
        join notifications n on n.user_id = b.user_id and n.read_at is null
          and n.updated_at >= b.since and n.updated_at < b.until
        where ${deliverySql(sql`n.kind`, sql`n.user_id`)} = 'digest'
      ) n
      left join users au on au.id = n.actor_user_id
      where n.rn <= ${DIGEST_ACTIVITY_LIMIT}
      order by n.user_id, n.rn`,
  );
}

export interface DigestConsensusRow {
  user_id: number;
  id: number;
  title: string;
  total: number;
}

/**
 * Consensuses published in each member's window in their specialty (a consensus's specialty is its
 * `topic_selection`, matched by name in any case, as the Case Consensuses page filters).
 */
export async function publishedConsensuses(db: Db, members: DigestWindow[]): Promise<DigestConsensusRow[]> {
  if (!members.length) return [];
  return selectRows<DigestConsensusRow>(
    db,
    sql`select user_id, id, title, total::int as total from (
        select b.user_id, c.id, c.title,
          row_number() over (partition by b.user_id order by c.published_at desc, c.id desc) as rn,
          count(*) over (partition by b.user_id) as total
        from ${batchTable(members)}
        join users u on u.id = b.user_id
        join specialties sp on sp.id = u.specialty_id
        join consensus_summaries c on c.status = 'published' and c.deleted_at is null
          and c.published_at >= b.since and c.published_at < b.until
          and lower(trim(c.topic_selection)) = lower(sp.name)
      ) q where rn <= ${DIGEST_SECTION_LIMIT}
      order by user_id, rn`,
  );
}

/**
 * The members' unsubscribe tokens (unsubscribe.queries.ts makes one per member, the same in every
 * message), made for those who have none yet: two statements for a whole batch.
 */
export async function unsubscribeTokensFor(db: Db, userIds: number[]): Promise<Map<number, string>> {
  if (!userIds.length) return new Map();
  const fresh = userIds.map(() => randomBytes(24).toString('base64url'));
  await db.execute(sql`insert into campaign_mail_preferences (user_id, unsubscribe_token)
    select * from unnest(${sql.param(userIds)}::int[], ${sql.param(fresh)}::text[])
    on conflict (user_id) do nothing`);
  const rows = await selectRows<{ user_id: number; token: string }>(
    db,
    sql`select user_id, unsubscribe_token as token from campaign_mail_preferences
      where user_id = any(${sql.param(userIds)}::int[])`,
  );
  return new Map(rows.map((r) => [Number(r.user_id), r.token]));
}
