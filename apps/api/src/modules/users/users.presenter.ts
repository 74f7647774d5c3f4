import {
  type Permission,
  type User,
  type UserFormBody,
  type UserListItem,
  effectivePermissions,
  roleById,
} from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { UserRecord, UserRow } from './users.queries.js';

const named = (id: number | null, name: string | null) => (id !== null && name !== null ? { id, name } : null);

function roleOf(row: UserRecord) {
  const role = roleById(row.roleId);
  return {
    role,
    roleName: role?.name ?? 'Unknown',
    roleDisplayName: role?.displayName ?? 'Unknown',
  };
}

function profile(row: UserRow) {
  return {
    npi: row.npi,
    userCreateFailed: row.userCreateFailed,
    specialty: row.specialtyName === null ? null : { name: row.specialtyName },
  };
}

export function presentListItem(row: UserRow): UserListItem {
  const { roleName, roleDisplayName } = roleOf(row);
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    roleId: row.roleId,
    roleName,
    roleDisplayName,
    npi: row.npi,
    internalNpi: row.internalNpi,
    disabled: row.disabled,
    userProfile: profile(row),
    deletedAt: isoOrNull(row.deletedAt),
  };
}

export function presentUser(row: UserRow): User {
  const { role, roleName, roleDisplayName } = roleOf(row);
  return {
    ...presentListItem(row),
    roleName,
    roleDisplayName,
    isExternalUser: role?.requiresNpi ?? false,
    specialtyId: row.specialtyId,
    specialty: named(row.specialtyId, row.specialtyName),
    subspecialtyId: row.subspecialtyId,
    subspecialty: named(row.subspecialtyId, row.subspecialtyName),
    permissions: role ? effectivePermissions(role, row.extraPermissions) : [],
    phone: row.phone,
    mobilePhone: row.mobilePhone,
    gender: row.gender,
    practiceType: row.practiceType,
    isExpert: row.isExpert,
    appHcUserId: row.appHcUserId,
    auth0UserId: row.externalSubject,
    disableAccountUpdateEmail: row.disableAccountUpdateEmail,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

/**
 * The stored user as the form would send it (the base a `PATCH` is merged onto): the presented user,
 * whose members beyond the form's the form's schema drops, but with the permissions the administrator
 * ticked rather than all the user holds, so that a role change does not turn the old role's presets
 * into ticks of the new one.
 */
export const presentForm = (row: UserRow): UserFormBody => ({
  ...presentUser(row),
  permissions: (row.extraPermissions ?? []) as Permission[],
});

/** What the audit log keeps of a user: the record without its password hash (dropped by recordAudit too). */
export function auditUser(row: UserRecord): Record<string, unknown> {
  const { passwordHash: _secret, ...rest } = row;
  return rest;
}
