import { effectivePermissions, type RoleKey, roleByKey } from '@pc/contracts';
import type { AuthUser } from '../plugins/auth-guard.js';

/**
 * The signed-in user the guard hands to a policy, for the policies' unit tests: the role's locked
 * preset plus the optional extras given (as the guard computes them), no database involved.
 */
export function authUser(role: RoleKey, o: { id?: number; extras?: string[] } = {}): AuthUser {
  const definition = roleByKey(role);
  return {
    id: o.id ?? 100,
    email: `${role}@example.test`,
    firstName: 'Test',
    lastName: role,
    roleId: definition.id,
    roleKey: role,
    roleName: definition.name,
    permissions: effectivePermissions(definition, o.extras),
    specialtyId: null,
    subspecialtyId: null,
    npi: null,
  };
}

/** The signed-in user for a member made by `buildMember`/`buildUser`, as the guard would hand it over. */
export function memberAuthUser(member: {
  id: number;
  specialtyId: number | null;
  subspecialtyId: number | null;
  npi: string | null;
}): AuthUser {
  return {
    ...authUser('hcp', { id: member.id }),
    specialtyId: member.specialtyId,
    subspecialtyId: member.subspecialtyId,
    npi: member.npi,
  };
}
