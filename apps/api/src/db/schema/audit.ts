import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * Who did what to which record, and when, with the record before and after (design.md: every create,
 * change, delete, restore and moderation action by staff; kept at least a year; readable by
 * administrators). Written in the same transaction as the change, so no change is left unrecorded.
 * `before`/`after` never hold secrets (password hashes are left out by the writer).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    /** Null for changes the system makes on its own (jobs). */
    actorId: integer('actor_id').references(() => users.id),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt),
    index('audit_log_created_idx').on(t.createdAt),
    // The system page's filters (issue 26): by who and by what, newest first.
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
    index('audit_log_action_idx').on(t.action, t.createdAt),
  ],
);

/**
 * The built-in second member directory (spec §6 "users can be looked up in a second member app by
 * e-mail and NPI"): used when no APP_HC_DIRECTORY_URL is configured, seeded with a few demo members.
 */
export const directoryMembers = pgTable(
  'app_hc_directory_members',
  {
    id: serial('id').primaryKey(),
    /** The member's id in the other app (`appHcUserId` on our user). */
    appHcUserId: text('app_hc_user_id').notNull(),
    email: text('email').notNull(),
    npi: varchar('npi', { length: 18 }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    specialty: text('specialty'),
  },
  (t) => [
    uniqueIndex('app_hc_directory_members_uid_uq').on(t.appHcUserId),
    index('app_hc_directory_members_email_idx').on(sql`lower(${t.email})`),
    index('app_hc_directory_members_npi_idx').on(t.npi),
  ],
);
