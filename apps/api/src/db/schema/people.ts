import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const specialties = pgTable('specialties', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

export const subspecialties = pgTable(
  'subspecialties',
  {
    id: serial('id').primaryKey(),
    specialtyId: integer('specialty_id')
      .notNull()
      .references(() => specialties.id),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('subspecialties_specialty_name_uq').on(t.specialtyId, t.name)],
);

/**
 * The text the users list searches (issue 27): first name, last name, e-mail and NPI / internal ID,
 * one space apart. The index `users_search_trgm_idx` is on exactly this expression, and a query uses
 * the index only when it writes the same one (users.queries.ts).
 */
export function usersSearchText(t: {
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  email: AnyPgColumn;
  npi: AnyPgColumn;
}): SQL {
  return sql`(${t.firstName} || ' ' || ${t.lastName} || ' ' || ${t.email} || ' ' || coalesce(${t.npi}, ''))`;
}

/**
 * Members, moderators and administrators. `npi` holds the real NPI for external users or the generated
 * 9-digit internal ID (`internalNpi`) otherwise. Soft-deleted: e-mail and NPI are unique among rows
 * that are not deleted, so a deleted user can be restored or re-created.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    roleId: integer('role_id').notNull(),
    extraPermissions: text('extra_permissions').array().notNull().default(sql`'{}'::text[]`),
    npi: varchar('npi', { length: 18 }),
    internalNpi: boolean('internal_npi').notNull().default(false),
    specialtyId: integer('specialty_id').references(() => specialties.id),
    subspecialtyId: integer('subspecialty_id').references(() => subspecialties.id),
    phone: text('phone'),
    mobilePhone: text('mobile_phone'),
    gender: text('gender'),
    practiceType: text('practice_type'),
    disabled: boolean('disabled').notNull().default(false),
    isExpert: boolean('is_expert').notNull().default(false),
    appHcUserId: text('app_hc_user_id'),
    /** Subject of the user at an external identity provider (`auth0UserId` in the spec). */
    externalSubject: text('external_subject'),
    userCreateFailed: boolean('user_create_failed').notNull().default(false),
    disableAccountUpdateEmail: boolean('disable_account_update_email').notNull().default(false),
    showTooltips: boolean('show_tooltips').notNull().default(true),
    ctaPopupDisabled: boolean('cta_popup_disabled').notNull().default(false),
    /** Hash from a memory-hard function (argon2id); never leaves the server. */
    passwordHash: text('password_hash'),
    ...timestamps,
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_active_uq').on(sql`lower(${t.email})`).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_npi_active_uq').on(t.npi).where(sql`${t.deletedAt} is null`),
    uniqueIndex('users_external_subject_uq').on(t.externalSubject),
    index('users_specialty_idx').on(t.specialtyId, t.subspecialtyId),
    index('users_role_idx').on(t.roleId),
    // The administrators' user list (issue 27): every search word is a substring of one of these
    // fields, which is a substring of this text (a word has no whitespace, so it cannot span the
    // separators); pg_trgm's GIN then finds rows by `ilike '%word%'` instead of reading every user.
    index('users_search_trgm_idx').using('gin', sql`${usersSearchText(t)} gin_trgm_ops`),
    // The list's order, for active users: page 1 reads ten entries instead of sorting every user.
    index('users_active_name_idx')
      .on(sql`lower(${t.lastName})`, sql`lower(${t.firstName})`, t.id)
      .where(sql`${t.deletedAt} is null`),
    // The deleted users' list (most recently deleted first): a few rows of a large table.
    index('users_deleted_idx').on(t.deletedAt.desc(), t.id).where(sql`${t.deletedAt} is not null`),
  ],
);

/**
 * One row: moved (deferred to the commit) by triggers on `users` whenever a user is added or removed
 * or a field the users list searches or filters on changes (migration 0028). The list's totals are
 * kept in the shared cache under it (users.totals.ts), so any writer (the API, a script, a test
 * factory) makes them unreachable at its commit.
 */
export const usersListVersion = pgTable('users_list_version', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});

export const disclaimerReads = pgTable('disclaimer_reads', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tooltipViews = pgTable(
  'tooltip_views',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

/** One-time links: magic sign-in and set-password tickets. Only a hash of the token is stored. */
export const authTickets = pgTable(
  'auth_tickets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['magic_link', 'set_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tickets_user_idx').on(t.userId)],
);

/** Storage for the embedded OIDC issuer (sessions, grants, codes, refresh tokens). */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.id] }),
    index('oidc_payloads_grant_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Signing keys of the embedded issuer (private JWKs), so tokens survive restarts. */
export const signingKeys = pgTable('signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: text('private_jwk').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
