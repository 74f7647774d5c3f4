/**
 * Spec §2: a feed shows a notice when the member was sent there from a page that does not exist or
 * that they may not open. Pages that redirect to a feed pass this as the navigation state.
 */
export const REDIRECT_NOTICE_STATE = { redirectNotice: true } as const;

export const hasRedirectNotice = (state: unknown) =>
  typeof state === 'object' && state !== null && (state as { redirectNotice?: unknown }).redirectNotice === true;
