import { z } from 'zod';
import { pageNumberParam, patchSchemaOf, rowIdParam, rowIdSchema } from './common.js';
import { MAX_ROW_ID, MESSAGES, PAGE_SIZE } from './constants.js';
import { type FieldIssue, pageMetaSchema } from './internal-topics.js';
import { INTERNAL_ID_MAX, INTERNAL_ID_MIN, NPI_FIELD_MAX, NPI_MESSAGES, npiError } from './npi.js';
import { PERMISSIONS, type Permission, type RoleDefinition, roleById } from './roles.js';

// ---------------------------------------------------------------------------------------------------
// User management (spec §2 users list and user form, §3 User, §5 Create-user, §7 Users and
// app_hc_users, §8 user codes and toasts). The form schema here is the one both the server and the
// web form validate with.
// `generateInternalId` (npi.ts) makes the internal ID the form fills in for roles without a real NPI.
// ---------------------------------------------------------------------------------------------------

/** Texts of spec §4 and §8 for user management, and the few the spec leaves to us (marked). */
export const USER_MESSAGES = {
  /** Code 301. */
  emailNotUnique: 'User with that email already exists.',
  /** Code 303; the form generates a new internal ID after `TIMING.internalIdRegenerationMs`. */
  npiNotUnique:
    'User with that number already exists. Will auto-generate a new number in 5 seconds, please try submitting again.',
  /** Code 302: the e-mail belongs to a deleted user; the form offers Restore. */
  deletedUserExistsTitle: 'User exists',
  deletedUserExists: 'A user with that email address was deleted. Do you want to restore the user?',
  /** Code 1 (ours): the account could not be created because the member directory did not answer. */
  createFailed: 'There was an issue creating this user.',
  updateFailed: 'There was an issue updating this user.',
  restoreFailed: 'There was an issue restoring this user.',
  deleteFailed: 'There was an issue deleting this user.',
  exportFailed: 'There was an issue exporting these users.',
  errorCreating: 'Error creating user.',
  created: 'New user was successfully created.',
  updated: 'User was successfully updated.',
  restored: 'User was successfully restored.',
  deleted: 'User was successfully deleted.',
  /** The account e-mail (set-password link) could not be sent: the copy-link fallback of spec §8. */
  accountEmailFailed: 'The account update Email failed to send.',
  accountEmailFailedForgotPassword:
    'The user can set a password with Forgot Password on the sign-in page, or you can copy the link below and send it to them.',
  copyLink: 'Copy link',
  deactivated: 'This user is deactivated!',
  /** Code 3 (ours): a field names something that does not exist or does not fit the role. */
  wrongArguments: 'Wrong arguments',
  unknownRole: 'Role does not exist',
  unknownSpecialty: 'Specialty does not exist',
  unknownSubspecialty: 'Subspecialty does not belong to the specialty',
  unknownAppHcUser: 'No app.hc account with this id matches the e-mail or NPI',
  /** Ours: the internal ID generated for users without a real NPI. */
  internalIdFormat: 'Internal ID should be 9 digits',
  /** Ours: an administrator cannot lock themselves out. */
  ownAccount: 'You cannot delete or disable your own account, or change your own role.',
  notDeleted: 'This user is not deleted.',
} as const;

const NAME_MAX = 100;
const EMAIL_MAX = 320;
const SHORT_TEXT_MAX = 100;
const NPI_INPUT_MAX = 100;

const requiredName = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(NAME_MAX, { error: MESSAGES.tooLong(NAME_MAX) });

export const userEmailSchema = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, { error: MESSAGES.required })
  .max(EMAIL_MAX, { error: MESSAGES.email })
  .pipe(z.email({ error: MESSAGES.email }));

const optionalText = z
  .string()
  .trim()
  .max(SHORT_TEXT_MAX, { error: MESSAGES.tooLong(SHORT_TEXT_MAX) })
  .nullish();

