import { type Reward, type RewardStatus, type UserReward, rewardBonusLabel } from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { RewardRow } from './rewards.queries.js';

const usd = (cents: number) => cents / 100;

/** Earned while its period is open; processing once it closed, until its code was e-mailed. */
export function rewardStatus(row: Pick<RewardRow, 'period_end' | 'emailed_at'>, now: Date): RewardStatus {
  if (row.emailed_at !== null) return 'sent';
  return new Date(iso(row.period_end)).getTime() >= now.getTime() ? 'earned' : 'processing';
}

export function presentReward(row: RewardRow, now: Date): Reward {
  const period = { start: iso(row.period_start), end: iso(row.period_end) };
  return {
    id: row.id,
    question_id: row.topic_id,
    question_title: row.question_title,
    created_at: iso(row.earned_at),
    expire_at: period.end,
    earned_at: iso(row.earned_at),
    value: usd(row.value_cents),
    label: rewardBonusLabel(usd(row.value_cents)),
    period,
    status: rewardStatus(row, now),
    sent_at: isoOrNull(row.emailed_at),
    code: row.code,
  };
}

/** The administrator's view: no code. */
export function presentUserReward(row: RewardRow, now: Date): UserReward {
  return {
    id: row.id,
    period: { start: iso(row.period_start), end: iso(row.period_end) },
    earnedAt: iso(row.earned_at),
    questionId: row.topic_id,
    questionTitle: row.question_title,
    value: usd(row.value_cents),
    status: rewardStatus(row, now),
    sentAt: isoOrNull(row.emailed_at),
  };
}
