import { COMMENT_PREVIEW_SIZE, type CommentOrder } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { unseenTopicsSql } from '../topics/topics.queries.js';
import { type ThreadAccess, type ThreadRow, threadAccessSql, threadSelect } from './comments.queries.js';

/**
 * Keyset pages of a thread. Each page is an index range scan whatever the thread's size:
 * answers by rating on comments_answers_rating_idx (topic, wilson desc, id desc), by date on
 * comments_answers_date_idx (topic, created_at desc, id desc), an answer's comments on
 * comments_reply_idx (reply_to, created_at, id) read backwards. The key of a row is returned with it
 * (`key_value`) so the next page starts exactly after it: created_at in whole microseconds, as text,
 * since a JavaScript Date would round it to milliseconds.
 */
export interface PageRow extends ThreadRow {
  key_value: string;
}

export interface AnswerRow extends PageRow {
  comment_count: number;
}

/** Where the previous page ended: its last row's key and id. */
export interface PageAfter {
  key: string;
  id: number;
}

const MICROS = sql`(extract(epoch from c.created_at) * 1000000)::bigint::text`;
const fromMicros = (micros: string) => sql`(timestamptz 'epoch' + ${micros}::bigint * interval '1 microsecond')`;

/** The order of a page: the key, its SQL and the row comparison that continues after a cursor. */
function answerOrder(order: CommentOrder, after: PageAfter | null) {
  if (order === 'rating') {
    return {
      key: sql`c.wilson::text`,
      orderBy: sql`c.wilson desc nulls last, c.id desc nulls last`,
      after: after ? sql`and (c.wilson, c.id) < (${after.key}::float8, ${after.id})` : sql``,
    };
  }
  return {
    key: MICROS,
    orderBy: sql`c.created_at desc nulls last, c.id desc nulls last`,
    after: after ? sql`and (c.created_at, c.id) < (${fromMicros(after.key)}, ${after.id})` : sql``,
  };
}

export interface AnswerPageFilter {
  topicId: number;
  order: CommentOrder;
  after: PageAfter | null;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  take: number;
  ignoreDeleted: boolean;
  /** Only this member's answer (and comments): while the responses are hidden from them. */
  authorId?: number;
  /**
   * Answers already shown in this walk (by rating): the page is the best of the others, wherever
   * votes have moved them since. The scan reads these index entries too, so their number is bounded.
   */
  exclude?: readonly number[];
}

const answerFilter = (f: Pick<AnswerPageFilter, 'topicId' | 'ignoreDeleted' | 'authorId'>) =>
  sql`c.topic_id = ${f.topicId} and c.reply_to is null
    ${f.ignoreDeleted ? sql`and c.deleted_at is null` : sql``}
    ${f.authorId === undefined ? sql`` : sql`and c.created_by_user_id = ${f.authorId}`}`;

const commentFilter = (authorId: number | undefined) =>
  authorId === undefined ? sql`` : sql`and k.created_by_user_id = ${authorId}`;

/** One page of a question's answers, each with its number of comments. */
export function answerRows(db: Db, readerId: number, f: AnswerPageFilter) {
  const o = answerOrder(f.order, f.after);
  const exclude = f.exclude?.length ? sql`and c.id <> all(${`{${f.exclude.join(',')}}`}::int[])` : sql``;
  const source = sql`comments c where ${answerFilter(f)} ${o.after} ${exclude} order by ${o.orderBy} limit ${f.take}`;
  return selectRows<AnswerRow>(
    db,
    threadSelect(readerId, source, {
      columns: sql`, ${o.key} as key_value,
        (select count(*) from comments k where k.reply_to = c.id ${commentFilter(f.authorId)})::int as comment_count`,
      orderBy: o.orderBy,
    }),
  );
}

/**
 * The thread's totals as the reader may see it: its answers (deleted ones too, unless
 * `ignoreDeleted`), and its answers and comments that are not deleted (comments under a deleted answer
 * left out with `ignoreDeleted`, as its answer is). One pass over the question's rows.
 */
