import type { AnswerPage, CommentOrder } from '@pc/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { answerPagesQueryKey } from './thread-cache';

/**
 * `GET /topics/{id}/answers?orderby&cursor`: one page of the thread (20 answers, each with its newest
 * comments), its size, whether it is shown, the member's own answer and the unseen-topics flag.
 */
export const getAnswerPage = (topicId: number, orderby: CommentOrder, cursor?: string, signal?: AbortSignal) =>
  apiFetch<AnswerPage>(`/topics/${topicId}/answers`, { query: { orderby, cursor }, signal });

export const answerPagesQueryOptions = (topicId: number, orderby: CommentOrder) =>
  infiniteQueryOptions({
    queryKey: [...answerPagesQueryKey(topicId), orderby],
    queryFn: ({ pageParam, signal }) => getAnswerPage(topicId, orderby, pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    // Switching the order keeps the answers on screen until the other order's first page is here.
    placeholderData: keepPreviousData,
  });

export const useAnswerPages = (topicId: number, orderby: CommentOrder) =>
  useInfiniteQuery(answerPagesQueryOptions(topicId, orderby));
