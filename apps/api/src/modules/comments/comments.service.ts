import {
  type AnswersViewBody,
  type CommentsResponse,
  type SavedComment,
  TOPIC_STATUS,
  commentTextError,
  type commentsQuerySchema,
  type createCommentBodySchema,
  type updateCommentBodySchema,
  topicStatus,
} from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.js';
import { AppError, conflict, fieldError, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { checkTexts, forgetConfirmations, storeConfirmations } from '../phi/phi.service.js';
import { earnAnswerReward, settleRewardOfDeletedAnswer } from '../rewards/rewards.service.js';
import { selectRows } from '../../db/raw-sql.js';
import { type VisibleTopic, findVisibleTopic, hasUnseenTopics } from '../topics/topics.queries.js';
import { QUESTION_NOT_FOUND } from '../topics/topics.service.js';
import {
  type CommentForChange,
  findOwnTopicView,
  findThreadAccess,
  hasAgreedToDisclaimer,
  lockComment,
  removeComment,
  replaceCommentText,
  threadRows,
} from './comments.queries.js';
import { assertMayWrite, seesResponses } from './comments.policy.js';
import { buildThread, presentComment } from './comments.presenter.js';
import { queueCitations } from '../citations/citations.service.js';
import { removeDraft } from '../drafts/drafts.queries.js';
import { notifyAnswerPosted, notifyCommentPosted } from '../notifications/notifications.events.js';
import { notifyRewardEarned } from '../notifications/notifications.other-events.js';
import { timed } from '../../db/statement-timing.js';

export const COMMENT_NOT_FOUND = 'Comments Not Found';

/**
 * Answers are plain text: stored as written (trimmed, line endings normalised, control characters
 * other than tab and newline removed) and never turned into HTML; clients render them as text.
 */
export function cleanText(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .replace(/[^\P{Cc}\t\n]/gu, '')
    .trim();
}

const questionClosed = () => new AppError(400, 'question_not_active', 'This question is not accepting responses.');

function assertActive(topic: VisibleTopic, now: Date) {
  if (topicStatus(new Date(topic.publish_date), new Date(topic.expiration_date), now) !== TOPIC_STATUS.active) {
    throw questionClosed();
  }
}

/**
 * The thread of a question. Responses stay hidden until the member answers, asks to see them, the
 * question does not hide them, or the reader manages questions; while hidden only the member's own
 * answer comes back. Three statements whatever the thread's size.
 */
export async function readThread(
  db: Db,
  user: AuthUser,
  query: z.output<typeof commentsQuerySchema>,
  now = new Date(),
): Promise<CommentsResponse> {
  const access = await findThreadAccess(db, user, query.topicId, now);
  if (!access) throw notFound(QUESTION_NOT_FOUND);
  const showResponses = seesResponses(user, access);
  // While responses are hidden only the reader's own answer, with their own comments on it, comes
  // back: read just the reader's items (through the author index), not a whole thread to throw away.
  // Their comments under others' answers have no parent among those rows, so buildThread leaves them out.
  const [rows, unseen] = await Promise.all([
    timed(db, 'thread_rows', () =>
      threadRows(
        db,
        user.id,
        showResponses ? { topicId: query.topicId } : { topicId: query.topicId, authorId: user.id },
      ),
    ),
    hasUnseenTopics(db, user, now),
  ]);
  let answers = buildThread(rows, user.id, query.orderby);
  if (query.ignoreDeleted) answers = answers.filter((a) => a.deletedAt === null);
  return { comments: answers, showResponses, hasUnseenTopics: unseen };
}

async function savedComment(db: Db | Tx, user: AuthUser, id: number): Promise<SavedComment> {
  const [[row], unseen] = await Promise.all([threadRows(db, user.id, { id }), hasUnseenTopics(db, user)]);
  return { ...presentComment(row!, user.id), hasUnseenTopics: unseen };
}

/**
 * Where a new answer or comment may go: an active question the member can see, their own view of it,
 * and for a comment a live answer of that question they can see; for an answer, none of theirs yet.
 */
async function checkNewComment(
  db: Db | Tx,
  user: AuthUser,
  body: z.output<typeof createCommentBodySchema>,
  now: Date,
  o: { forUpdate?: boolean } = {},
): Promise<VisibleTopic> {
  const replyTo = body.replyTo ?? null;
  const topic = await findVisibleTopic(db, user, body.topicId, now, o);
  if (!topic) throw notFound(QUESTION_NOT_FOUND);
  assertActive(topic, now);
  if (body.topicViewId && !(await findOwnTopicView(db, user.id, topic.id, body.topicViewId))) {
    throw fieldError('body.topicViewId', 'This view is not yours or not of this question.');
  }
  if (replyTo !== null) {
    const access = await findThreadAccess(db, user, topic.id, now);
    if (!access || !seesResponses(user, access)) throw notFound(COMMENT_NOT_FOUND);
    const [parent] = await selectRows<{ reply_to: number | null; deleted_at: Date | null }>(
      db,
      sql`select reply_to, deleted_at from comments where id = ${replyTo} and topic_id = ${topic.id}`,
    );
    if (!parent || parent.reply_to !== null)
      throw fieldError('body.replyTo', 'Comments reply to an answer of this question.');
    if (parent.deleted_at) throw fieldError('body.replyTo', 'This answer was deleted');
  } else {
    const [existing] = await selectRows<{ id: number }>(
      db,
      sql`select id from comments where topic_id = ${topic.id} and reply_to is null
        and created_by_user_id = ${user.id} and deleted_at is null limit 1`,
    );
    if (existing)
      throw conflict('You have already answered this question. Edit your answer instead.', 'already_answered');
  }
  return topic;
}

/**
 * An answer (no replyTo) or a comment on an answer of the same question, on an active question the
 * member can see, by a member who agreed to the disclaimer (comments.policy.ts). A comment goes only
 * under an answer the member can see: while responses are hidden from them, any other answer is a 404.
 * One answer per member per question (a second one is 409: the member edits theirs). After deleting
 * their answer a member may answer again (the spec lets members post, edit and delete their own
 * answers), but the new answer never earns: one reward per member per question, ever.
 * The question row is locked for the transaction, which serialises answers to it, so two answers
 * sent at once cannot both pass the one-answer check; the response count moves in the same transaction.
 */
export async function createComment(
  app: FastifyInstance,
  user: AuthUser,
  body: z.output<typeof createCommentBodySchema>,
) {
  const now = new Date();
  assertMayWrite(user, { disclaimerAgreed: await hasAgreedToDisclaimer(app.db, user.id) });
  const text = cleanText(body.text);
  const replyTo = body.replyTo ?? null;
  const message = commentTextError(text, replyTo === null ? 'answer' : 'comment');
  if (message) throw fieldError('body.text', message);
  // The question, the view and the answer replied to before the patient-identifier check reads the
  // text (issue 22); the transaction checks again with the question locked.
  await checkNewComment(app.db, user, body, now);
  // Patient identifiers: 422 with every unconfirmed finding before anything is written (issue 14).
  const confirmed = await checkTexts({ text }, body.phiConfirmations);
  const id = await timed(app.db, 'answer_insert', () =>
    app.db.transaction(async (tx) => {
      const topic = await checkNewComment(tx, user, body, now, { forUpdate: true });
      const [inserted] = await selectRows<{ id: number }>(
        tx,
        sql`insert into comments (topic_id, reply_to, text, created_by_user_id, created_at, updated_at)
        values (${topic.id}, ${replyTo}, ${text}, ${user.id}, ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz)
        returning id`,
      );
      await storeConfirmations(
        tx,
        { type: replyTo === null ? 'answer' : 'comment', id: inserted!.id, userId: user.id, isNew: true },
        confirmed,
      );
      await tx.execute(sql`update topics set total_responses_count = total_responses_count + 1,
      commented_at = ${now.toISOString()}::timestamptz where id = ${topic.id}`);
      // The draft it was written in goes with the write (issue 25): no other device restores it.
      await removeDraft(tx, {
        userId: user.id,
        kind: replyTo === null ? 'answer' : 'comment',
        targetId: replyTo ?? topic.id,
      });
      const event = { actorId: user.id, topic, at: now };
      if (replyTo === null) await notifyAnswerPosted(tx, { ...event, answerId: inserted!.id });
      else await notifyCommentPosted(tx, { ...event, answerId: replyTo, commentId: inserted!.id });
      if (replyTo === null) {
        const rewardId = await earnAnswerReward(tx, {
          rewardsEnabled: app.config.features.rewards,
          npiValueCents: app.config.rewards.valueUsd * 100,
          user,
          topic,
          commentId: inserted!.id,
          text,
          at: now,
        });
        if (rewardId !== null) {
          await notifyRewardEarned(tx, {
            userId: user.id,
            rewardId,
            topicId: topic.id,
            title: topic.title,
            answerId: inserted!.id,
            at: now,
          });
        }
      }
      return inserted!.id;
    }),
  );
  // Its literature identifiers wait for the resolve job (issue 24); never fails the answer.
  await queueCitations(app, [text]);
  return savedComment(app.db, user, id);
}

/**
 * Locks the item (unless `lock: false`, for the checks before the transaction) and checks the author
 * owns it on a question they can still see.
 */
async function lockOwnComment(tx: Db | Tx, user: AuthUser, id: number, now: Date, o: { lock?: boolean } = {}) {
  const comment = await lockComment(tx, id, o);
  if (!comment || comment.deleted_at) throw notFound(COMMENT_NOT_FOUND);
  const topic = await findVisibleTopic(tx, user, comment.topic_id, now);
  if (!topic) throw notFound(COMMENT_NOT_FOUND);
  if (comment.created_by_user_id !== user.id) throw forbidden('Only the author can change this response.');
  return { comment, topic };
}

const kindOf = (comment: CommentForChange) => (comment.reply_to === null ? 'answer' : 'comment');

/** An edit the author may make: their own live item, its kind's text rule, on an active question. */
async function checkEdit(db: Db | Tx, user: AuthUser, id: number, text: string, now: Date, o: { lock?: boolean } = {}) {
  const { comment, topic } = await lockOwnComment(db, user, id, now, o);
  const message = commentTextError(text, kindOf(comment));
  if (message) throw fieldError('body.text', message);
  assertActive(topic, now);
  return comment;
}

/** The author edits their answer or comment while the question is active; the same text rules apply. */
export async function updateComment(
  app: FastifyInstance,
  user: AuthUser,
  id: number,
  body: z.output<typeof updateCommentBodySchema>,
) {
  const now = new Date();
  const text = cleanText(body.text);
  // Cheap checks before the patient-identifier check reads the text (issue 22): whose item it is, on
  // which question, and its kind's length rule. Someone else's id is a 403 or 404 whatever the text.
  // The transaction checks again under its lock.
  await checkEdit(app.db, user, id, text, now, { lock: false });
  const confirmed = await checkTexts({ text }, body.phiConfirmations);
  await app.db.transaction(async (tx) => {
    const comment = await checkEdit(tx, user, id, text, now);
    await replaceCommentText(tx, id, text, user.id, now);
    await removeDraft(tx, { userId: user.id, kind: 'edit', targetId: id });
    await storeConfirmations(tx, { type: kindOf(comment), id, userId: user.id }, confirmed);
  });
  await queueCitations(app, [text]);
  return savedComment(app.db, user, id);
}

/**
 * The author deletes their answer or comment. A top-level answer is marked deleted (its comments
 * stay, its text is no longer returned); a comment is removed. The response count drops by one.
 * Its confirmed patient identifiers leave the moderators' list. An answer's reward is withdrawn, or
 * kept and the deletion audited once it was paid (rewards.service.ts).
 */
export async function deleteComment(app: FastifyInstance, user: AuthUser, id: number) {
  const now = new Date();
  await app.db.transaction(async (tx) => {
    const { comment } = await lockOwnComment(tx, user, id, now);
    await removeComment(tx, comment, user.id, now);
    if (comment.reply_to === null) await settleRewardOfDeletedAnswer(tx, { answerId: id, actorId: user.id, at: now });
    // The text is no longer shown, so the moderators have nothing of it left to review.
    await forgetConfirmations(tx, { type: kindOf(comment), id });
  });
  return { deletedAt: now.toISOString() };
}

/** The member asked to see the responses: recorded on their view of the question. */
export async function markResponsesShown(db: Db, user: AuthUser, body: AnswersViewBody) {
  const now = new Date();
  const topic = await findVisibleTopic(db, user, body.topicId, now);
  if (!topic) throw notFound(QUESTION_NOT_FOUND);
  if (!(await findOwnTopicView(db, user.id, topic.id, body.topicViewId))) {
    throw fieldError('body.topicViewId', 'This view is not yours or not of this question.');
  }
  await db.execute(sql`update topic_views set responses_shown_at = coalesce(responses_shown_at, ${now.toISOString()}::timestamptz)
    where id = ${body.topicViewId}`);
  return { success: true };
}
