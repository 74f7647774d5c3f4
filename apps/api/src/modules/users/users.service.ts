import {
  ERROR_CODES,
  MESSAGES,
  type RoleDefinition,
  USER_MESSAGES,
  type UserForm,
  type UserPatch,
  type UserSaveResponse,
  userFormFieldsSchema,
  extraPermissionsFor,
  generateInternalId,
  roleById,
  userFormIssues,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, type FieldError, badRequest, conflict, notFound } from '../../lib/errors.js';
import { mergePatch } from '../../lib/patch.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { DirectoryUnavailableError, memberDirectory } from '../directory/member-directory.js';
import { type AccountEmailOutcome, NO_ACCOUNT_EMAIL, sendAccountEmail } from './account-email.js';
import { assertNotLockingOut } from './users.policy.js';
import { auditUser, presentForm, presentUser } from './users.presenter.js';
import {
  type Duplicates,
  type UserRecord,
  type UserValues,
  checkSpecialty,
  findDuplicates,
  findUser,
  insertUser,
  lockUser,
  setDeletedAt,
  updateUser,
} from './users.queries.js';

const USER = 'user';

/** The create/update codes of spec §8, as errors the one error handler turns into bodies. */
const wrongArguments = (errors: FieldError[]) =>
  new AppError(400, ERROR_CODES.userWrongArguments, errors[0]?.message ?? USER_MESSAGES.wrongArguments, errors);
const emailNotUnique = () => conflict(USER_MESSAGES.emailNotUnique, ERROR_CODES.userEmailNotUnique);
const deletedUserExists = () => conflict(USER_MESSAGES.deletedUserExists, ERROR_CODES.userEmailExists);
const npiNotUnique = () => conflict(USER_MESSAGES.npiNotUnique, ERROR_CODES.userNpiNotUnique);

function throwDuplicates(d: Duplicates, o: { offerRestore: boolean }) {
  if (d.activeEmail) throw emailNotUnique();
  if (o.offerRestore && d.deletedEmail) throw deletedUserExists();
  if (d.activeNpi) throw npiNotUnique();
}

/**
 * A concurrent save can still win the race between our check and our insert: the partial unique
 * indexes (users_email_active_uq, users_npi_active_uq) then refuse the row, with the same codes.
 */
export function duplicateFromConstraint(err: unknown): AppError | null {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint, message } = e as { code?: string; constraint?: string; message?: string };
    if (code !== '23505') continue;
    const name = `${constraint ?? ''} ${message ?? ''}`;
    if (name.includes('users_email_active_uq')) return emailNotUnique();
    if (name.includes('users_npi_active_uq')) return npiNotUnique();
  }
  return null;
}

async function mapDuplicates<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    throw duplicateFromConstraint(err) ?? err;
  }
}

/** The role's rules of the form (NPI or internal ID, specialty), with the form's own messages. */
function roleOfForm(form: UserForm): RoleDefinition {
  const issues = userFormIssues(form);
  if (issues.length) throw badRequest(issues[0]!.message, issues);
  return roleById(form.roleId)!;
}

/** The rules that need the database: the specialty exists and the subspecialty belongs to it (code 3). */
async function checkReferences(app: FastifyInstance, form: UserForm) {
  const found = await checkSpecialty(app.db, form.specialtyId ?? null, form.subspecialtyId ?? null);
  const errors: FieldError[] = [];
  if (!found.specialty) errors.push({ path: 'specialtyId', message: USER_MESSAGES.unknownSpecialty });
  if (!found.subspecialty) errors.push({ path: 'subspecialtyId', message: USER_MESSAGES.unknownSubspecialty });
  if (errors.length) throw wrongArguments(errors);
}

/**
 * spec §5 "app.hc user id when accounts were found": the second member app is asked for accounts with
 * this e-mail or NPI; when it has any, one of them must be chosen, and a chosen id must be one of them.
 * Without an answer from the directory the user is not saved (code 1): a link to the wrong account
 * would be worse than trying again.
 */
