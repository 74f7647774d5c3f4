import type { ConsensusStatus } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { authUser } from '../../test/auth-users.js';
import {
  type ConsensusState,
  assertAuthor,
  assertMayDelete,
  assertMayReview,
  assertReviewer,
  canReview,
  contentNotFound,
  isPublic,
  isReviewer,
  mayRead,
  mayReadPeerChallenge,
  maySeeSource,
  seesUnpublished,
} from './consensus.policy.js';

/** The consensus rules of design.md ("Consensus review"), one role and one document state at a time. */
const AUTHOR_ID = 7;
const author = authUser('iq_moderator', { id: AUTHOR_ID });
const moderator = authUser('moderator', { id: 8 });
const administrator = authUser('administrator', { id: 9 });
const iqReviewer = authUser('iq_moderator', { id: 10, extras: ['all_patient_cases_management'] });
const iqModerator = authUser('iq_moderator', { id: 11 });
const member = authUser('hcp', { id: 12 });
const moderatorAuthor = authUser('moderator', { id: AUTHOR_ID });

const doc = (o: Partial<ConsensusState> = {}): ConsensusState => ({
  status: 'in_review',
  publishedAt: null,
  deletedAt: null,
  authorUserId: AUTHOR_ID,
  ...o,
});
const published = doc({ status: 'published', publishedAt: new Date('2026-01-01') });
const forbiddenWith = (message: RegExp) =>
  expect.objectContaining({ statusCode: 403, message: expect.stringMatching(message) });

describe('consensus policy', () => {
  it('reviewers: an Administrator, a Moderator, or an IQ Moderator holding all_patient_cases_management', () => {
    expect(isReviewer(administrator)).toBe(true);
    expect(isReviewer(moderator)).toBe(true);
    expect(isReviewer(iqReviewer)).toBe(true);
    expect(isReviewer(iqModerator)).toBe(false);
    expect(isReviewer(member)).toBe(false);
    expect(isReviewer(null)).toBe(false);
    // The role alone is not enough: the permissions must be held too.
    expect(isReviewer({ ...moderator, permissions: ['summary_submission'] })).toBe(false);
    expect(isReviewer({ ...moderator, permissions: ['all_patient_cases_management'] })).toBe(false);
    // The permissions alone are not enough either.
    expect(isReviewer({ ...member, permissions: ['all_patient_cases_management', 'summary_submission'] })).toBe(false);
  });

  it('is public only when published, with a publication date, and not deleted', () => {
    expect(isPublic(published)).toBe(true);
    expect(isPublic({ ...published, publishedAt: null })).toBe(false);
    expect(isPublic({ ...published, deletedAt: new Date() })).toBe(false);
    expect(isPublic(doc({ status: 'draft', publishedAt: new Date() }))).toBe(false);
  });

  it('shows an unpublished consensus to its author and the reviewers only, never once deleted', () => {
    expect(seesUnpublished(author, doc())).toBe(true);
    expect(seesUnpublished(moderator, doc())).toBe(true);
    expect(seesUnpublished(iqModerator, doc())).toBe(false);
    expect(seesUnpublished(member, doc())).toBe(false);
    expect(seesUnpublished(null, doc())).toBe(false);
    expect(seesUnpublished(author, doc({ deletedAt: new Date() }))).toBe(false);
    expect(seesUnpublished(moderator, doc({ deletedAt: new Date() }))).toBe(false);
    // Authorship needs the writing permission still held, and a recorded author.
    expect(seesUnpublished({ ...author, permissions: [] }, doc())).toBe(false);
    expect(seesUnpublished(iqModerator, doc({ authorUserId: null }))).toBe(false);
  });

  it('reads under the status the consensus has now only', () => {
    const statuses: ConsensusStatus[] = ['draft', 'in_review', 'published'];
    for (const status of statuses) {
      expect(mayRead(member, published, status)).toBe(status === 'published');
      expect(mayRead(null, published, status)).toBe(status === 'published');
      expect(mayRead(author, doc(), status)).toBe(status === 'in_review');
      expect(mayRead(member, doc(), status)).toBe(false);
    }
    expect(mayRead(null, { ...published, deletedAt: new Date() }, 'published')).toBe(false);
  });

  it('reads peer challenges: published for everybody, others for program previewers', () => {
    const live = { status: 'published' as const, publishedAt: new Date() };
    const draft = { status: 'draft' as const, publishedAt: null };
    expect(mayReadPeerChallenge(null, live, 'published')).toBe(true);
    expect(mayReadPeerChallenge(null, { ...live, publishedAt: null }, 'published')).toBe(false);
    expect(mayReadPeerChallenge(null, live, 'draft')).toBe(false);
    expect(mayReadPeerChallenge(moderator, draft, 'draft')).toBe(true);
    expect(mayReadPeerChallenge(member, draft, 'draft')).toBe(false);
    expect(mayReadPeerChallenge(null, draft, 'draft')).toBe(false);
    expect(mayReadPeerChallenge(moderator, draft, 'in_review')).toBe(false);
  });

  it('reviews: reviewers only, and never their own consensus', () => {
    expect(() => assertReviewer(moderator)).not.toThrow();
    expect(() => assertReviewer(iqModerator)).toThrow(forbiddenWith(/^Only an Administrator or a Moderator/));
    expect(() => assertMayReview(administrator, doc())).not.toThrow();
    expect(() => assertMayReview(iqModerator, doc())).toThrow(forbiddenWith(/^Only an Administrator/));
    expect(() => assertMayReview(moderatorAuthor, doc())).toThrow(
      forbiddenWith(/^Nobody publishes or returns their own/),
    );
    expect(canReview(moderator, doc())).toBe(true);
    expect(canReview(moderatorAuthor, doc())).toBe(false);
    expect(canReview(iqModerator, doc())).toBe(false);
    expect(canReview(moderator, doc({ status: 'draft' }))).toBe(false);
    expect(canReview(moderator, doc({ deletedAt: new Date() }))).toBe(false);
  });

  it('lets only the author resubmit, and the author and reviewers see the source', () => {
    expect(() => assertAuthor(author, doc())).not.toThrow();
    expect(() => assertAuthor(moderator, doc())).toThrow(forbiddenWith(/^Only the author can change/));
    expect(() => assertAuthor(author, doc({ authorUserId: null }))).toThrow(forbiddenWith(/^Only the author/));
    expect(maySeeSource(author, doc())).toBe(true);
    expect(maySeeSource(moderator, doc())).toBe(true);
    expect(maySeeSource(iqModerator, doc())).toBe(false);
    expect(maySeeSource(author, doc({ deletedAt: new Date() }))).toBe(false);
    expect(maySeeSource(moderator, doc({ deletedAt: new Date() }))).toBe(false);
  });

  it('deletes: a reviewer always; the author until it is published', () => {
    expect(() => assertMayDelete(moderator, published)).not.toThrow();
    expect(() => assertMayDelete(author, doc())).not.toThrow();
    expect(() => assertMayDelete(author, doc({ status: 'draft' }))).not.toThrow();
    expect(() => assertMayDelete(author, published)).toThrow(
      forbiddenWith(/^A published consensus can only be deleted by a reviewer\.$/),
    );
    expect(() => assertMayDelete(iqModerator, doc())).toThrow(
      forbiddenWith(/^Only the author or a reviewer can delete/),
    );
  });

  it('answers what it may not show exactly like what does not exist', () => {
    expect(contentNotFound()).toMatchObject({ statusCode: 404, code: 'not_found' });
  });
});
