import { type CurrentUser, roleById } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { disclaimerReads, specialties, subspecialties, users } from '../../db/schema/index.js';
import { unauthorized } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { hasUnseenTopics } from '../topics/topics.queries.js';

/** Roles that skip the disclaimer (design.md: Administrator and Moderator) count as having read it. */
export function disclaimerReadFor(roleId: number, readAt: Date | null): boolean {
  return Boolean(readAt) || !roleById(roleId)?.mustReadDisclaimer;
}

/** `GET /current_user`: the session's profile in two statements (the user row, the unseen-topics check). */
export async function loadCurrentUser(db: Db, user: AuthUser): Promise<CurrentUser> {
  const [[row], unseen] = await Promise.all([
    db
      .select({
        showTooltips: users.showTooltips,
        ctaPopupDisabled: users.ctaPopupDisabled,
        specialtyName: specialties.name,
        subspecialtyName: subspecialties.name,
        disclaimerReadAt: disclaimerReads.readAt,
      })
      .from(users)
      .leftJoin(specialties, eq(specialties.id, users.specialtyId))
      .leftJoin(subspecialties, eq(subspecialties.id, users.subspecialtyId))
      .leftJoin(disclaimerReads, eq(disclaimerReads.userId, users.id))
      .where(eq(users.id, user.id))
      .limit(1),
    hasUnseenTopics(db, user),
  ]);
  // The guard loaded this user a moment ago; gone now means deleted in between: the session is over.
  if (!row) throw unauthorized();
  const role = roleById(user.roleId);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    specialty: user.specialtyId && row.specialtyName ? { id: user.specialtyId, name: row.specialtyName } : null,
    subspecialty:
      user.subspecialtyId && row.subspecialtyName ? { id: user.subspecialtyId, name: row.subspecialtyName } : null,
    npi: user.npi,
    showTooltips: row.showTooltips,
    ctaPopupDisabled: row.ctaPopupDisabled,
    roleId: user.roleId,
    roleName: user.roleName,
    roleKey: user.roleKey,
    permissions: user.permissions,
    disclaimerRead: disclaimerReadFor(user.roleId, row.disclaimerReadAt),
    mustReadDisclaimer: role?.mustReadDisclaimer ?? true,
    userHasUnseenTopics: unseen,
  };
}
