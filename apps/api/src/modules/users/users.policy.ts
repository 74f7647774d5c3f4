import { type Permission, USER_MESSAGES } from '@pc/contracts';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { forbidden } from '../../lib/errors.js';

/** Spec §6: administrators create, edit, delete and restore users (the Users pages need this). */
export const USER_MANAGEMENT: Permission[] = ['user_management'];

/**
 * An administrator cannot lock themselves out: deleting or disabling their own account, or changing
 * their own role, would take away the very permission they act with, with nobody left to undo it.
 */
export function assertNotLockingOut(
  actor: AuthUser,
  targetId: number,
  change: { delete?: boolean; disabled?: boolean; roleId?: number },
): void {
  if (actor.id !== targetId) return;
  if (change.delete || change.disabled || (change.roleId !== undefined && change.roleId !== actor.roleId)) {
    throw forbidden(USER_MESSAGES.ownAccount);
  }
}
