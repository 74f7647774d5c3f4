/**
 * What /redirecting says when a sign-in fails. The issuer's redirect carries `error` and
 * `error_description`, but anyone can send a member a /redirecting link with a description of their
 * choosing ("call this number…"), so only the error code is read, and only to pick one of these fixed
 * texts. Messages of other failures (network, token exchange) are not shown either.
 */
const TEXTS: Record<string, string> = {
  access_denied: 'The sign-in was cancelled or refused. Please try again.',
  login_required: 'Please sign in again.',
  interaction_required: 'Please sign in again.',
  consent_required: 'Please sign in again.',
  account_selection_required: 'Please sign in again.',
  temporarily_unavailable: 'The sign-in service is busy right now. Please try again in a moment.',
  server_error: 'The sign-in service had a problem. Please try again.',
};

export const SIGN_IN_FAILED = 'The sign-in could not be completed. Please try again.';

/** A fixed text for the error code in the callback URL or of the sign-in library's error, if any. */
export function signInErrorText(search: string, err?: unknown): string {
  const fromUrl = new URLSearchParams(search).get('error');
  const fromError =
    typeof err === 'object' && err !== null && 'error' in err ? (err as { error: unknown }).error : null;
  const code = fromUrl ?? (typeof fromError === 'string' ? fromError : null);
  return (code && Object.hasOwn(TEXTS, code) ? TEXTS[code] : undefined) ?? SIGN_IN_FAILED;
}
