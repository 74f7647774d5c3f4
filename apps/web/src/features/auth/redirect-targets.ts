/**
 * Where a member may be sent after signing in or through the redirect route. Only paths of this app,
 * or pages on an allow-listed origin, are followed: anything else (another site, `//host`,
 * `javascript:`) is refused, so the product never works as an open redirect.
 */
export function safeInternalPath(target: string | null | undefined, origin: string): string | null {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

export type RedirectTarget =
  | { kind: 'internal'; path: string }
  | { kind: 'external'; url: string }
  | { kind: 'refused' };

/** The redirect route's decision for `redirectUrl` (spec §2). */
export function resolveRedirectTarget(
  redirectUrl: string | null | undefined,
  origin: string,
  allowedOrigins: readonly string[],
): RedirectTarget {
  const path = safeInternalPath(redirectUrl, origin);
  if (path) return { kind: 'internal', path };
  if (!redirectUrl) return { kind: 'refused' };
  try {
    const url = new URL(redirectUrl);
    if (url.protocol === 'https:' && allowedOrigins.includes(url.origin)) return { kind: 'external', url: url.href };
  } catch {}
  return { kind: 'refused' };
}

/** Paths that must never be a post-sign-in destination (they would loop back into signing in or out). */
const SIGN_IN_PATHS = /^\/(login|login_magic|logout|redirecting|redirect)(\/|$|\?)/;

/** The stored return-to URL (spec §3 postAuthRedirectUrl): survives the trip to the issuer and back. */
const RETURN_TO_KEY = 'pc.postAuthRedirectUrl';

export function rememberReturnTo(target: string | null | undefined, origin: string) {
  const path = safeInternalPath(target, origin);
  if (path && !SIGN_IN_PATHS.test(path)) localStorage.setItem(RETURN_TO_KEY, path);
  else localStorage.removeItem(RETURN_TO_KEY);
}

/** Reads and forgets the stored return-to path (one sign-in uses it once). */
export function takeReturnTo(origin: string): string | null {
  const stored = localStorage.getItem(RETURN_TO_KEY);
  localStorage.removeItem(RETURN_TO_KEY);
  const path = safeInternalPath(stored, origin);
  return path && !SIGN_IN_PATHS.test(path) ? path : null;
}

export const peekReturnTo = (origin: string): string | null =>
  safeInternalPath(localStorage.getItem(RETURN_TO_KEY), origin);
