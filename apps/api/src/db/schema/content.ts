import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { specialties, subspecialties, users } from './people.js';
import { wilsonLowerBoundSql } from './wilson.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** A clinical question. Status is derived from the two dates at read time (design.md). */
export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    personalized: boolean('personalized').notNull().default(true),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    publishDate: timestamp('publish_date', { withTimezone: true }).notNull(),
    expirationDate: timestamp('expiration_date', { withTimezone: true }).notNull(),
    useNpiMap: boolean('use_npi_map').notNull().default(false),
    hideAnswers: boolean('hide_answers').notNull().default(true),
    therapyArea: text('therapy_area').notNull(),
    primaryIndication: text('primary_indication').notNull(),
    secondaryIndication: text('secondary_indication').notNull(),
    stageProgression: text('stage_progression').notNull(),
    initiatingTeam: text('initiating_team').notNull(),
    rewardEnabled: boolean('reward_enabled').notNull().default(true),
    rewardValueCents: integer('reward_value_cents').notNull().default(2500),
    totalResponsesCount: integer('total_responses_count').notNull().default(0),
    /**
     * Moves on every change to the question's answers and comments (votes included), by the trigger
     * `comments_bump_thread_version` in the changing statement's own transaction: cached thread pages
     * are keyed by it, so no reader is served a page older than the last committed write.
     */
    threadVersion: integer('thread_version').notNull().default(0),
    commentedAt: timestamp('commented_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('topics_feed_idx').on(t.expirationDate, t.publishDate).where(sql`${t.deletedAt} is null`),
    index('topics_author_idx').on(t.authorUserId),
  ],
);

export const topicSpecialties = pgTable(
  'topic_specialties',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.specialtyId] }), index('topic_specialties_spec_idx').on(t.specialtyId)],
);

export const topicSubspecialties = pgTable(
  'topic_subspecialties',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    subspecialtyId: integer('subspecialty_id')
      .notNull()
      .references(() => subspecialties.id),
  },
  (t) => [
    primaryKey({ columns: [t.topicId, t.subspecialtyId] }),
    index('topic_subspecialties_sub_idx').on(t.subspecialtyId),
  ],
);

/** The NPI map of a question: the members it targets when `useNpiMap` is set. */
export const topicNpis = pgTable(
  'topic_npis',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    npi: text('npi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.topicId, t.npi] }), index('topic_npis_npi_idx').on(t.npi)],
);

/**
 * Who each question is for, precomputed (issue 13): one row per audience key of the question, `s:<id>`
 * for a specialty, `ss:<id>` for a subspecialty, or `n:<npi>` for the NPI map when the question uses
 * it (then only those). Kept by statement triggers on the three targeting tables and on
 * `topics.use_npi_map` (migration 0009), in the writing transaction: the eligibility test of a feed is
 * then a few index range scans of the member's keys instead of a check of every published question.
 */
export const topicAudiences = pgTable(
  'topic_audiences',
  {
    audience: text('audience').notNull(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.audience, t.topicId] }), index('topic_audiences_topic_idx').on(t.topicId)],
);

/**
 * One row (id 1): moves whenever something a member feed shows changes (a question's listed columns,
 * its audience keys or specialties, a specialty's name), by triggers in the writing transaction
 * (migration 0025). The shared part of the My Specialty feed is cached under it
 * (modules/topics/feed-cache.ts), so no member is served a list older than the last committed write.
 */