async function checkAppHcAccount(app: FastifyInstance, form: UserForm, npi: string | null, required: boolean) {
  if (!required && !form.appHcUserId) return;
  let accounts: { appHcUserId: string }[];
  try {
    accounts = await memberDirectory(app).find({ email: form.email, npi: npi ?? undefined });
  } catch (err) {
    if (err instanceof DirectoryUnavailableError) {
      throw new AppError(502, ERROR_CODES.userCreateFailed, USER_MESSAGES.createFailed);
    }
    throw err;
  }
  if (form.appHcUserId) {
    if (!accounts.some((a) => a.appHcUserId === form.appHcUserId)) {
      throw wrongArguments([{ path: 'appHcUserId', message: USER_MESSAGES.unknownAppHcUser }]);
    }
  } else if (accounts.length > 0) {
    throw wrongArguments([{ path: 'appHcUserId', message: MESSAGES.required }]);
  }
}

/** The stored fields of the form for its role (the schema has already checked NPI and specialty). */
function valuesOf(form: UserForm, role: RoleDefinition, npi: string): UserValues {
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    roleId: role.id,
    extraPermissions: extraPermissionsFor(role, form.permissions),
    npi,
    internalNpi: !role.requiresNpi,
    specialtyId: form.specialtyId ?? null,
    subspecialtyId: form.specialtyId ? (form.subspecialtyId ?? null) : null,
    phone: form.phone ?? null,
    mobilePhone: form.mobilePhone ?? null,
    gender: form.gender ?? null,
    practiceType: form.practiceType ?? null,
    isExpert: form.isExpert,
    appHcUserId: form.appHcUserId || null,
    disableAccountUpdateEmail: form.disableAccountUpdateEmail,
  };
}

async function saved(app: FastifyInstance, id: number, account: AccountEmailOutcome): Promise<UserSaveResponse> {
  const row = await findUser(app.db, id);
  if (!row) throw notFound();
  return { ...presentUser(row), ...account };
}

/** Inserts the user and its audit entry; an internal ID the server chose that is taken is chosen again. */
async function insertNewUser(
  app: FastifyInstance,
  actor: AuthUser,
  form: UserForm,
  role: RoleDefinition,
  given: string | null,
): Promise<UserRecord> {
  for (let attempt = 0; ; attempt++) {
    const npi = given ?? generateInternalId();
    const duplicates = await findDuplicates(app.db, { email: form.email, npi });
    if (duplicates.activeNpi && !given && attempt < 5) continue;
    throwDuplicates(duplicates, { offerRestore: true });
    return mapDuplicates(() =>
      app.db.transaction(async (tx) => {
        const row = await insertUser(tx, valuesOf(form, role, npi));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'create',
          entity: USER,
          entityId: row.id,
          after: auditUser(row),
        });
        return row;
      }),
    );
  }
}

/**
 * `POST users`. An e-mail of an active user is code 301; of a deleted user, code 302 (the form offers
 * Restore); an NPI or internal ID in use, code 303 (the form makes a new internal ID after 5 s). An
 * internal ID the server generates itself is retried rather than refused.
 */
export async function createUser(app: FastifyInstance, actor: AuthUser, form: UserForm): Promise<UserSaveResponse> {
  const role = roleOfForm(form);
  await checkReferences(app, form);
  const given = form.npi?.trim() || null;
  throwDuplicates(await findDuplicates(app.db, { email: form.email, npi: given }), { offerRestore: true });
  await checkAppHcAccount(app, form, role.requiresNpi ? given : null, true);
  const created = await insertNewUser(app, actor, form, role, given);
  const account = form.disableAccountUpdateEmail ? NO_ACCOUNT_EMAIL : await sendAccountEmail(app, created, true);
  return saved(app, created.id, account);
}

/** The audit verb of an edit: enabling and disabling are named as such (design.md audit log). */
function editAction(before: UserRecord, after: UserRecord): string {
  if (!before.disabled && after.disabled) return 'disable';
  if (before.disabled && !after.disabled) return 'enable';
  return 'update';
}

