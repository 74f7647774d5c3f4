import { removeDraftsOfTarget } from '../drafts/drafts.queries.js';
import { withdrawNotifications } from '../notifications/notifications.events.js';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../../db/raw-sql.js';
import { visibleTo } from '../topics/topics.policy.js';

/** One answer or comment with its authors' names and specialties and the reader's own vote. */
export interface ThreadRow {
  id: number;
  topic_id: number;
  reply_to: number | null;
  text: string;
  created_at: Date;
  updated_at: Date;
  deleted_at: Date | null;
  agree_count: number;
  disagree_count: number;
  created_by_user_id: number;
  author_first_name: string;
  author_last_name: string;
  author_specialty: string | null;
  modified_by_user_id: number | null;
  modifier_first_name: string | null;
  modifier_last_name: string | null;
  modifier_specialty: string | null;
  user_vote: number | null;
}

/** One person's name and specialty by primary key (the specialty as a subquery: a join here made
 * the planner rebuild a hash of all specialties for every row of the thread). */
const person = (id: SQL) =>
  sql`select u.first_name, u.last_name, (select s.name from specialties s where s.id = u.specialty_id) as specialty
    from users u where u.id = ${id} limit 1`;

/**
 * A whole thread (or one item of it) in a single statement, whatever its size: authors, modifiers,
 * their specialties and the reader's vote are joined, never fetched per answer.
 * The people are looked up through lateral subqueries with `limit 1`, which the planner cannot
 * flatten: a plain join let it hash the whole users table (a sequential scan of 200,000 members,
 * 100 ms) for a thread of 1,300 items, where 1,300 primary-key probes take a few milliseconds.
 */
export function threadRows(
  db: Db | Tx,
  readerId: number,
  where: { topicId: number; authorId?: number } | { id: number },
) {
  const filter: SQL =
    'topicId' in where
      ? where.authorId === undefined
        ? sql`c.topic_id = ${where.topicId}`
        : sql`c.created_by_user_id = ${where.authorId} and c.topic_id = ${where.topicId}`
      : sql`c.id = ${where.id}`;
  return selectRows<ThreadRow>(db, threadSelect(readerId, sql`comments c where ${filter}`));
}

/**
 * The thread's columns for the rows of `source`, which names them `c` and may end with where /
 * order / limit clauses: the people and the vote are joined to those rows only. The joins do not
 * keep the source's order, so a caller that needs one passes `orderBy` (in terms of `c`).
 */
export function threadSelect(readerId: number, source: SQL, more: { columns?: SQL; orderBy?: SQL } = {}): SQL {
  return sql`select c.id, c.topic_id, c.reply_to, c.text, c.created_at, c.updated_at, c.deleted_at,
        c.agree_count, c.disagree_count, c.created_by_user_id,
        cu.first_name as author_first_name, cu.last_name as author_last_name, cu.specialty as author_specialty,
        c.modified_by_user_id, mu.first_name as modifier_first_name, mu.last_name as modifier_last_name,
        mu.specialty as modifier_specialty, r.value as user_vote ${more.columns ?? sql``}
      from (select c.* from ${source}) c
      cross join lateral (${person(sql`c.created_by_user_id`)}) cu
      left join lateral (${person(sql`c.modified_by_user_id`)}) mu on true
      left join ratings r on r.comment_id = c.id and r.user_id = ${readerId}
      ${more.orderBy ? sql`order by ${more.orderBy}` : sql``}`;
}

export interface ThreadAccess {
  id: number;
  hide_answers: boolean;
  /** The reader has an answer on the question that is not deleted. */
  answered: boolean;
  /** That answer's id (the web app offers the answer form only without one). */
  own_answer_id: number | null;
  /** Moves with every change to the thread (topics.thread_version): the key of cached pages. */
  thread_version: number;
  /** The reader asked to see the responses (`answers_view`) on one of their views of the question. */
  responses_shown: boolean;
}

