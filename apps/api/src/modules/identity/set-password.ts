import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { createTicket } from './tickets.js';

/** A new account's set-password link stays valid for a week: long enough to find the e-mail. */
export const SET_PASSWORD_TTL_MS = 7 * 24 * 3600 * 1000;
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;

export const SET_PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters long.`,
  mismatch: 'The two passwords do not match.',
  done: 'Your password is set. You can now sign in with your e-mail address and this password.',
} as const;

export function passwordProblems(password: string, confirmation: string): { password?: string; confirmation?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: SET_PASSWORD_MESSAGES.tooShort };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: SET_PASSWORD_MESSAGES.tooLong };
  if (password !== confirmation) return { confirmation: SET_PASSWORD_MESSAGES.mismatch };
  return {};
}

/**
 * The password-change ticket of spec §7 (`createdPasswordChangeTicket`, `setPasswordURL`): user
 * management calls this for a new account and puts the URL in the welcome e-mail. With an external
 * issuer, passwords live there, so there is no ticket (null).
 */
export async function createSetPasswordTicket(
  db: Db,
  config: AppConfig,
  userId: number,
  ttlMs = SET_PASSWORD_TTL_MS,
): Promise<{ setPasswordURL: string; expiresAt: Date } | null> {
  if (config.oidc.external) return null;
  const { token, expiresAt } = await createTicket(db, userId, 'set_password', ttlMs);
  return { setPasswordURL: `${config.oidc.issuer.replace(/\/$/, '')}/set-password/${token}`, expiresAt };
}
