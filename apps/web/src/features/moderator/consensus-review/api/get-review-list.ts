import type { ConsensusReviewList } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../../lib/api-client';

/** `review`: the consensuses waiting for review (reviewers only); `mine`: the signed-in author's own. */
export type ReviewScope = 'review' | 'mine';

/** `GET /consensus/review?scope=`: a 403 for `review` means the signed-in user is not a reviewer. */
export const getReviewList = (scope: ReviewScope, signal?: AbortSignal) =>
  apiFetch<ConsensusReviewList>('/consensus/review', { query: { scope }, signal });

export const reviewListQueryOptions = (scope: ReviewScope) =>
  queryOptions({
    // The wizard invalidates ['consensus', 'review'] after a submission.
    queryKey: ['consensus', 'review', scope],
    queryFn: ({ signal }) => getReviewList(scope, signal),
    // Another reviewer may have just published or returned one: read it fresh whenever the page opens.
    staleTime: 0,
  });

export const useReviewList = (scope: ReviewScope) => useQuery(reviewListQueryOptions(scope));

/** The server's way of saying "not a reviewer": the queue is hidden rather than shown as an error. */
export const isNotReviewer = (error: unknown): boolean => error instanceof ApiError && error.status === 403;
