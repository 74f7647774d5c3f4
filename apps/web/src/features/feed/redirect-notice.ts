import { hasAnyPermission } from '@pc/contracts';

/**
 * Spec §2: a feed shows a notice when the member was sent there from a page that does not exist or
 * that they may not open. Pages that redirect to a feed pass this as the navigation state.
 */
export const REDIRECT_NOTICE_STATE = { redirectNotice: true } as const;

export const hasRedirectNotice = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { redirectNotice?: unknown }).redirectNotice === true;

/**
 * The list a person is sent back to from a question they cannot open: their own feed, the other
 * feed, or (moderators) the questions index, which shows the same notice; null when none is theirs.
 */
export function redirectTargetFor(permissions: readonly string[]): { path: string; state: object } | null {
  if (hasAnyPermission(permissions, ['patient_cases_my_specialty', 'active_patient_case_management'])) {
    return { path: '/questions', state: REDIRECT_NOTICE_STATE };
  }
  if (hasAnyPermission(permissions, ['patient_cases_other_specialties'])) {
    return { path: '/questions_other', state: REDIRECT_NOTICE_STATE };
  }
  if (hasAnyPermission(permissions, ['all_patient_cases_management'])) {
    return { path: '/moderator/questions', state: { flash: 'redirected' } };
  }
  return null;
}
