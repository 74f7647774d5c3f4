/**
 * Client error reports (`POST client-errors`, spec §8: "Errors are reported for every action ending
 * _FAILED; 4xx as warnings. Unhandled rejections reported as 'Unhandled Rejection'; 'Object Not Found
 * Matching Id' ignored."). The browser's reporter and the server share these rules and the scrubber,
 * so nothing personal leaves the page and the server drops it again if an old page sends it. Kept free
 * of zod: every page loads the reporter (zod-free.test.ts).
 */

/** A failed query or mutation (spec's `…_FAILED` action), an unhandled rejection, an uncaught error. */
export const CLIENT_ERROR_KINDS = ['failed_action', 'unhandled_rejection', 'uncaught_error'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];

/** How each kind is named in the log and at the error service ('Unhandled Rejection' is the spec's). */
export const CLIENT_ERROR_KIND_NAMES: Record<ClientErrorKind, string> = {
  failed_action: 'Failed Action',
  unhandled_rejection: 'Unhandled Rejection',
  uncaught_error: 'Uncaught Error',
};

/** Field lengths; the whole body is capped at `body` bytes (a bigger one is a 413). */
export const CLIENT_ERROR_LIMITS = {
  name: 200,
  message: 1000,
  code: 100,
  path: 500,
  release: 100,
  requestId: 128,
  body: 4096,
} as const;

/** Spec §8: a known, harmless failure of a browser extension; never reported. */
export const IGNORED_CLIENT_ERROR = 'Object Not Found Matching Id';

export const isIgnoredClientError = (message: string) => message.includes(IGNORED_CLIENT_ERROR);

/** 4xx failures are the client's or the member's doing: reported as warnings, everything else as errors. */
export const clientErrorLevel = (status: number | null | undefined): 'warning' | 'error' =>
  typeof status === 'number' && status >= 400 && status < 500 ? 'warning' : 'error';

const BEARER = /\bBearer\s+[A-Za-z0-9\-._~+/]+=*/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]{5,}\.[A-Za-z0-9_-]*/g;
const SECRET_PARAMETER =
  /(^|[^A-Za-z0-9_])(access_token|id_token|refresh_token|token|code|state|session_state)=[^&\s#;"']*/gi;
const EMAIL = /[^\s@<>()"',;:/?#]+@[^\s@<>()"',;:/?#]+\.[^\s@<>()"',;:/?#]+/g;

/** A text without bearer tokens, JWT-shaped strings, token or code parameters and e-mail addresses. */
export function scrubClientText(text: string): string {
  return text
    .replace(BEARER, 'Bearer [token]')
    .replace(JWT, '[token]')
    .replace(SECRET_PARAMETER, '$1$2=[redacted]')
    .replace(EMAIL, '[e-mail]');
}

/** A page's path as reported: no query string or fragment (they carry sign-in codes and searches), scrubbed. */
export function clientErrorPath(pathOrUrl: string): string {
  const path = pathOrUrl.split(/[?#]/)[0] ?? '';
  return scrubClientText(path).slice(0, CLIENT_ERROR_LIMITS.path);
}
