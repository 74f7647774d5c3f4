import { MODERATOR_NOTIFICATION_KINDS, NOTIFICATION_KINDS, type NotificationKind } from '@pc/contracts';

/**
 * The permissions of the staff the API notifies of moderator kinds (notifications.other-events.ts:
 * consensus reviewers and question moderators).
 */
const MODERATOR_PERMISSIONS = ['all_patient_cases_management', 'summary_submission'];

/** The kinds a user can receive, so the preferences list only those: moderator kinds for moderators only. */
export function receivableKinds(permissions: readonly string[]): NotificationKind[] {
  const moderator = permissions.some((p) => MODERATOR_PERMISSIONS.includes(p));
  return NOTIFICATION_KINDS.filter((kind) => moderator || !MODERATOR_NOTIFICATION_KINDS.includes(kind));
}

/** The IANA time zones this browser knows, UTC among them. */
export function timeZoneNames(): string[] {
  const names = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return names.includes('UTC') ? names : ['UTC', ...names];
}

/** The browser's own time zone, when it names one. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}
