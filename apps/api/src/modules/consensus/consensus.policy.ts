import { CONSENSUS_MESSAGES, type ConsensusStatus, type Permission } from '@pc/contracts';
import { AppError, forbidden } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';

/**
 * Who may do what with case consensuses and peer challenges (spec §6, design.md Consensus review).
 * Routes declare the permission; the rules about whose document it is and which status it is in
 * live here, and nowhere else.
 */

/** Writing a consensus, and everything about the review step. */
export const SUMMARY_SUBMISSION: Permission[] = ['summary_submission'];
/** Creating and previewing peer challenges. */
export const PROGRAM_PREVIEW: Permission[] = ['strapi_program_preview'];
/** The Case Consensuses page: members (user_content) and the staff who write them. */
export const CONSENSUS_READERS: Permission[] = ['user_content', 'summary_submission'];

const REVIEWER_ROLES = new Set(['administrator', 'moderator', 'iq_moderator']);

/** What is not visible answers exactly like what does not exist: ids reveal nothing. */
export const contentNotFound = () => new AppError(404, 'not_found', CONSENSUS_MESSAGES.notFound);

/**
 * Reviewers (design.md): an Administrator, or a Moderator (the IQ Moderator follows the Moderator
 * rule, as for landing) holding all_patient_cases_management, who also writes summaries.
 */
export function isReviewer(user: AuthUser | null): boolean {
  return Boolean(
    user &&
      REVIEWER_ROLES.has(user.roleKey) &&
      user.permissions.includes('all_patient_cases_management') &&
      user.permissions.includes('summary_submission'),
  );
}

const isAuthor = (user: AuthUser | null, doc: { authorUserId: number | null }) =>
  Boolean(user && doc.authorUserId !== null && doc.authorUserId === user.id);

export interface ConsensusState {
  status: ConsensusStatus;
  publishedAt: Date | null;
  deletedAt: Date | null;
  authorUserId: number | null;
}

/** Published: everyone may read it, signed in or not. */
export const isPublic = (doc: Pick<ConsensusState, 'status' | 'publishedAt' | 'deletedAt'>) =>
  doc.status === 'published' && doc.publishedAt !== null && doc.deletedAt === null;

/** Before publication a consensus is for its author and the reviewers, and only they learn it exists. */
export function seesUnpublished(user: AuthUser | null, doc: ConsensusState): boolean {
  if (!user?.permissions.includes('summary_submission') || doc.deletedAt) return false;
  return isAuthor(user, doc) || isReviewer(user);
}

/**
 * A consensus asked for under a status (spec §2 /consensuses/{id}/{status}): published ones for
 * everybody; a draft or one in review for its author and the reviewers, and only under the status it
 * has now, so an old preview link cannot show a newer state.
 */
export function mayRead(user: AuthUser | null, doc: ConsensusState, status: ConsensusStatus): boolean {
  if (doc.status !== status) return false;
  return status === 'published' ? isPublic(doc) : seesUnpublished(user, doc);
}

/** A peer challenge: published ones for everybody, others for those who preview programs. */
export function mayReadPeerChallenge(
  user: AuthUser | null,
  doc: { status: ConsensusStatus; publishedAt: Date | null },
  status: ConsensusStatus,
): boolean {
  if (doc.status !== status) return false;
  if (status === 'published') return doc.publishedAt !== null;
  return Boolean(user?.permissions.includes('strapi_program_preview'));
}

/** The review queue is for reviewers only. */
export function assertReviewer(user: AuthUser): void {
  if (!isReviewer(user)) {
    throw forbidden('Only an Administrator or a Moderator managing all patient cases reviews consensuses.');
  }
}

/** Publish and return: a reviewer, and never on their own consensus (design.md). */
export function assertMayReview(user: AuthUser, doc: ConsensusState): void {
  assertReviewer(user);
  if (isAuthor(user, doc)) {
    throw forbidden('Nobody publishes or returns their own consensus: another reviewer must review it.');
  }
}

/** Resubmitting with new content is the author's alone. */
export function assertAuthor(user: AuthUser, doc: ConsensusState): void {
  if (!isAuthor(user, doc)) throw forbidden('Only the author can change this consensus.');
}

/** What the author submitted (markdown), for editing: the author and the reviewers. */
export const maySeeSource = (user: AuthUser, doc: ConsensusState) =>
  !doc.deletedAt && (isAuthor(user, doc) || isReviewer(user));

/** Deleting: a reviewer, or the author while it is not published (a published one is taken down by review). */
export function assertMayDelete(user: AuthUser, doc: ConsensusState): void {
  if (isReviewer(user)) return;
  if (isAuthor(user, doc) && doc.status !== 'published') return;
  throw forbidden(
    isAuthor(user, doc)
      ? 'A published consensus can only be deleted by a reviewer.'
      : 'Only the author or a reviewer can delete this consensus.',
  );
}

/** Whether the reviewer may publish or return this one (shown in the lists). */
export const canReview = (user: AuthUser, doc: ConsensusState) =>
  isReviewer(user) && !isAuthor(user, doc) && doc.status === 'in_review' && !doc.deletedAt;
