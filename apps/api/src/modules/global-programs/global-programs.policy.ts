import type { Permission } from '@pc/contracts';

/**
 * Who may manage global program priorities (spec §6: moderators and administrators): administrators
 * through `programs`, moderators through their management of every question (their preset cannot
 * hold `programs`, which also runs house ads and question e-mails, administrators' work). The
 * priorities are one shared list, not anyone's own, so the permission is the whole rule: there is
 * no per-program ownership to check.
 */
export const GLOBAL_PROGRAMS: Permission[] = ['programs', 'all_patient_cases_management'];
