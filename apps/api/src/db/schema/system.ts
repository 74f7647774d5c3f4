import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The administrators' system page (issue 26). Each running instance writes its heartbeat here every
 * 30 s (modules/system/heartbeat.ts); the page lists those seen in the last few minutes. Rows of
 * instances gone for a day are deleted by the beats of the others.
 */
export const instanceHeartbeats = pgTable(
  'instance_heartbeats',
  {
    instanceId: text('instance_id').primaryKey(),
    hostname: text('hostname').notNull(),
    version: text('version').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('instance_heartbeats_last_seen_idx').on(t.lastSeenAt)],
);

/**
 * Messages the one mail transport (plugins/mail.ts) could not hand over: the recipient masked, the
 * error scrubbed of addresses. Bounded: the writer deletes rows older than 30 days or beyond the
 * newest 5,000.
 */
export const mailFailures = pgTable(
  'mail_failures',
  {
    id: serial('id').primaryKey(),
    recipient: text('recipient').notNull(),
    transport: text('transport').notNull(),
    error: text('error').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_failures_failed_at_idx').on(t.failedAt)],
);

/**
 * Client error reports (modules/client-errors), already scrubbed, kept for the system page. Bounded
 * like mail failures: older than 30 days or beyond the newest 5,000 are deleted on insert.
 */
export const clientErrorReports = pgTable(
  'client_error_reports',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    message: text('message').notNull(),
    path: text('path'),
    status: integer('status'),
    code: text('code'),
    release: text('release'),
    requestId: text('request_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_error_reports_created_idx').on(t.createdAt)],
);
