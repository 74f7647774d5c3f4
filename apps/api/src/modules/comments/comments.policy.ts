import { ERROR_CODES, roleById } from '@pc/contracts';
import { AppError, forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { isManager } from '../topics/topics.policy.js';
import type { ThreadAccess } from './comments.queries.js';

export const DISCLAIMER_REQUIRED_MESSAGE = 'Please read and agree to the disclaimer before you post.';

/**
 * Who writes in a thread (design.md): members (HCP, test HCP) post answers, comments and votes, once
 * they have agreed to the disclaimer. Staff and sales roles read every thread they may open; they act
 * through moderation, never as a voice in the discussion, so their posts cannot be taken for a
 * peer's (or earn a reward).
 */
export function assertMayWrite(user: AuthUser, o: { disclaimerAgreed: boolean }): void {
  if (!roleById(user.roleId)?.isMember) {
    throw forbidden('Only members answer, comment and vote; staff act through moderation.');
  }
  if (!o.disclaimerAgreed) throw new AppError(403, ERROR_CODES.disclaimerRequired, DISCLAIMER_REQUIRED_MESSAGE);
}

/**
 * Whether the reader sees the other members' responses: once they answered or asked to see them,
 * when the question does not hide them, or when they manage questions. While hidden, the answers of
 * others do not exist for the reader: voting on one or commenting under one is a 404, like an id
 * that was never used, so the ids reveal nothing about how many answers there are.
 */
export function seesResponses(
  user: AuthUser,
  access: Pick<ThreadAccess, 'answered' | 'responses_shown' | 'hide_answers'>,
): boolean {
  return access.answered || access.responses_shown || !access.hide_answers || isManager(user);
}
