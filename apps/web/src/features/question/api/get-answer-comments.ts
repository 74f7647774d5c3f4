import type { AnswerComments, PagedAnswer } from '@pc/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { answerCommentsQueryKey } from './thread-cache';

/** `GET /comments/{id}/comments?cursor`: an answer's comments after `cursor`, newest first. */
export const getAnswerComments = (answerId: number, cursor: string, signal?: AbortSignal) =>
  apiFetch<AnswerComments>(`/comments/${answerId}/comments`, { query: { cursor }, signal });

/**
 * The comments older than those the answer's page shows, from its `moreComments` cursor. The cursor
 * is part of the key: when the thread is read again and the answer shows other newest comments, the
 * older ones start from the new cursor, so none is skipped and none is shown twice.
 */
export const answerCommentsQueryOptions = (topicId: number, answer: PagedAnswer, requested: boolean) =>
  infiniteQueryOptions({
    queryKey: [...answerCommentsQueryKey(topicId), answer.id, answer.moreComments],
    queryFn: ({ pageParam, signal }) => getAnswerComments(answer.id, pageParam, signal),
    initialPageParam: answer.moreComments ?? '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Read only when the member asks for them.
    enabled: requested && answer.moreComments !== null,
  });

export const useAnswerComments = (topicId: number, answer: PagedAnswer, requested: boolean) =>
  useInfiniteQuery(answerCommentsQueryOptions(topicId, answer, requested));
