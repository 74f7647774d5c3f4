import type { CommentOrder, CommentsResponse } from '@pc/contracts';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /comments?topicId&orderby`: the thread, whether it is shown, and the unseen-topics flag. */
export const getComments = (topicId: number, orderby: CommentOrder, signal?: AbortSignal) =>
  apiFetch<CommentsResponse>('/comments', { query: { topicId, orderby }, signal });

export const commentsQueryKey = (topicId: number) => ['comments', topicId] as const;

/**
 * What an answer changes besides its thread: the feeds (featured or answered) and the next question.
 * The feeds are marked stale (read again when next shown); the next question is read again now.
 */
export const invalidateAfterAnswer = (queryClient: QueryClient, topicId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsQueryKey(topicId) }),
    queryClient.invalidateQueries({ queryKey: ['topics', 'feed'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['topics', 'next'] }),
  ]);

export const commentsQueryOptions = (topicId: number, orderby: CommentOrder) =>
  queryOptions({
    queryKey: [...commentsQueryKey(topicId), orderby],
    queryFn: ({ signal }) => getComments(topicId, orderby, signal),
  });

export const useComments = (topicId: number, orderby: CommentOrder) => useQuery(commentsQueryOptions(topicId, orderby));
