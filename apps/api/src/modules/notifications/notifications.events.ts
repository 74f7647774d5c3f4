import { AGREE_MILESTONES } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { queueNewAnswer } from './notification-fanout.js';
import { notifyOnce, withdrawUnread } from './notifications.queries.js';

/**
 * The events that notify, each called inside the transaction that writes the event (issue 25), so a
 * notification exists exactly when its event does. Recipients are chosen in SQL; the actor is always
 * left out (notifications.queries.ts).
 */

/**
 * The question page with its thread open (`type=redirected`, spec §2, which must end the query) at the
 * answer or comment; a comment's link names its answer, so the page can load the answer's older
 * comments (or a later page of answers) until the comment shows.
 */
export const questionLink = (topicId: number, anchor?: string, answerId?: number) =>
  `/questions/${topicId}${anchor ? `?${answerId ? `answer=${answerId}&` : ''}type=redirected#${anchor}` : ''}`;
export const answerAnchor = (id: number) => `answer-${id}`;
export const commentAnchor = (id: number) => `comment-${id}`;

/**
 * SQL over a recipient `r.user_id` and the question `t`: whether they see the other members'
 * responses (comments.policy.ts `seesResponses`): a live answer of theirs, responses shown to them,
 * or a question that does not hide them. Nobody learns of a response they could not read.
 */
const seesResponses = (topicId: number, userColumn: SQL) => sql`exists (select 1 from topics t where t.id = ${topicId}
  and (not t.hide_answers
    or exists (select 1 from comments own where own.topic_id = t.id and own.reply_to is null
      and own.deleted_at is null and own.created_by_user_id = ${userColumn})
    or exists (select 1 from topic_views v where v.topic_id = t.id and v.user_id = ${userColumn}
      and v.responses_shown_at is not null)))`;

interface Topic {
  id: number;
  title: string;
}

/**
 * A new answer: each member with a live answer on the question gets one more in their open "new
 * answers" batch, counted by the fan-out job (notification-fanout.ts) from the one row written here.
 */
export async function notifyAnswerPosted(tx: Tx, o: { actorId: number; topic: Topic; answerId: number; at: Date }) {
  await queueNewAnswer(tx, { answerId: o.answerId, topicId: o.topic.id, actorId: o.actorId, at: o.at });
}

/**
 * A comment under an answer: the answer's author is told of a comment on their answer; the other
 * members who commented under it, of a reply under their comment. Only those who see responses.
 */
export async function notifyCommentPosted(
  tx: Tx,
  o: { actorId: number; topic: Topic; answerId: number; commentId: number; at: Date },
) {
  const event = {
    subjectKey: `comment:${o.commentId}`,
    actorUserId: o.actorId,
    topicId: o.topic.id,
    answerId: o.answerId,
    commentId: o.commentId,
    subjectTitle: o.topic.title,
    link: questionLink(o.topic.id, commentAnchor(o.commentId), o.answerId),
    at: o.at,
  };
  const authorOf = sql`(select created_by_user_id from comments where id = ${o.answerId})`;
  await notifyOnce(
    tx,
    { ...event, kind: 'answer_comment' },
    sql`select a.created_by_user_id as user_id from comments a where a.id = ${o.answerId} and a.deleted_at is null`,
  );
  await notifyOnce(
    tx,
    { ...event, kind: 'comment_reply' },
    sql`select distinct c.created_by_user_id as user_id from comments c
      where c.reply_to = ${o.answerId} and c.id <> ${o.commentId}
        and c.created_by_user_id is distinct from ${authorOf}
        and ${seesResponses(o.topic.id, sql`c.created_by_user_id`)}`,
  );
}

/** An answer whose agree count just reached 10, 50 or 100: its author is told, once per milestone. */
export async function notifyAgreeMilestone(tx: Tx, o: { answerId: number; agreeCount: number; at: Date }) {
  const milestone = AGREE_MILESTONES.find((m) => m === o.agreeCount);
  if (!milestone) return;
  const [answer] = await selectRows<{ topic_id: number; title: string }>(
    tx,
    sql`select a.topic_id, t.title from comments a join topics t on t.id = a.topic_id where a.id = ${o.answerId}`,
  );
  if (!answer) return;
  await notifyOnce(
    tx,
    {
      kind: 'answer_agrees',
      subjectKey: `answer:${o.answerId}:agrees:${milestone}`,
      actorUserId: null,
      topicId: answer.topic_id,
      answerId: o.answerId,
      commentId: null,
      subjectTitle: answer.title,
      link: questionLink(answer.topic_id, answerAnchor(o.answerId)),
      at: o.at,
    },
    sql`select created_by_user_id as user_id from comments where id = ${o.answerId} and deleted_at is null`,
  );
}

/**
 * A deleted answer or comment: its unread notifications go (notifications.queries.ts). Called before
 * the row is removed, while its creation time can still be read.
 */
export async function withdrawNotifications(tx: Tx, item: { id: number; topicId: number; isAnswer: boolean }) {
  await withdrawUnread(tx, item);
}
