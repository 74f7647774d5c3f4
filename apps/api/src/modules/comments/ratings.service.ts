import { type RatingResult, type RatingValue, wilsonLowerBound } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../../db/raw-sql.js';
import { COMMENT_NOT_FOUND } from './comments.service.js';
import { notifyAgreeMilestone } from '../notifications/notifications.events.js';
import { assertMayWrite, seesResponses } from './comments.policy.js';
import { findThreadAccess, hasAgreedToDisclaimer, lockComment } from './comments.queries.js';
import { timed } from '../../db/statement-timing.js';

/**
 * A member agrees (1) or disagrees (-1) with an answer: a first vote adds it, the same value again
 * removes it, the other value moves it (spec §4). Only members who agreed to the disclaimer vote, only
 * on top-level answers that are not deleted and that they can see (comments.policy.ts), never on
 * their own. The answer row is locked for the transaction, so concurrent votes on it are serialised,
 * and its agree/disagree counts are recounted from the votes in the same transaction.
 */
export async function rateAnswer(db: Db, user: AuthUser, id: number, value: RatingValue): Promise<RatingResult> {
  assertMayWrite(user, { disclaimerAgreed: await hasAgreedToDisclaimer(db, user.id) });
  return timed(db, 'rating_toggle', () =>
    db.transaction(async (tx) => {
      const answer = await lockComment(tx, id);
      if (!answer || answer.deleted_at || answer.reply_to !== null) throw notFound(COMMENT_NOT_FOUND);
      const access = await findThreadAccess(tx, user, answer.topic_id, new Date());
      if (!access || !seesResponses(user, access)) throw notFound(COMMENT_NOT_FOUND);
      if (answer.created_by_user_id === user.id) throw forbidden('You cannot rate your own answer.');
      const [removed] = await selectRows<{ value: number }>(
        tx,
        sql`delete from ratings where comment_id = ${id} and user_id = ${user.id} and value = ${value} returning value`,
      );
      let userVote: RatingValue | null = null;
      if (!removed) {
        await tx.execute(sql`insert into ratings (comment_id, user_id, value) values (${id}, ${user.id}, ${value})
        on conflict (comment_id, user_id) do update set value = excluded.value, created_at = now()`);
        userVote = value;
      }
      const [counts] = await selectRows<{ agree_count: number; disagree_count: number }>(
        tx,
        sql`update comments set
          agree_count = (select count(*) from ratings where comment_id = ${id} and value = 1),
          disagree_count = (select count(*) from ratings where comment_id = ${id} and value = -1)
        where id = ${id} returning agree_count, disagree_count`,
      );
      const agree = Number(counts!.agree_count);
      // Only a new agree can reach a milestone; the unique key keeps it to once per milestone.
      if (userVote === 1) await notifyAgreeMilestone(tx, { answerId: id, agreeCount: agree, at: new Date() });
      const disagree = Number(counts!.disagree_count);
      return {
        id,
        userVote,
        rating: { '1': agree, '-1': disagree },
        adjustedRating: wilsonLowerBound(agree, disagree),
      };
    }),
  );
}
