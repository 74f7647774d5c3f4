import { DRAFT_TEXT_MAX, LIMITS, type TextDraftKind } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { assertMayWrite, seesResponses } from '../comments/comments.policy.js';
import { findThreadAccess, hasAgreedToDisclaimer } from '../comments/comments.queries.js';
import { findCaseQuestion } from '../consensus/consensus.queries.js';
import { findVisibleTopic } from '../topics/topics.queries.js';

export const DRAFT_NOT_FOUND = 'Draft Not Found';

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
    if (!(await findVisibleTopic(db, user, targetId, now))) throw notFound(DRAFT_NOT_FOUND);
    return { maxLength: DRAFT_TEXT_MAX.answer };
  }
  const [item] = await selectRows<{ topic_id: number; reply_to: number | null; created_by_user_id: number }>(
    db,
    sql`select topic_id, reply_to, created_by_user_id from comments where id = ${targetId} and deleted_at is null`,
  );
  if (!item || !(await findVisibleTopic(db, user, item.topic_id, now))) throw notFound(DRAFT_NOT_FOUND);
  if (kind === 'comment') {
    if (item.reply_to !== null) throw notFound(DRAFT_NOT_FOUND);
    const access = await findThreadAccess(db, user, item.topic_id, now);
    if (!access || (item.created_by_user_id !== user.id && !seesResponses(user, access))) {
      throw notFound(DRAFT_NOT_FOUND);
    }
    return { maxLength: DRAFT_TEXT_MAX.comment };
  }
  if (item.created_by_user_id !== user.id) throw notFound(DRAFT_NOT_FOUND);
  return { maxLength: item.reply_to === null ? DRAFT_TEXT_MAX.edit : LIMITS.commentMax };
}

/** A consensus draft belongs to a case the summary writers may open (`GET consensus/cases/{id}`). */
export async function assertConsensusCase(db: Db, topicId: number): Promise<void> {
  if (!(await findCaseQuestion(db, topicId))) throw notFound(DRAFT_NOT_FOUND);
}
