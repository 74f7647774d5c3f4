import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { comments, topics } from './content.js';
import { users } from './people.js';

/**
 * One reward per member per question, ever, within the weekly period it was earned in (design.md):
 * a withdrawn reward keeps its row, so the unique (user, topic) index still refuses a second one.
 */
export const rewards = pgTable(
  'rewards',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    valueCents: integer('value_cents').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    earnedAt: timestamp('earned_at', { withTimezone: true }).notNull().defaultNow(),
    expireAt: timestamp('expire_at', { withTimezone: true }),
    giftCardCodeId: integer('gift_card_code_id'),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** Claimed for sending (before the message goes out): a crash between this and `emailedAt` resends. */
    emailAttemptedAt: timestamp('email_attempted_at', { withTimezone: true }),
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    /** Its answer was deleted before the week was processed: it pays nothing and counts for nothing. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rewards_user_topic_uq').on(t.userId, t.topicId),
    index('rewards_user_period_idx').on(t.userId, t.periodStart),
    index('rewards_unissued_idx').on(t.issuedAt, t.periodEnd),
  ],
);

/** Gift-card codes an administrator imports; each is handed to exactly one reward. */
export const giftCardCodes = pgTable(
  'gift_card_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    valueCents: integer('value_cents').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
    rewardId: integer('reward_id').unique(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
  },
  (t) => [index('gift_card_codes_free_idx').on(t.valueCents, t.rewardId)],
);

/**
 * One reward processor at a time (the Monday job, a run-now, a resume after a crash): the holder
 * renews its lease every few seconds; a lease nobody renews runs out and the next run takes over.
 */
export const rewardProcessingLeases = pgTable('reward_processing_leases', {
  name: text('name').primaryKey(),
  owner: text('owner').notNull(),
  until: timestamp('until', { withTimezone: true }).notNull(),
});
