import {
  LIMITS,
  REWARD_MESSAGES,
  REWARDS,
  type RewardsHistory,
  type RewardsSummary,
  type UserRewards,
  rewardBonusLabel,
  rewardPeriod,
  roleById,
} from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { iso, isoOrNull, selectRows } from '../../db/raw-sql.js';
import { recordAudit } from '../audit/audit.service.js';
import type { VisibleTopic } from '../topics/topics.queries.js';
import { presentReward, presentUserReward } from './rewards.presenter.js';
import { findRewardUser, npiQuestionsOf, rewardsOfPeriod, rewardsOfUser } from './rewards.queries.js';

/**
 * Earns the reward an answer may be worth (design.md): the member's first answer of at least 5
 * characters to a reward-enabled question they are eligible for, at most 2 per weekly period (Sunday
 * 00:00 UTC to Saturday 23:59:59 UTC). NPI-mapped questions pay the configured value ($25 by
 * default, REWARD_VALUE_USD); others the question's own value.
 * Runs in the answer's transaction. The member's row is locked (FOR NO KEY UPDATE, which the foreign-key
 * locks of the answer inserts do not conflict with) so two answers at once cannot
 * both take the last reward of the period; the unique (user, topic) index keeps one per question, ever:
 * a withdrawn reward (its answer deleted) keeps its row, so answering the question again earns nothing.
 * A withdrawn reward does not count towards the period's cap. Returns the reward's id, or null when the answer earns nothing.
 */
export async function earnAnswerReward(
  tx: Tx,
  o: {
    rewardsEnabled: boolean;
    /** What an NPI-mapped question pays (REWARD_VALUE_USD); $25 unless configured. */
    npiValueCents?: number;
    user: AuthUser;
    topic: VisibleTopic;
    commentId: number;
    text: string;
    at: Date;
  },
): Promise<number | null> {
  const { user, topic } = o;
  if (!o.rewardsEnabled || !topic.reward_enabled || !topic.targets_user) return null;
  if (!roleById(user.roleId)?.isMember) return null;
  if (o.text.trim().length < LIMITS.answerMin) return null;
  const { start, end } = rewardPeriod(o.at);
  const valueCents = topic.use_npi_map ? (o.npiValueCents ?? REWARDS.npiRewardUsd * 100) : topic.reward_value_cents;
  await tx.execute(sql`select id from users where id = ${user.id} for no key update`);
  const [row] = await selectRows<{ id: number }>(
    tx,
    sql`insert into rewards (user_id, topic_id, comment_id, value_cents, period_start, period_end, earned_at)
      select ${user.id}, ${topic.id}, ${o.commentId}, ${valueCents}, ${start.toISOString()}::timestamptz,
        ${end.toISOString()}::timestamptz, ${o.at.toISOString()}::timestamptz
      where (select count(*) from rewards where user_id = ${user.id} and period_start = ${start.toISOString()}::timestamptz
          and withdrawn_at is null) < ${REWARDS.perPeriodMax}
      on conflict (user_id, topic_id) do nothing
      returning id`,
  );
  return row?.id ?? null;
}

interface RewardOfAnswer {
  id: number;
  user_id: number;
  topic_id: number;
  value_cents: number;
  period_start: Date | string;
  issued_at: Date | string | null;
  emailed_at: Date | string | null;
  withdrawn_at: Date | string | null;
}

/**
 * What happens to the reward of an answer being deleted, in the deletion's transaction (design.md
 * "Rewards and deletions"). Before its week is processed (no gift-card code handed to it yet) the
 * reward is withdrawn: it pays nothing, frees its place in the week's cap, and its row stays so the
 * question never pays the member again. Once processed it was paid and stays; the deletion of a paid
 * answer goes to the audit log. The reward row is locked (FOR UPDATE), as the Monday job locks the
 * rewards it hands codes to: one waits for the other, so a reward ends either paid and kept, or
 * withdrawn and never given a code.
 */
