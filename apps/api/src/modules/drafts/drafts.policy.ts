import { DRAFT_TEXT_MAX, LIMITS, TOPIC_STATUS, type TextDraftKind, topicStatus } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { assertMayWrite, seesResponses } from '../comments/comments.policy.js';
import { findThreadAccess, hasAgreedToDisclaimer } from '../comments/comments.queries.js';
import { findCaseQuestion } from '../consensus/consensus.queries.js';
import { type VisibleTopic, findVisibleTopic } from '../topics/topics.queries.js';

export const DRAFT_NOT_FOUND = 'Draft Not Found';

/** A closed question takes no answer, comment or edit (the same 400 as the write): nor drafts of them. */
function assertOpen(topic: VisibleTopic, now: Date, write: boolean) {
  if (!write) return;
  if (topicStatus(new Date(topic.publish_date), new Date(topic.expiration_date), now) !== TOPIC_STATUS.active) {
    throw new AppError(400, 'question_not_active', 'This question is not accepting responses.');
  }
}

/**
 * Whether the member may keep a draft for this target, and the longest text it may hold. The same
 * rules as the write it prepares (comments.policy.ts): a question they can see ('answer'), an answer
 * they can see under one ('comment'), their own live item ('edit'). Anything else is a 404 whatever
 * the reason, so a draft route tells nobody which ids exist or what is hidden from them.
 */
export async function draftTarget(
  db: Db,
  user: AuthUser,
  kind: TextDraftKind,
  targetId: number,
  o: { write: boolean },
  now = new Date(),
): Promise<{ maxLength: number }> {
  if (o.write) assertMayWrite(user, { disclaimerAgreed: await hasAgreedToDisclaimer(db, user.id) });
  if (kind === 'answer') {
    const topic = await findVisibleTopic(db, user, targetId, now);
    if (!topic) throw notFound(DRAFT_NOT_FOUND);
    assertOpen(topic, now, o.write);
    return { maxLength: DRAFT_TEXT_MAX.answer };
  }
  const [item] = await selectRows<{ topic_id: number; reply_to: number | null; created_by_user_id: number }>(
    db,
    sql`select topic_id, reply_to, created_by_user_id from comments where id = ${targetId} and deleted_at is null`,
  );
  const topic = item ? await findVisibleTopic(db, user, item.topic_id, now) : null;
  if (!item || !topic) throw notFound(DRAFT_NOT_FOUND);
  if (kind === 'comment') {
    if (item.reply_to !== null) throw notFound(DRAFT_NOT_FOUND);
    const access = await findThreadAccess(db, user, item.topic_id, now);
    if (!access || (item.created_by_user_id !== user.id && !seesResponses(user, access))) {
      throw notFound(DRAFT_NOT_FOUND);
    }
    assertOpen(topic, now, o.write);
    return { maxLength: DRAFT_TEXT_MAX.comment };
  }
  if (item.created_by_user_id !== user.id) throw notFound(DRAFT_NOT_FOUND);
  assertOpen(topic, now, o.write);
  return { maxLength: item.reply_to === null ? DRAFT_TEXT_MAX.edit : LIMITS.commentMax };
}

/** A consensus draft belongs to a case the summary writers may open (`GET consensus/cases/{id}`). */
export async function assertConsensusCase(db: Db, topicId: number): Promise<void> {
  if (!(await findCaseQuestion(db, topicId))) throw notFound(DRAFT_NOT_FOUND);
}