export const feedVersion = pgTable('feed_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/**
 * One row (id 1): moves on every write to the questions but their answers (which questions exist and
 * who they are for, what their pages show; not a question's answer count and last answer time), by
 * triggers in the writing transaction (migration 0030). Kept under it: the question pages members open
 * (modules/topics/question-cache.ts) and the active questions the first thread page's unseen mark
 * checks. Answers and votes leave it alone.
 */
export const questionsVersion = pgTable('questions_version', {
  id: integer('id').primaryKey(),
  version: integer('version').notNull().default(0),
});

/** One opening of a question by a member (`topicViewId`); unique views count distinct users. */
export const topicViews = pgTable(
  'topic_views',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    responsesShownAt: timestamp('responses_shown_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('topic_views_topic_user_idx').on(t.topicId, t.userId), index('topic_views_user_idx').on(t.userId)],
);

/**
 * Answers (replyTo null) and comments (replyTo = the answer). Soft-deleted answers keep their comments.
 * Vote counts are kept on the row, in the same transaction as the vote, so sorting by rating reads no
 * other table.
 */
export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    replyTo: integer('reply_to'),
    text: text('text').notNull(),
    createdByUserId: integer('created_by_user_id')
      .notNull()
      .references(() => users.id),
    modifiedByUserId: integer('modified_by_user_id').references(() => users.id),
    agreeCount: integer('agree_count').notNull().default(0),
    disagreeCount: integer('disagree_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    searchVector: tsvector('search_vector').generatedAlwaysAs(sql`to_tsvector('english', "text")`),
    /**
     * The Wilson lower bound of the agree share (contracts' `wilsonLowerBound`), computed by the
     * database whenever the counts change, in the vote's own statement: a thread page sorted by
     * rating is an index range scan (comments_answers_rating_idx).
     */
    wilson: doublePrecision('wilson')
      .notNull()
      .generatedAlwaysAs(wilsonLowerBoundSql(sql`"agree_count"`, sql`"disagree_count"`)),
  },
  (t) => [
    index('comments_thread_idx').on(t.topicId, t.replyTo, t.createdAt),
    // Keyset pages of a question's answers (GET topics/{id}/answers), and of an answer's comments.
    index('comments_answers_rating_idx').on(t.topicId, t.wilson.desc(), t.id.desc()).where(sql`reply_to is null`),
    index('comments_answers_date_idx').on(t.topicId, t.createdAt.desc(), t.id.desc()).where(sql`reply_to is null`),
    index('comments_reply_idx').on(t.replyTo, t.createdAt, t.id),
    index('comments_author_idx').on(t.createdByUserId, t.topicId),
    // The search's walk (search.queries.ts) reads comments in (created_at, id) order; with the date
    // alone, every comment read went through an incremental sort on id (issue 27, migration 0029).
    index('comments_created_id_idx').on(t.createdAt, t.id),
    index('comments_search_idx').using('gin', t.searchVector),
  ],
);

/** One vote per member per answer: +1 agree, -1 disagree. */
export const ratings = pgTable(
  'ratings',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    value: smallint('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('ratings_user_idx').on(t.userId)],
);

export const flags = pgTable(
  'flags',
  {
    id: serial('id').primaryKey(),
    topicId: integer('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    userEmail: text('user_email').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    answerId: integer('answer_id'),
    commentId: integer('comment_id'),
    content: text('content'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flags_topic_idx').on(t.topicId)],
);

export const impressions = pgTable(
  'impressions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    contentId: text('content_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('impressions_content_idx').on(t.kind, t.contentId)],
);

/** Product events such as the answer-form focus, recorded once per question view. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: integer('user_id').references(() => users.id),
    topicViewId: integer('topic_view_id'),
    payload: jsonb('payload'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('events_once_per_view_uq').on(t.name, t.topicViewId)],
);

/**
 * Case consensus summaries: documents with a review status (design.md). `data` is what readers get
 * (rich text as sanitised HTML); `source` is what the author submitted (rich text in markdown), kept
 * so a returned consensus can be edited and sent again. `topic_selection` is the specialty name the
 * consensus is filed under (its `TopicSelection`), copied out of `data` so the list can filter on it.
 */
export const consensusSummaries = pgTable(
  'consensus_summaries',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ['draft', 'in_review', 'published'] })
      .notNull()
      .default('draft'),
    title: text('title').notNull(),
    consensusType: text('consensus_type').notNull(),
    topicSelection: text('topic_selection').notNull().default(''),
    data: jsonb('data').notNull(),
    source: jsonb('source'),
    /**
     * The figures of its case (issue 24, contracts' `ConsensusFigures`) computed when it was submitted
     * or resubmitted: a snapshot, so a published consensus does not change when its thread does. Null
     * when the case had no positions.
     */
    figures: jsonb('figures'),
    authorUserId: integer('author_user_id').references(() => users.id),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    publishedByUserId: integer('published_by_user_id').references(() => users.id),
    returnNote: text('return_note'),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedByUserId: integer('returned_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    // The Case Consensuses page: published ones, newest first, all or of one specialty (by name, any case).
    index('consensus_summaries_published_idx')
      .on(t.publishedAt.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    index('consensus_summaries_specialty_idx')
      .on(sql`lower(${t.topicSelection})`, t.publishedAt.desc())
      .where(sql`${t.status} = 'published' and ${t.deletedAt} is null`),
    // The reviewers' queue, oldest submission first.
    index('consensus_summaries_review_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'in_review' and ${t.deletedAt} is null`),
    // An author's own submissions.
    index('consensus_summaries_author_idx').on(t.authorUserId).where(sql`${t.deletedAt} is null`),
  ],
);

/**
 * One row: a number that every statement writing `consensus_summaries` moves, in its own transaction
 * (a statement trigger, migration 0027). The Case Consensuses list is cached under it
 * (consensus-list.service.ts), so a cached list is never older than the last committed change to any
 * consensus, whichever instance, path or script made it.
 */
export const consensusListVersion = pgTable('consensus_list_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

/** Peer challenges (spec §3): created and updated through the JSON API; `data` holds sanitised HTML. */
export const peerChallenges = pgTable('peer_challenges', {
  id: serial('id').primaryKey(),
  programId: text('program_id'),
  assetId: text('asset_id'),
  status: text('status', { enum: ['draft', 'in_review', 'published'] })
    .notNull()
    .default('draft'),
  title: text('title').notNull(),
  data: jsonb('data').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const searchLogs = pgTable(
  'search_logs',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    words: text('words').notNull(),
    filters: jsonb('filters').notNull(),
    resultsCount: integer('results_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('search_logs_created_idx').on(t.createdAt)],
);