/** A 9-digit internal ID (100000000 to 999999999) for users without a real NPI (spec §5, §9). */
export function isInternalId(value: string): boolean {
  return /^\d{9}$/.test(value) && Number(value) >= INTERNAL_ID_MIN && Number(value) <= INTERNAL_ID_MAX;
}

/**
 * The NPI field's message for a role: a real NPI (the four messages of spec §5) for roles that need
 * one, otherwise an internal ID (which the form generates, and the server when it is left empty).
 */
export function userNpiError(role: Pick<RoleDefinition, 'requiresNpi'>, npi: string | null | undefined): string | null {
  const value = (npi ?? '').trim();
  if (role.requiresNpi) return value === '' ? MESSAGES.required : npiError(value);
  if (value === '') return null;
  return isInternalId(value) ? null : USER_MESSAGES.internalIdFormat;
}

/**
 * The user form (create and edit; spec §5 Create-user). `permissions` are the ticked boxes: the role's
 * locked preset is always granted whatever is sent, and only the role's optional permissions are kept.
 * `PATCH users/{id}` takes any of its fields (`userPatchSchema`).
 */
export const userFormFieldsSchema = z.object({
  firstName: requiredName,
  lastName: requiredName,
  email: userEmailSchema,
  roleId: z
    .number({ error: MESSAGES.required })
    .int({ error: MESSAGES.required })
    .positive({ error: MESSAGES.required })
    .max(MAX_ROW_ID, { error: MESSAGES.required }),
  /**
   * A real NPI for roles that need one; a 9-digit internal ID (or empty: generated) otherwise. Its
   * length is one of the role's rules (`userFormIssues`), so 'Maximum characters NPI field support is
   * 18' is said once; the bound here only keeps absurd input out.
   */
  npi: z.string().trim().max(NPI_INPUT_MAX, { error: NPI_MESSAGES.tooLong }).nullish(),
  specialtyId: rowIdSchema.nullish(),
  subspecialtyId: rowIdSchema.nullish(),
  permissions: z.array(z.enum(PERMISSIONS)).max(PERMISSIONS.length).default([]),
  phone: optionalText,
  mobilePhone: optionalText,
  gender: optionalText,
  practiceType: optionalText,
  isExpert: z.boolean().default(false),
  /** The member's account in the second member app, chosen when the look-up found any (spec §5). */
  appHcUserId: z.string().trim().max(SHORT_TEXT_MAX).nullish(),
  disableAccountUpdateEmail: z.boolean().default(false),
  /** Edit only: absent keeps the current state; a new account is always enabled. */
  disabled: z.boolean().optional(),
});

/**
 * The rules that depend on the role (spec §5): a real NPI (with the four NPI messages) or an internal
 * ID, and the specialty where the role needs one. The API checks them after the field rules, so a
 * request with every field well-formed reaches the handler (which answers these with field messages).
 */
export function userFormIssues(v: {
  roleId?: unknown;
  npi?: string | null;
  specialtyId?: number | null;
}): FieldIssue[] {
  if (typeof v.roleId !== 'number') return [];
  const role = roleById(v.roleId);
  if (!role) return [{ path: 'roleId', message: USER_MESSAGES.unknownRole }];
  const issues: FieldIssue[] = [];
  const npiMessage = userNpiError(role, v.npi);
  if (npiMessage) issues.push({ path: 'npi', message: npiMessage });
  if (role.requiresSpecialty && !v.specialtyId) issues.push({ path: 'specialtyId', message: MESSAGES.required });
  return issues;
}