/** What deciding the thread's visibility needs, when the reader may see the question at all. */
export async function findThreadAccess(db: Db | Tx, user: AuthUser, topicId: number, now: Date) {
  const [row] = await selectRows<ThreadAccess>(db, threadAccessSql(user, topicId, now), { prepared: true });
  return row ?? null;
}

/** The statement of `findThreadAccess`, which the first thread page reads with more (answer-pages.queries.ts). */
export function threadAccessSql(user: AuthUser, topicId: number, now: Date): SQL {
  return sql`select t.id, t.hide_answers, t.thread_version,
        exists (select 1 from comments a where a.topic_id = t.id and a.reply_to is null
          and a.deleted_at is null and a.created_by_user_id = ${user.id}) as answered,
        (select a.id from comments a where a.topic_id = t.id and a.reply_to is null
          and a.deleted_at is null and a.created_by_user_id = ${user.id} order by a.id limit 1) as own_answer_id,
        exists (select 1 from topic_views v where v.topic_id = t.id and v.user_id = ${user.id}
          and v.responses_shown_at is not null) as responses_shown
      from topics t where t.id = ${topicId} and ${visibleTo(user, now)}`;
}

/** The answer or comment an author edits, deletes or a member votes on, locked for the change. */
export interface CommentForChange {
  id: number;
  topic_id: number;
  reply_to: number | null;
  created_by_user_id: number;
  deleted_at: Date | null;
}

export async function lockComment(
  tx: Db | Tx,
  id: number,
  o: { lock?: boolean } = {},
): Promise<CommentForChange | null> {
  const [row] = await selectRows<CommentForChange>(
    tx,
    sql`select id, topic_id, reply_to, created_by_user_id, deleted_at from comments where id = ${id}
      ${o.lock === false ? sql`` : sql`for no key update`}`,
  );
  return row ?? null;
}

/** The reader's own view of the question, or nothing when the id is someone else's or another question's. */
export async function findOwnTopicView(db: Db | Tx, userId: number, topicId: number, topicViewId: number) {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select id from topic_views where id = ${topicViewId} and user_id = ${userId} and topic_id = ${topicId}`,
  );
  return row ?? null;
}

/** The member agreed to the disclaimer (spec §4): writing in a thread needs it. */
export async function hasAgreedToDisclaimer(db: Db | Tx, userId: number): Promise<boolean> {
  const [row] = await selectRows<{ id: number }>(
    db,
    sql`select user_id as id from disclaimer_reads where user_id = ${userId}`,
  );
  return row !== undefined;
}

/**
 * Removes an answer or comment, whoever does it (its author, or a moderator through modules/phi): an
 * answer is marked deleted (its comments stay, its text is no longer returned), a comment is removed;
 * the question's response count drops by one.
 */
export async function removeComment(tx: Tx, c: CommentForChange, by: number, at: Date): Promise<void> {
  // Whoever removes it (its author, a moderator), its unread notifications go with it (issue 25).
  await withdrawNotifications(tx, { id: c.id, topicId: c.topic_id, isAnswer: c.reply_to === null });
  await removeDraftsOfTarget(tx, c.reply_to === null ? ['comment', 'edit'] : ['edit'], c.id);
  if (c.reply_to === null) {
    await tx.execute(sql`update comments set deleted_at = ${at.toISOString()}::timestamptz,
      modified_by_user_id = ${by} where id = ${c.id}`);
  } else {
    await tx.execute(sql`delete from comments where id = ${c.id}`);
  }
  await tx.execute(sql`update topics set total_responses_count = greatest(total_responses_count - 1, 0)
    where id = ${c.topic_id}`);
}

/** Replaces an answer's or comment's text (its author's edit, or a moderator's). */
export async function replaceCommentText(tx: Tx, id: number, text: string, by: number, at: Date): Promise<void> {
  await tx.execute(sql`update comments set text = ${text}, updated_at = ${at.toISOString()}::timestamptz,
    modified_by_user_id = ${by} where id = ${id}`);
}
