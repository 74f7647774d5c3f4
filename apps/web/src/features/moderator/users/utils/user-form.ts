import {
  MESSAGES,
  type Permission,
  type RoleDefinition,
  type User,
  type UserFormBody,
  extraPermissionsFor,
  generateInternalId,
  permissionsForRole,
  roleById,
  USER_MESSAGES,
  userFormSchema,
} from '@pc/contracts';

/** What the user form edits (spec §2 user create/edit form, §5 create-user rules). */
export interface UserFormState {
  firstName: string;
  lastName: string;
  email: string;
  roleId: number | null;
  /** The member's NPI for roles that need a real one, else the generated 9-digit internal ID. */
  npi: string;
  specialtyId: number | null;
  subspecialtyId: number | null;
  /** Every permission ticked, the role's locked ones included. */
  permissions: Permission[];
  /** The account in the second member directory (app.hc) this user is linked to. */
  appHcUserId: string | null;
  disabled: boolean;
  disableAccountUpdateEmail: boolean;
}

export type UserField =
  | 'firstName'
  | 'lastName'
  | 'email'
  | 'roleId'
  | 'npi'
  | 'specialtyId'
  | 'subspecialtyId'
  | 'appHcUserId';
export type UserFormErrors = Partial<Record<UserField, string>>;

/** The number a user had when the form opened, given back if a role change is undone. */
export interface SavedNumber {
  npi: string;
  internal: boolean;
}

export const emptyUserState = (): UserFormState => ({
  firstName: '',
  lastName: '',
  email: '',
  roleId: null,
  npi: '',
  specialtyId: null,
  subspecialtyId: null,
  permissions: [],
  appHcUserId: null,
  disabled: false,
  disableAccountUpdateEmail: false,
});

/** The form as it opens on an existing user. */
export function userState(user: User): UserFormState {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    roleId: user.roleId,
    npi: user.npi ?? '',
    specialtyId: user.specialtyId,
    subspecialtyId: user.subspecialtyId,
    permissions: user.permissions as Permission[],
    appHcUserId: user.appHcUserId,
    disabled: user.disabled,
    disableAccountUpdateEmail: user.disableAccountUpdateEmail,
  };
}

export const roleOf = (state: Pick<UserFormState, 'roleId'>): RoleDefinition | undefined =>
  state.roleId === null ? undefined : roleById(state.roleId);

/**
 * A role change (spec §5): permissions go back to the new role's presets, and the number follows the
 * role: a role needing a real NPI starts from an empty field (or the real NPI the user had), any other
 * role gets a generated internal ID (or keeps the internal ID it already has).
 */
export function changeRole(
  state: UserFormState,
  roleId: number | null,
  options: { saved?: SavedNumber | null; random?: () => number } = {},
): UserFormState {
  const role = roleId === null ? undefined : roleById(roleId);
  const before = roleOf(state);
  const next: UserFormState = { ...state, roleId, permissions: role ? permissionsForRole(role) : [] };
  if (!role) return next;
  const saved = options.saved;
  if (role.requiresNpi) {
    if (!before?.requiresNpi) next.npi = saved && !saved.internal ? saved.npi : '';
  } else if (before === undefined ? !/^\d{9}$/.test(state.npi) : before.requiresNpi) {
    next.npi = saved?.internal ? saved.npi : generateInternalId(options.random);
  }
  if (!role.requiresSpecialty) {
    next.specialtyId = null;
    next.subspecialtyId = null;
  }
  return next;
}

/** Ticks or unticks an optional permission; the role's locked ones cannot be taken away. */
export function togglePermission(state: UserFormState, permission: Permission, on: boolean): UserFormState {
  const role = roleOf(state);
  if (!role) return state;
  const ticked = on ? [...state.permissions, permission] : state.permissions.filter((p) => p !== permission);
  return { ...state, permissions: [...permissionsForRole(role), ...extraPermissionsFor(role, ticked)] };
}

/** The request body: exactly what the server validates with the same schema. */
export function toBody(state: UserFormState): UserFormBody {
  return {
    firstName: state.firstName,
    lastName: state.lastName,
    email: state.email,
    roleId: state.roleId ?? (undefined as unknown as number),
    npi: state.npi,
    specialtyId: state.specialtyId,
    subspecialtyId: state.subspecialtyId,
    permissions: state.permissions,
    appHcUserId: state.appHcUserId,
    disabled: state.disabled,
    disableAccountUpdateEmail: state.disableAccountUpdateEmail,
  };
}

/**
 * Every rule of spec §5 for the form (the contract's schema), one message per field.
 * `directoryAccounts` is the number of accounts the second member directory found for the e-mail and
 * NPI: with any, one must be chosen.
 */
export function validateUser(state: UserFormState, context: { directoryAccounts: number } = { directoryAccounts: 0 }) {
  const errors: UserFormErrors = {};
  const parsed = userFormSchema.safeParse(toBody(state));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as UserField;
      errors[field] ??= issue.message;
    }
  }
  if (context.directoryAccounts > 0 && !state.appHcUserId) errors.appHcUserId = MESSAGES.required;
  return errors;
}

const FIELDS: readonly string[] = [
  'firstName',
  'lastName',
  'email',
  'roleId',
  'npi',
  'specialtyId',
  'subspecialtyId',
  'appHcUserId',
];

/** Maps the server's field errors (`body.email`, `npi`) onto the form's fields; others are left out. */
export function serverErrors(errors: { path: string; message: string }[] | undefined): UserFormErrors {
  const result: UserFormErrors = {};
  for (const e of errors ?? []) {
    const field = e.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (FIELDS.includes(field)) result[field as UserField] ??= e.message;
  }
  return result;
}

/**
 * The field message for code 303. The spec's text promises a new number, which only a generated
 * internal ID gets; a real NPI that is taken gets its first sentence.
 */
export function npiTakenMessage(realNpi: boolean, serverMessage: string): string {
  const text = serverMessage || USER_MESSAGES.npiNotUnique;
  return realNpi ? `${text.split('. ')[0]}.` : text;
}

/**
 * Whether the save's account e-mail failed and the administrator needs the fallback (spec §8): the
 * server hands the set-password link over only then, or says a ticket was made but not sent.
 */
export const accountEmailFailed = (result: {
  createdPasswordChangeTicket: boolean;
  setPasswordURL: string | null;
  sentAccountUpdateEmail: boolean;
}) => result.setPasswordURL !== null || (result.createdPasswordChangeTicket && !result.sentAccountUpdateEmail);
