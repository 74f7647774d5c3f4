import type { CitationKind, CitationStatus } from '@pc/contracts';
import { index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The metadata cache of literature identifiers (issue 24): one row per identifier ever written in an
 * answer, a comment or a consensus, keyed by its `findCitations` key ('doi:10.1056/nejmoa2107038').
 * Rows are added as 'pending' by the write that cites them (no network in a member's request); the
 * `citations-resolve` job looks each one up once and stores what the service said ('resolved', with
 * `formatted` in Vancouver style) or 'unresolved' (not found, refused, timed out), tried again after
 * `next_attempt_at` with a growing delay. Self-contained (no foreign key): nothing else points here.
 */
export const citations = pgTable(
  'citations',
  {
    key: text('key').primaryKey(),
    kind: text('kind').$type<CitationKind>().notNull(),
    identifier: text('identifier').notNull(),
    status: text('status').$type<CitationStatus>().notNull().default('pending'),
    title: text('title'),
    /** Display names ('Anker SD'), in order; empty until resolved. */
    authors: text('authors').array().notNull().default([]),
    journal: text('journal'),
    year: smallint('year'),
    formatted: text('formatted'),
    /** Lookups made so far: sets the delay before the next one (1 min, 2, 4 … up to a day). */
    attempts: integer('attempts').notNull().default(0),
    /** When the job may look it up (again); also its claim while a lookup runs. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last lookup failed ('not found', 'timeout', 'HTTP 503'), for the logs and support. */
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [index('citations_due_idx').on(t.status, t.nextAttemptAt)],
);
export type CitationRow = typeof citations.$inferSelect;