export async function countThread(db: Db, f: Pick<AnswerPageFilter, 'topicId' | 'ignoreDeleted' | 'authorId'>) {
  const [row] = await selectRows<{ answers: number; responses: number }>(
    db,
    sql`select count(*) filter (where c.reply_to is null ${f.ignoreDeleted ? sql`and c.deleted_at is null` : sql``})::int as answers,
        count(*) filter (where c.deleted_at is null
          ${f.ignoreDeleted ? sql`and (p.id is null or p.deleted_at is null)` : sql``})::int as responses
      from comments c left join comments p on p.id = c.reply_to
      where c.topic_id = ${f.topicId}
        ${f.authorId === undefined ? sql`` : sql`and c.created_by_user_id = ${f.authorId}`}`,
  );
  return { answers: Number(row?.answers ?? 0), responses: Number(row?.responses ?? 0) };
}

/** The newest comments of each of `answerIds` (up to COMMENT_PREVIEW_SIZE each), newest first. */
export function commentPreviewRows(db: Db, readerId: number, answerIds: number[], authorId?: number) {
  if (answerIds.length === 0) return Promise.resolve([] as PageRow[]);
  const ids = sql.join(
    answerIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const source = sql`unnest(array[${ids}]) as p(answer_id)
    cross join lateral (select k.* from comments k where k.reply_to = p.answer_id ${commentFilter(authorId)}
      order by k.created_at desc, k.id desc limit ${COMMENT_PREVIEW_SIZE}) c`;
  return selectRows<PageRow>(
    db,
    threadSelect(readerId, source, {
      columns: sql`, ${MICROS} as key_value`,
      orderBy: sql`c.reply_to, c.created_at desc, c.id desc`,
    }),
  );
}

/** A page of one answer's comments, newest first. */
export function answerCommentRows(
  db: Db,
  readerId: number,
  f: { answerId: number; after: PageAfter | null; take: number; authorId?: number },
) {
  const after: SQL = f.after ? sql`and (k.created_at, k.id) < (${fromMicros(f.after.key)}, ${f.after.id})` : sql``;
  const source = sql`(select k.* from comments k where k.reply_to = ${f.answerId} ${commentFilter(f.authorId)} ${after}
    order by k.created_at desc, k.id desc limit ${f.take}) c`;
  return selectRows<PageRow>(
    db,
    threadSelect(readerId, source, {
      columns: sql`, ${MICROS} as key_value`,
      orderBy: sql`c.created_at desc, c.id desc`,
    }),
  );
}

/** An answer (not a comment) and its question, for reading its comments. */
export async function findAnswer(db: Db, id: number) {
  const [row] = await selectRows<{ id: number; topic_id: number; created_by_user_id: number }>(
    db,
    sql`select id, topic_id, created_by_user_id from comments where id = ${id} and reply_to is null`,
  );
  return row ?? null;
}

/**
 * What the first thread page needs of the reader per request, in one prepared statement (issue 27):
 * the access check with the thread version (`findThreadAccess`), the unseen-topics flag (from the
 * member's kept feed list when there is one: `unseenTopicsSql`), and the reader's votes on `answerIds`
 * (the answers of the page kept in the cache, if any). Nothing when the question is not one the reader
 * may see.
 */
export async function threadReaderState(
  db: Db,
  user: AuthUser,
  topicId: number,
  now: Date,
  answerIds: number[],
  activeQuestions?: { version: number; ids: number[] },
): Promise<(ThreadAccess & { unseen: boolean; votes: Map<number, 1 | -1> }) | null> {
  const [row] = await selectRows<ThreadAccess & { unseen: boolean; votes: [number, number][] | null }>(
    db,
    sql`select a.*, ${unseenTopicsSql(user, now, activeQuestions)} as unseen,
      (select json_agg(json_build_array(r.comment_id, r.value)) from ratings r
        where r.user_id = ${user.id} and r.comment_id = any(${`{${answerIds.join(',')}}`}::int[])) as votes
    from (${threadAccessSql(user, topicId, now)}) a`,
    { prepared: true },
  );
  if (!row) return null;
  const votes = new Map((row.votes ?? []).map(([id, value]) => [Number(id), value === 1 ? 1 : -1] as const));
  return { ...row, votes };
}
