import { z } from 'zod';
import { rowIdParam } from './common.js';
import { REWARD_STATUSES } from './reward-rules.js';

// ---------------------------------------------------------------------------------------------------
// Rewards (spec §2 Rewards and Admin user rewards page, §3 Reward and Rewards summary, §7 rewards and
// users/{id}/rewards, §9 Rewards). Amounts are US dollars; times are ISO 8601 UTC.
// ---------------------------------------------------------------------------------------------------

export const REWARD_MESSAGES = {
  disabled: 'Rewards are not enabled.',
  userNotFound: 'User not found',
  badSearchDate: 'Date filter must be a date as YYYY-MM-DD',
  badYear: 'Year must be a year from 2000 to 2100',
} as const;

/** A weekly eligibility period: Sunday 00:00 UTC to Saturday 23:59:59.999 UTC. */
export const rewardPeriodSchema = z.object({ start: z.string(), end: z.string() });
export type RewardPeriodRange = z.infer<typeof rewardPeriodSchema>;

/**
 * A member's reward (spec §3 Reward: id, question_id, question_title, created_at, expire_at,
 * earned_at, value). `expire_at` is the end of its eligibility period; `code` is the gift-card code,
 * present only once it has been e-mailed (and for a year after, spec §9).
 */
export const rewardSchema = z.object({
  id: z.number().int(),
  question_id: z.number().int(),
  question_title: z.string(),
  created_at: z.string(),
  expire_at: z.string(),
  earned_at: z.string(),
  value: z.number(),
  /** '$25 Bonus' (spec §9). */
  label: z.string(),
  period: rewardPeriodSchema,
  status: z.enum(REWARD_STATUSES),
  sent_at: z.string().nullable(),
  code: z.string().nullable(),
});
export type Reward = z.infer<typeof rewardSchema>;

export const rewardQuestionSchema = z.object({ id: z.number().int(), title: z.string() });
export type RewardQuestion = z.infer<typeof rewardQuestionSchema>;

/**
 * `GET rewards/current` (spec §3 Rewards summary): the current period's rewards for the signed-in
 * member. max: rewards a period allows; value: what a reward pays (USD); earned: rewards earned this
 * period; npiRewardedTopics / npiUnrewardedTopics: the NPI-mapped questions addressed to the member
 * that have earned them a reward / that are open and still would.
 */
export const rewardsSummarySchema = z.object({
  max: z.number().int(),
  value: z.number(),
  earned: z.number().int(),
  rewards: z.array(rewardSchema),
  npiRewardedTopics: z.array(rewardQuestionSchema),
  npiUnrewardedTopics: z.array(rewardQuestionSchema),
  period: rewardPeriodSchema,
  /** Whether another reward can still be earned this period. */
  eligible: z.boolean(),
  /** '$25 Bonus' for the configured value. */
  label: z.string(),
});
export type RewardsSummary = z.infer<typeof rewardsSummarySchema>;

/** `GET rewards/history`: every reward of the member, newest first. */
export const rewardsHistorySchema = z.object({ rewards: z.array(rewardSchema) });
export type RewardsHistory = z.infer<typeof rewardsHistorySchema>;

/** A calendar date as YYYY-MM-DD that exists (2026-02-30 does not). */
export const calendarDateSchema = z
  .string()
  .max(10, REWARD_MESSAGES.badSearchDate)
  .regex(/^\d{4}-\d{2}-\d{2}$/, REWARD_MESSAGES.badSearchDate)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  }, REWARD_MESSAGES.badSearchDate);

export const userRewardsParamsSchema = z.object({ id: rowIdParam });
/** `searchDate`: only the rewards of the eligibility period holding that day; empty = all. */
export const userRewardsQuerySchema = z.object({
  searchDate: z.preprocess((v) => (v === '' ? undefined : v), calendarDateSchema.optional()),
});
export type UserRewardsQuery = z.infer<typeof userRewardsQuerySchema>;

/**
 * A row of the administrator's user rewards page (spec §2: Reward #, Eligibility period, Date
 * earned, Patient Case #, Patient Case Title). Codes are not shown to staff.
 */
export const userRewardSchema = z.object({
  id: z.number().int(),
  period: rewardPeriodSchema,
  earnedAt: z.string(),
  questionId: z.number().int(),
  questionTitle: z.string(),
  value: z.number(),
  status: z.enum(REWARD_STATUSES),
  sentAt: z.string().nullable(),
});
export type UserReward = z.infer<typeof userRewardSchema>;

export const userRewardsSchema = z.object({
  user: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }),
  rewards: z.array(userRewardSchema),
});
export type UserRewards = z.infer<typeof userRewardsSchema>;

// --- Gift-card code pool (administrators) ---------------------------------------------------------

/** `GET rewards/codes/status`: what is left in the pool, per value, and whether it runs low. */
export const giftCardPoolValueSchema = z.object({
  value: z.number(),
  remaining: z.number().int(),
  /** Rewards of closed periods waiting for a code of this value. */
  waiting: z.number().int(),
});
export const giftCardPoolStatusSchema = z.object({
  remaining: z.number().int(),
  assigned: z.number().int(),
  waiting: z.number().int(),
  lowThreshold: z.number().int(),
  /** Fewer codes left than the threshold, or than the rewards waiting for one. */
  low: z.boolean(),
  byValue: z.array(giftCardPoolValueSchema),
  lastImportedAt: z.string().nullable(),
});
export type GiftCardPoolStatus = z.infer<typeof giftCardPoolStatusSchema>;

/**
 * `POST rewards/codes`: a CSV of codes (one a line, optionally `,value` in dollars; a header line
 * "code" or "code,value" is allowed). Codes already in the pool or repeated in the file are skipped
 * and counted; any bad row refuses the whole file (400, one message per row).
 */
export const giftCardImportBodySchema = z.object({ csv: z.string().min(1).max(2_000_000) });
export type GiftCardImportBody = z.infer<typeof giftCardImportBodySchema>;
export const giftCardImportResultSchema = z.object({
  imported: z.number().int(),
  duplicates: z.number().int(),
  pool: giftCardPoolStatusSchema,
});
export type GiftCardImportResult = z.infer<typeof giftCardImportResultSchema>;

/** `POST rewards/processing`: assign codes to the rewards of closed periods and e-mail them now. */
export const rewardProcessingResultSchema = z.object({
  /** False when another run holds the processing lease (it will do the work). */
  ran: z.boolean(),
  assigned: z.number().int(),
  emailed: z.number().int(),
  /** Rewards of closed periods still without a code (the pool has none of their value). */
  waiting: z.number().int(),
  /** Messages not sent yet (the mail relay failed); a queued retry sends them. */
  emailPending: z.number().int(),
  pool: giftCardPoolStatusSchema,
});
export type RewardProcessingResult = z.infer<typeof rewardProcessingResultSchema>;

/** `GET rewards/form_1099/csv?year=YYYY`: members whose rewards that calendar year exceed $600. */
export const form1099QuerySchema = z.object({
  year: z.coerce
    .number({ error: REWARD_MESSAGES.badYear })
    .int(REWARD_MESSAGES.badYear)
    .min(2000, REWARD_MESSAGES.badYear)
    .max(2100, REWARD_MESSAGES.badYear)
    .optional(),
});
export type Form1099Query = z.infer<typeof form1099QuerySchema>;
