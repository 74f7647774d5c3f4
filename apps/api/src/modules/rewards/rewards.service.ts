import { LIMITS, REWARDS, roleById, rewardPeriod } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { selectRows } from '../topics/raw-sql.js';
import type { VisibleTopic } from '../topics/topics.queries.js';

/**
 * Earns the reward an answer may be worth (design.md): the member's first answer of at least 5
 * characters to a reward-enabled question they are eligible for, at most 2 per weekly period (Sunday
 * 00:00 UTC to Saturday 23:59:59 UTC). NPI-mapped questions pay $25; others the question's value.
 * Runs in the answer's transaction. The member's row is locked (FOR NO KEY UPDATE, which the foreign-key
 * locks of the answer inserts do not conflict with) so two answers at once cannot
 * both take the last reward of the period; the unique (user, topic) index keeps one per question.
 * Returns the reward's id, or null when the answer earns nothing.
 */
export async function earnAnswerReward(
  tx: Tx,
  o: { rewardsEnabled: boolean; user: AuthUser; topic: VisibleTopic; commentId: number; text: string; at: Date },
): Promise<number | null> {
  const { user, topic } = o;
  if (!o.rewardsEnabled || !topic.reward_enabled || !topic.targets_user) return null;
  if (!roleById(user.roleId)?.isMember) return null;
  if (o.text.trim().length < LIMITS.answerMin) return null;
  const { start, end } = rewardPeriod(o.at);
  const valueCents = topic.use_npi_map ? REWARDS.npiRewardUsd * 100 : topic.reward_value_cents;
  await tx.execute(sql`select id from users where id = ${user.id} for no key update`);
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into rewards (user_id, topic_id, comment_id, value_cents, period_start, period_end, earned_at)
      select ${user.id}, ${topic.id}, ${o.commentId}, ${valueCents}, ${start.toISOString()}::timestamptz,
        ${end.toISOString()}::timestamptz, ${o.at.toISOString()}::timestamptz
      where (select count(*) from rewards where user_id = ${user.id} and period_start = ${start.toISOString()}::timestamptz)
        < ${REWARDS.perPeriodMax}
      on conflict (user_id, topic_id) do nothing
      returning id`,
  );
  return row?.id ?? null;
}
