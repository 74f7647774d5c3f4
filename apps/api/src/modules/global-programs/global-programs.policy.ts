import type { Permission } from '@pc/contracts';

/**
 * Who may manage global program priorities (spec §6: moderators and administrators holding
 * `programs`). The priorities are one shared list, not anyone's own, so the permission is the
 * whole rule: there is no per-program ownership to check.
 */
export const GLOBAL_PROGRAMS: Permission[] = ['programs'];
