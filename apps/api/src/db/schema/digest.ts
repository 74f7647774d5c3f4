import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The weekly digest's ledger (issue 25, docs/digest.md): one row per member per week (the Monday of
 * the member's local ISO week), inserted as a claim before the message is composed and finished once
 * the relay accepted it (`outcome` 'sent'), refused it for good ('rejected'), or when the member had
 * nothing to read that week ('empty', so later runs do not look at them again). The primary key is
 * what makes the digest go once per member per week, whatever runs at the same time. A claim left
 * unfinished (a crashed sender) may be taken again after a while: that one message may go twice, with
 * the same Message-ID. Self-contained (no foreign keys), so the merger may renumber the migration.
 */
export const digestDeliveries = pgTable(
  'digest_deliveries',
  {
    userId: integer('user_id').notNull(),
    week: date('week', { mode: 'string' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<'sent' | 'empty' | 'rejected'>(),
    /** How many items the message listed (0 when empty): for support and the bench. */
    items: integer('items'),
  },
  // The primary key only: every statement of a run finds rows by (user_id, week). An index on `week`
  // (for pruning) misled the planner into scanning the whole week for each update while the table's
  // statistics were older than the week (a new week is never in them): quadratic in the members.
  (t) => [primaryKey({ columns: [t.userId, t.week] })],
);