/**
 * `PATCH users/{id}`: the fields sent replace the stored ones (disabling needs only `disabled`), and
 * the merged user is checked whole, role rules included. Changing the role replaces the permissions
 * with what the new role allows (its presets are implied). A changed e-mail, or an account still
 * without a password, gets a new set-password link unless the form turns account e-mails off or the
 * account is disabled.
 */
export async function editUser(
  app: FastifyInstance,
  actor: AuthUser,
  id: number,
  patch: UserPatch,
): Promise<UserSaveResponse> {
  const current = await findUser(app.db, id, { deleted: false });
  if (!current) throw notFound();
  const form = mergePatch(userFormFieldsSchema, presentForm(current), patch);
  const role = roleOfForm(form);
  assertNotLockingOut(actor, id, { disabled: form.disabled, roleId: form.roleId });
  await checkReferences(app, form);
  const given = form.npi?.trim() || null;
  // An internal ID left empty keeps the one the user has (a new one only when they had a real NPI).
  const npi = given ?? (current.internalNpi && current.npi ? current.npi : generateInternalId());
  if (form.appHcUserId && form.appHcUserId !== current.appHcUserId) {
    await checkAppHcAccount(app, form, role.requiresNpi ? npi : null, false);
  }
  throwDuplicates(await findDuplicates(app.db, { email: form.email, npi, exceptId: id }), { offerRestore: false });
  const { before, after } = await mapDuplicates(() =>
    app.db.transaction(async (tx) => {
      const locked = await lockUser(tx, id);
      if (!locked || locked.deletedAt) throw notFound();
      const values = { ...valuesOf(form, role, npi), disabled: form.disabled ?? locked.disabled };
      const row = await updateUser(tx, id, values, new Date());
      await recordAudit(tx, {
        actorId: actor.id,
        action: editAction(locked, row),
        entity: USER,
        entityId: id,
        before: auditUser(locked),
        after: auditUser(row),
      });
      return { before: locked, after: row };
    }),
  );
  const emailChanged = before.email.toLowerCase() !== after.email.toLowerCase();
  const wantsEmail = !after.disableAccountUpdateEmail && !after.disabled && (emailChanged || !before.passwordHash);
  const account = wantsEmail ? await sendAccountEmail(app, after, false) : NO_ACCOUNT_EMAIL;
  return saved(app, id, account);
}

/**
 * `DELETE users/{id}`: a soft delete. The person's answers stay, under their name; their next request
 * answers 401 (the guard refuses deleted accounts), and the web app signs them out.
 */
export async function deleteUser(app: FastifyInstance, actor: AuthUser, id: number) {
  assertNotLockingOut(actor, id, { delete: true });
  return app.db.transaction(async (tx) => {
    const locked = await lockUser(tx, id);
    if (!locked || locked.deletedAt) throw notFound();
    const row = await setDeletedAt(tx, id, new Date());
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'delete',
      entity: USER,
      entityId: id,
      before: auditUser(locked),
      after: auditUser(row),
    });
    return { success: true, deletedAt: row.deletedAt!.toISOString() };
  });
}

/**
 * `PATCH users/{id}/restore`: the deleted user comes back as they were, unless someone active has
 * taken their e-mail (301) or NPI (303) meanwhile.
 */
export async function restoreUser(app: FastifyInstance, actor: AuthUser, id: number) {
  await mapDuplicates(() =>
    app.db.transaction(async (tx) => {
      const locked = await lockUser(tx, id);
      if (!locked) throw notFound();
      if (!locked.deletedAt) throw conflict(USER_MESSAGES.notDeleted);
      throwDuplicates(await findDuplicates(tx, { email: locked.email, npi: locked.npi, exceptId: id }), {
        offerRestore: false,
      });
      const row = await setDeletedAt(tx, id, null);
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'restore',
        entity: USER,
        entityId: id,
        before: auditUser(locked),
        after: auditUser(row),
      });
    }),
  );
  const row = await findUser(app.db, id);
  if (!row) throw notFound();
  return presentUser(row);
}
