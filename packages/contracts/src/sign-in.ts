import { PERMISSIONS } from './roles.js';

// What the web app needs before anything is painted, without zod (see comment-rules.ts).

/** Scopes the web app requests at sign-in (spec §7 Sign-in): OIDC scopes plus every permission. */
export const SIGN_IN_SCOPES = ['openid', 'profile', 'email', 'offline_access', ...PERMISSIONS] as const;

/** Where the issuer sends the browser back after sign-in and after sign-out (paths of the web app). */
export const SIGN_IN_CALLBACK_PATH = '/redirecting';
export const SIGN_OUT_CALLBACK_PATH = '/login';

/**
 * A path inside the product to return to after sign-in: same origin only, so the link can never send a
 * member elsewhere (no open redirect).
 */
export function isSafeReturnPath(value: string): boolean {
  return /^\/(?![/\\])[^\s]*$/.test(value) && !value.includes('\\') && value.length <= 2000;
}

export const MAGIC_LINK_TTL_MINUTES = 15;

export const IDENTITY_MESSAGES = {
  magicLinkSent: `If an account exists for that e-mail address, we sent it a sign-in link. Check your e-mail: the link works once and expires in ${MAGIC_LINK_TTL_MINUTES} minutes.`,
  returnToInvalid: 'Return path must be a path inside Peer Consults.',
  tooltipName: 'Tooltip name must be 1 to 100 letters, digits, dots, dashes or underscores.',
} as const;
