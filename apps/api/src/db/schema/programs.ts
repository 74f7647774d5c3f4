import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { specialties, users } from './people.js';
import { comments, topics } from './content.js';

/**
 * Sponsored educational programs (from the program partner's feed in production). A program is
 * enabled when it has a global priority; `confirmedAt` records a moderator's confirmation (spec §4).
 */
export const programs = pgTable(
  'programs',
  {
    id: serial('id').primaryKey(),
    hcmpPrgId: text('hcmp_prg_id').notNull().unique(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    airDate: timestamp('air_date', { withTimezone: true }),
    globalPriority: integer('global_priority'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programs_priority_idx').on(t.globalPriority)],
);

export const programSpecialties = pgTable(
  'program_specialties',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [primaryKey({ columns: [t.programId, t.specialtyId] })],
);

/** Programs attached to a question, each with its per-question priority (1 = first). */
export const topicPrograms = pgTable(
  'topic_programs',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    priority: integer('priority').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.programId] })],
);

/** A member sent to a program partner link (the sponsored interstitial or after-answer redirect). */
export const programVisits = pgTable(
  'program_visits',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    commentId: integer('comment_id').references(() => comments.id, { onDelete: 'set null' }),
    fromCommentsView: boolean('from_comments_view').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('program_visits_user_idx').on(t.userId, t.programId)],
);

/**
 * E-mail campaigns: for a question by audience, by specialty, or by NPI list. The target list is built
 * by a job that fills `campaign_recipients` and sets `targetListCreatedAt`.
 */
export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: ['topic', 'specialty', 'npi'] }).notNull(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    template: text('template').notNull(),
    targetAudience: text('target_audience').notNull(),
    specialtyIds: integer('specialty_ids').array().notNull().default(sql`'{}'::int[]`),
    subspecialtyIds: integer('subspecialty_ids').array().notNull().default(sql`'{}'::int[]`),
    npiRows: text('npi_rows').array().notNull().default(sql`'{}'::text[]`),
    segmentSize: integer('segment_size'),
    targetListCreatedAt: timestamp('target_list_created_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** One sender at a time: the worker holding this lease renews it while it sends (campaign job). */
    sendLeaseOwner: text('send_lease_owner'),
    sendLeaseUntil: timestamp('send_lease_until', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('campaigns_topic_idx').on(t.topicId), index('campaigns_created_idx').on(t.createdAt)],
);

/** Each recipient at most once per campaign; `sentAt` makes a retried send skip those already mailed. */
export const campaignRecipients = pgTable(
  'campaign_recipients',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    email: text('email').notNull(),
    topicId: integer('topic_id'),
    /** Claimed for sending (before the message goes out); set with `sentAt` still null = in flight. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A permanent rejection by the mail relay (5xx): the recipient is skipped, not retried. */
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.campaignId, t.userId] }),
    // The sender claims the next recipient not yet sent to, one at a time: by the primary key alone
    // each claim stepped over every row already sent (a campaign to 55,000 members slowed to 17 a
    // second, issue 27); here only the rows still to send are indexed.
    index('campaign_recipients_unsent_idx')
      .on(t.campaignId, t.userId)
      .where(sql`${t.sentAt} is null and ${t.error} is null`),
  ],
);

/**
 * A member's campaign mail preference: the unguessable token of their unsubscribe link (made when
 * the first campaign message to them is sent) and, once they used it, when they left. Campaign target
 * lists leave out members with `unsubscribedAt`.
 */
export const campaignMailPreferences = pgTable(
  'campaign_mail_preferences',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    unsubscribeToken: text('unsubscribe_token').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('campaign_mail_preferences_token_uq').on(t.unsubscribeToken)],
);
