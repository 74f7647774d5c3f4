import type {
  AnswerComments,
  AnswerPage,
  answerCommentsQuerySchema,
  answerPageQuerySchema,
  CommentOrder,
} from '@pc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { fieldError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { hasUnseenTopics } from '../topics/topics.queries.js';
import { QUESTION_NOT_FOUND } from '../topics/topics.service.js';
import {
  answerCommentRows,
  answerRows,
  commentPreviewRows,
  countAnswers,
  findAnswer,
  type PageAfter,
  type PageRow,
} from './answer-pages.queries.js';
import { findThreadAccess } from './comments.queries.js';
import { seesResponses } from './comments.policy.js';
import { presentComment } from './comments.presenter.js';

export const ANSWER_NOT_FOUND = 'Answer not found';
const BAD_CURSOR = 'Not a page cursor from this server.';

/**
 * Cursors name the list they continue (an order of answers, or comments) so that one cannot be used
 * for another; they are opaque to clients: base64url of `list~key~id`.
 */
type CursorList = CommentOrder | 'comments';

function encodeCursor(list: CursorList, row: PageRow): string {
  return Buffer.from(`${list}~${row.key_value}~${row.id}`).toString('base64url');
}

function decodeCursor(list: CursorList, cursor: string | undefined): PageAfter | null {
  if (cursor === undefined) return null;
  const [name, key, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('~');
  const valid =
    name === list &&
    rest.length === 0 &&
    /^\d{1,10}$/.test(id ?? '') &&
    (list === 'rating' ? /^-?\d+(\.\d+)?(e-?\d+)?$/i.test(key ?? '') : /^-?\d{1,19}$/.test(key ?? ''));
  if (!valid) throw fieldError('query.cursor', BAD_CURSOR);
  return { key: key!, id: Number(id) };
}

/** Splits the extra row read to learn whether another page follows. */
function pageOf<T extends PageRow>(rows: T[], size: number, list: CursorList) {
  const page = rows.slice(0, size);
  return { page, next: rows.length > size ? encodeCursor(list, page[page.length - 1]!) : null };
}

/**
 * `GET topics/{id}/answers`: one page of the thread in the chosen order, each answer with its comment
 * count and newest comments. Three statements whatever the thread's size (the page, the previews of
 * its answers, the count) plus the access check, which the whole-thread read shares. While responses
 * are hidden from the reader, the page holds only their own answer with their own comments, as
 * `GET comments` does.
 */
export async function readAnswerPage(
  db: Db,
  user: AuthUser,
  topicId: number,
  query: z.output<typeof answerPageQuerySchema>,
  now = new Date(),
): Promise<AnswerPage> {
  const after = decodeCursor(query.orderby, query.cursor);
  const access = await findThreadAccess(db, user, topicId, now);
  if (!access) throw notFound(QUESTION_NOT_FOUND);
  const showResponses = seesResponses(user, access);
  const authorId = showResponses ? undefined : user.id;
  const filter = { topicId, ignoreDeleted: query.ignoreDeleted, authorId };
  const [rows, totalAnswers, unseen] = await Promise.all([
    answerRows(db, user.id, { ...filter, order: query.orderby, after, take: query.limit + 1 }),
    countAnswers(db, filter),
    hasUnseenTopics(db, user, now),
  ]);
  const { page, next } = pageOf(rows, query.limit, query.orderby);
  const previews = await commentPreviewRows(
    db,
    user.id,
    page.map((a) => a.id),
    authorId,
  );
  const answers = page.map((row) => {
    const comments = previews.filter((c) => c.reply_to === row.id);
    const commentCount = Number(row.comment_count);
    const last = comments[comments.length - 1];
    return {
      ...presentComment(row, user.id),
      comments: comments.map((c) => presentComment(c, user.id)),
      commentCount,
      moreComments: last && commentCount > comments.length ? encodeCursor('comments', last) : null,
    };
  });
  const ownAnswerId = access.own_answer_id === null ? null : Number(access.own_answer_id);
  return { answers, nextCursor: next, totalAnswers, ownAnswerId, showResponses, hasUnseenTopics: unseen };
}

/**
 * `GET comments/{id}/comments`: an answer's comments, newest first, a page at a time. The answer
 * must be one the reader may see in the thread: while responses are hidden from them, only their own
 * (with their own comments on it).
 */
export async function readAnswerComments(
  db: Db,
  user: AuthUser,
  answerId: number,
  query: z.output<typeof answerCommentsQuerySchema>,
  now = new Date(),
): Promise<AnswerComments> {
  const after = decodeCursor('comments', query.cursor);
  const answer = await findAnswer(db, answerId);
  const access = answer && (await findThreadAccess(db, user, answer.topic_id, now));
  if (!answer || !access) throw notFound(ANSWER_NOT_FOUND);
  const showResponses = seesResponses(user, access);
  if (!showResponses && answer.created_by_user_id !== user.id) throw notFound(ANSWER_NOT_FOUND);
  const rows = await answerCommentRows(db, user.id, {
    answerId,
    after,
    take: query.limit + 1,
    authorId: showResponses ? undefined : user.id,
  });
  const { page, next } = pageOf(rows, query.limit, 'comments');
  return { comments: page.map((c) => presentComment(c, user.id)), nextCursor: next };
}