/** The whole form as the web form validates it: the field rules and the role's rules at once. */
export const userFormSchema = userFormFieldsSchema.superRefine(
  (v, ctx) => {
    for (const issue of userFormIssues(v)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
);
/** `PATCH users/{id}`: only the fields sent change (disabling needs only `disabled`); the merged user is checked whole. */
export const userPatchSchema = patchSchemaOf(userFormFieldsSchema);
export type UserPatch = z.infer<typeof userPatchSchema>;
export type UserFormBody = z.input<typeof userFormSchema>;
export type UserForm = z.infer<typeof userFormSchema>;

/** One permission box of the user form: locked ones are the role's preset, shown checked and disabled. */
export interface PermissionOption {
  permission: Permission;
  locked: boolean;
}

/** The boxes the form shows for a role: its locked preset, then the optional ones. */
export function permissionOptions(role: RoleDefinition): PermissionOption[] {
  return [
    ...role.preset.map((permission) => ({ permission, locked: true })),
    ...role.optional.map((permission) => ({ permission, locked: false })),
  ];
}

/**
 * What the form's permissions become when the role changes (spec §5 "changing role clears
 * permissions"): exactly the new role's presets, nothing optional ticked.
 */
export function permissionsForRole(role: RoleDefinition): Permission[] {
  return [...role.preset];
}

/** The optional permissions worth storing for a role: the ticked ones the role allows. */
export function extraPermissionsFor(role: RoleDefinition, ticked: readonly string[]): Permission[] {
  return role.optional.filter((p) => ticked.includes(p));
}

// --- responses -------------------------------------------------------------------------------------

const named = z.object({ id: z.number().int(), name: z.string() });

/** spec §3 User, as the administrator's pages see it. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  roleId: z.number().int(),
  /** The role's stored name (`auth0RoleName` in the spec) and its display name. */
  roleName: z.string(),
  roleDisplayName: z.string(),
  /** The real NPI of external users, or the internal ID. */
  npi: z.string().nullable(),
  internalNpi: z.boolean(),
  isExternalUser: z.boolean(),
  specialtyId: z.number().int().nullable(),
  specialty: named.nullable(),
  subspecialtyId: z.number().int().nullable(),
  subspecialty: named.nullable(),
  permissions: z.array(z.string()),
  phone: z.string().nullable(),
  mobilePhone: z.string().nullable(),
  gender: z.string().nullable(),
  practiceType: z.string().nullable(),
  disabled: z.boolean(),
  isExpert: z.boolean(),
  appHcUserId: z.string().nullable(),
  /** The subject at an external identity provider (`auth0UserId`). */
  auth0UserId: z.string().nullable(),
  disableAccountUpdateEmail: z.boolean(),
  userProfile: z.object({
    npi: z.string().nullable(),
    userCreateFailed: z.boolean(),
    specialty: z.object({ name: z.string() }).nullable(),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type User = z.infer<typeof userSchema>;

/**
 * A row of the users list (Name, Email, Role, NPI / ID, the failed-creation icon). With `count=1` and
 * an NPI as `term` it is also the question form's author look-up: firstName, lastName and
 * `userProfile.specialty.name`.
 */
export const userListItemSchema = userSchema.pick({
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  roleId: true,
  roleName: true,
  roleDisplayName: true,
  npi: true,
  internalNpi: true,
  disabled: true,
  userProfile: true,
  deletedAt: true,
});
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userListSchema = z.object({ data: z.array(userListItemSchema), meta: pageMetaSchema });
export type UserList = z.infer<typeof userListSchema>;

const searchText = z.string().trim().max(200).optional();

/**
 * `GET users`: `term` (or the page's `searchValue`) matches first name, last name, full name, e-mail or
 * NPI; `count` (or `pageSize`) rows per page, 10 by default. `deleted=true` lists deleted users instead
 * (what the form uses to find the user to restore after code 302).
 */
export const userListQuerySchema = z.object({
  term: searchText,
  searchValue: searchText,
  pageNumber: pageNumberParam,
  count: z.coerce.number().int().min(1).max(100).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
  deleted: z.enum(['true', 'false']).optional(),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** The page size of a users list query: `count`, else `pageSize`, else 10 (spec §9). */
export const userListPageSize = (q: { count?: number; pageSize?: number }) => q.count ?? q.pageSize ?? PAGE_SIZE.users;
/** The search words of a users list query: `term`, else `searchValue`. */
export const userListTerm = (q: { term?: string; searchValue?: string }) => (q.term || q.searchValue || '').trim();

/** `GET users/export/csv`: the same search as the list, every matching row. */
export const userExportQuerySchema = z.object({ term: searchText, searchValue: searchText });

/**
 * `POST users`, `PATCH users/{id}` (spec §7): the user and what happened to their account e-mail. A
 * new account, or one whose e-mail changed or has no password yet, gets a set-password link by e-mail
 * (unless `disableAccountUpdateEmail`). `setPasswordURL` is given to the administrator only when that
 * e-mail was not sent, so they can copy the link to the person (spec §8 fallback).
 */
export const userSaveResponseSchema = userSchema.extend({
  createdPasswordChangeTicket: z.boolean(),
  setPasswordURL: z.string().nullable(),
  sentAccountUpdateEmail: z.boolean(),
});
export type UserSaveResponse = z.infer<typeof userSaveResponseSchema>;

export const userDeleteResponseSchema = z.object({ success: z.boolean(), deletedAt: z.string() });

export const userIdParamSchema = z.object({ id: rowIdParam });

// --- second member directory (app_hc_users) ----------------------------------------------------------

/** `GET app_hc_users?email=&npi=`: accounts of the second member app matching either. */
export const appHcUsersQuerySchema = z
  .object({
    email: z.string().trim().max(EMAIL_MAX).optional(),
    npi: z.string().trim().max(NPI_FIELD_MAX).optional(),
  })
  .refine((q) => Boolean(q.email || q.npi), { error: MESSAGES.required, path: ['email'] });
export type AppHcUsersQuery = z.infer<typeof appHcUsersQuerySchema>;

export const appHcUserSchema = z.object({
  appHcUserId: z.string(),
  email: z.string(),
  npi: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.string().nullable(),
});
export type AppHcUser = z.infer<typeof appHcUserSchema>;
export const appHcUsersSchema = z.object({ users: z.array(appHcUserSchema) });

// --- audit log ---------------------------------------------------------------------------------------

export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'restore', 'disable', 'enable'] as const;

/** A calendar day (UTC) in a query string, `YYYY-MM-DD`, that exists. */
const auditDay = z
  .string()
  .max(10, { error: 'Use a date as YYYY-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Use a date as YYYY-MM-DD' })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'Use a date that exists',
    },
  );

/**
 * The audit log's filters (issue 26: who, what, when): `actor` is part of the actor's e-mail or name
 * (`system` for the jobs' own changes), `action` and `entity` exact, `from` and `to` days (UTC, both
 * included). Empty values count as absent, so a cleared form field filters nothing.
 */
const blankIsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const auditFilterFields = z.object({
  actor: z.preprocess(blankIsAbsent, z.string().trim().max(100).optional()),
  action: z.preprocess(blankIsAbsent, z.string().trim().max(50).optional()),
  entity: z.preprocess(blankIsAbsent, z.string().trim().max(50).optional()),
  entityId: rowIdParam.optional(),
  from: z.preprocess(blankIsAbsent, auditDay.optional()),
  to: z.preprocess(blankIsAbsent, auditDay.optional()),
});
const daysInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const daysOutOfOrder = { error: 'The first day comes after the last', path: ['to'] };
export const auditLogFilterSchema = auditFilterFields.refine(daysInOrder, daysOutOfOrder);
export type AuditLogFilter = z.infer<typeof auditLogFilterSchema>;

/** `GET audit-log` (administrators): newest first, filtered by who, what and when. */
export const auditLogQuerySchema = auditFilterFields
  .extend({ pageNumber: pageNumberParam, count: z.coerce.number().int().min(1).max(100).default(20) })
  .refine(daysInOrder, daysOutOfOrder);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;
/** `GET audit-log/export/csv`: every entry the filters match, newest first, at most this many. */
export const AUDIT_EXPORT_MAX_ROWS = 50_000;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditLogSchema = z.object({ data: z.array(auditEntrySchema), meta: pageMetaSchema });