export async function settleRewardOfDeletedAnswer(
  tx: Tx,
  o: { answerId: number; actorId: number; at: Date },
): Promise<void> {
  const [reward] = await selectRows<RewardOfAnswer>(
    tx,
    sql`select id, user_id, topic_id, value_cents, period_start, issued_at, emailed_at, withdrawn_at
      from rewards where comment_id = ${o.answerId} for update`,
  );
  if (!reward || reward.withdrawn_at !== null) return;
  const before = {
    rewardId: reward.id,
    userId: reward.user_id,
    questionId: reward.topic_id,
    answerId: o.answerId,
    valueCents: reward.value_cents,
    periodStart: iso(reward.period_start),
  };
  if (reward.issued_at === null) {
    await tx.execute(sql`update rewards set withdrawn_at = ${o.at.toISOString()}::timestamptz where id = ${reward.id}`);
    await recordAudit(tx, {
      actorId: o.actorId,
      action: 'withdraw',
      entity: 'reward',
      entityId: reward.id,
      before,
      after: { withdrawnAt: o.at.toISOString(), reason: 'answer_deleted' },
    });
    return;
  }
  await recordAudit(tx, {
    actorId: o.actorId,
    action: 'delete',
    entity: 'answer',
    entityId: o.answerId,
    before: { ...before, issuedAt: iso(reward.issued_at), emailedAt: isoOrNull(reward.emailed_at) },
    after: { deletedAt: o.at.toISOString(), rewardKept: true },
  });
}

/** Rewards are a feature that can be switched off (spec §9): then their pages and calls do not exist. */
export function assertRewardsEnabled(app: FastifyInstance): void {
  if (!app.config.features.rewards) throw notFound(REWARD_MESSAGES.disabled);
}

/** `GET rewards/current`: the member's current period (spec §3 Rewards summary). */
export async function currentRewards(app: FastifyInstance, user: AuthUser, now = new Date()): Promise<RewardsSummary> {
  assertRewardsEnabled(app);
  const period = rewardPeriod(now);
  const rows = await rewardsOfPeriod(app.db, user.id, period.start);
  const isMember = roleById(user.roleId)?.isMember ?? false;
  const npi = isMember ? await npiQuestionsOf(app.db, user, now) : { rewarded: [], unrewarded: [] };
  const value = app.config.rewards.valueUsd;
  return {
    max: REWARDS.perPeriodMax,
    value,
    earned: rows.length,
    rewards: rows.map((row) => presentReward(row, now)),
    npiRewardedTopics: npi.rewarded,
    npiUnrewardedTopics: npi.unrewarded,
    period: { start: period.start.toISOString(), end: period.end.toISOString() },
    eligible: isMember && rows.length < REWARDS.perPeriodMax,
    label: rewardBonusLabel(value),
  };
}

/** `GET rewards/history`: every reward of the member; a code only once it was e-mailed. */
export async function rewardHistory(app: FastifyInstance, user: AuthUser, now = new Date()): Promise<RewardsHistory> {
  assertRewardsEnabled(app);
  return { rewards: (await rewardsOfUser(app.db, user.id)).map((row) => presentReward(row, now)) };
}

/**
 * `GET users/{id}/rewards` for administrators; `searchDate` keeps the rewards of the eligibility
 * period holding that day (the weekly cap is what a member services question is usually about).
 */
export async function userRewards(
  app: FastifyInstance,
  userId: number,
  searchDate: string | undefined,
  now = new Date(),
): Promise<UserRewards> {
  const user = await findRewardUser(app.db, userId);
  if (!user) throw notFound(REWARD_MESSAGES.userNotFound);
  const rows = searchDate
    ? await rewardsOfPeriod(app.db, userId, rewardPeriod(new Date(`${searchDate}T12:00:00Z`)).start)
    : await rewardsOfUser(app.db, userId);
  return {
    user: { id: user.id, firstName: user.first_name, lastName: user.last_name, email: user.email },
    rewards: rows.map((row) => presentUserReward(row, now)),
  };
}
