import { maySearchExport, type Permission, SEARCH_MESSAGES } from '@pc/contracts';
import { forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';

/**
 * Who may do what with moderator search (spec §6, design.md). Every route needs `search`; reading the
 * logs and downloading CSV files is further limited to the roles of `SEARCH_EXPORT_ROLES`
 * (Administrator and Moderator), the list the page uses to show its buttons.
 */
export const SEARCH: Permission[] = ['search'];

export function assertMayExport(user: AuthUser): void {
  if (!maySearchExport(user.roleKey)) throw forbidden(SEARCH_MESSAGES.exportForbidden);
}
