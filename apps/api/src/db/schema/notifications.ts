import type { NotificationDelivery, NotificationKind } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * In-app notifications (issue 25): one row per event per recipient, written in the transaction of
 * the event. `subject_key` names the event ('comment:41', 'answer:7:agrees:50', 'topic:3'), so the
 * same event can never add a second row: (user, kind, subject) is unique, except for the batched
 * `new_answers` kind, where it is unique among unread rows only (new answers raise the unread row's
 * `count`; once read, the next answer opens a new batch). `answer_id` / `comment_id` let a deleted
 * item withdraw its unread rows. `subject_title` and `link` are kept as written (the title as it was; the
 * sentence is composed by the presenter, so a batch's count reads right). Self-contained (no foreign keys), so the merger may renumber the migration freely.
 * `kind` is what e-mail preferences and the digest will key on later.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    kind: text('kind').$type<NotificationKind>().notNull(),
    subjectKey: text('subject_key').notNull(),
    /** Who acted (null for the system: rewards, milestones); never the recipient. */
    actorUserId: integer('actor_user_id'),
    topicId: integer('topic_id'),
    answerId: integer('answer_id'),
    commentId: integer('comment_id'),
    count: integer('count').notNull().default(1),
    /** The question's or consensus's title as it was; the sentence is composed when read (presenter). */
    subjectTitle: text('subject_title').notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Moves when a batch grows: the list is newest first by this. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /**
     * How many of the row's events the immediate-mail job has dealt with (e-mailed, or set aside
     * because the member's delivery for the kind is not 'immediate'): the row waits for the job while
     * unread and below `count` (a `new_answers` batch that grew after its mail waits again).
     */
    mailDoneCount: integer('mail_done_count').notNull().default(0),
  },
  (t) => [
    uniqueIndex('notifications_once_idx').on(t.userId, t.kind, t.subjectKey).where(sql`kind <> 'new_answers'`),
    uniqueIndex('notifications_open_batch_idx')
      .on(t.userId, t.kind, t.subjectKey)
      .where(sql`kind = 'new_answers' and read_at is null`),
    // The bell's count on every page: an index of unread rows only.
    index('notifications_unread_idx').on(t.userId).where(sql`read_at is null`),
    index('notifications_list_idx').on(t.userId, t.updatedAt, t.id),
    index('notifications_answer_idx').on(t.answerId),
    index('notifications_comment_idx').on(t.commentId),
    // The immediate-mail job's outbox: unread rows it has not dealt with yet (few at any time).
    index('notifications_mail_pending_idx').on(t.userId).where(sql`read_at is null and mail_done_count < count`),
  ],
);
export type NotificationRow = typeof notifications.$inferSelect;

/**
 * A member's choices of how to hear of each kind (issue 25). No row means every default
 * (DEFAULT_NOTIFICATION_DELIVERY, the digest on, UTC); `deliveries` holds only the kinds the member
 * chose, so a default changed later reaches everyone who never chose.
 */
export const notificationSettings = pgTable('notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  deliveries: jsonb('deliveries')
    .$type<Partial<Record<NotificationKind, NotificationDelivery>>>()
    .notNull()
    .default({}),
  weeklyDigest: boolean('weekly_digest').notNull().default(true),
  /** IANA name; null: UTC. The digest goes on Monday morning here. */
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Immediate notification e-mail (issue 25), one row per member and thread: a question
 * ('topic:12') or, for kinds without one, the kind ('kind:reward_earned'). The row is the throttle
 * (`last_mailed_at`: at most one e-mail per thread per IMMEDIATE_MAIL_WINDOW_MS) and the claim of the
 * message in flight: `seq` numbers the thread's messages (the Message-ID), `items` are the
 * notifications (id and count) it covers, claimed under a lease before it goes and `done_at` after
 * the relay accepted it, so a retried or concurrent job never sends it twice and a crashed one resends
 * it with the same Message-ID. No foreign keys, so the merger may renumber the migration freely.
 */
export const notificationMailThreads = pgTable(
  'notification_mail_threads',
  {
    userId: integer('user_id').notNull(),
    threadKey: text('thread_key').notNull(),
    seq: integer('seq').notNull().default(1),
    items: jsonb('items').$type<{ id: number; count: number }[]>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /** Null while the message is in flight. */
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** When the thread's last message that went out was claimed: the throttle window starts there. */
    lastMailedAt: timestamp('last_mailed_at', { withTimezone: true }),
    /** A relay's permanent refusal of the last message. */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.threadKey] }),
    index('notification_mail_threads_in_flight_idx').on(t.leaseUntil).where(sql`done_at is null`),
  ],
);

/**
 * New answers waiting to be counted into the "new answers" batches (issue 25): the answer's
 * transaction writes one row here instead of one row per member who answered the question (about 200
 * on an active question), and the fan-out job (notification-fanout.ts) counts every waiting answer of
 * a question into its answerers' batches in one statement, deleting them as it goes.
 */
export const notificationFanout = pgTable(
  'notification_fanout',
  {
    answerId: integer('answer_id').primaryKey(),
    topicId: integer('topic_id').notNull(),
    actorUserId: integer('actor_user_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('notification_fanout_topic_idx').on(t.topicId, t.createdAt)],
);
