import { index, integer, jsonb, pgTable, primaryKey, smallint, timestamp } from 'drizzle-orm/pg-core';
import { comments, topics } from './content.js';
import { users } from './people.js';

/**
 * A case's positions (issue 24): the 2 to 6 short labels a consensus author names for a question,
 * in their order (an assignment's `position` is an index into `labels`). One row per question; saved
 * with the author's draft and read again when a consensus about the question is submitted.
 */
export const topicPositions = pgTable('topic_positions', {
  topicId: integer('topic_id')
    .primaryKey()
    .references(() => topics.id, { onDelete: 'cascade' }),
  labels: jsonb('labels').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
});

/**
 * Where each answer of the question stands: a position's index, or null for "other / unclear".
 * Answers without a row are not assigned yet. The primary key serves the reads by question; the
 * answer index lets a deleted answer's rows go without a scan.
 */
export const topicPositionAssignments = pgTable(
  'topic_position_assignments',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    answerId: integer('answer_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    position: smallint('position'),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.answerId] }),
    index('topic_position_assignments_answer_idx').on(t.answerId),
  ],
);
