import type { CommentsResponse } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { commentsQueryKey } from './get-comments';

/** `DELETE /comments/{id}`: a deleted answer stays (marked deleted) with its comments; a comment goes. */
export const deleteComment = (id: number) => apiFetch<{ deletedAt: string }>(`/comments/${id}`, { method: 'DELETE' });

/**
 * The deleted item is marked in the cached thread rather than refetched, so the member sees "This
 * comment was deleted" where their comment was until the thread is next loaded.
 */
export function useDeleteComment(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteComment(id),
    onSuccess: ({ deletedAt }, id) => {
      queryClient.setQueriesData<CommentsResponse>({ queryKey: commentsQueryKey(topicId) }, (thread) =>
        thread
          ? {
              ...thread,
              comments: thread.comments.map((answer) =>
                answer.id === id
                  ? { ...answer, deletedAt, text: '' }
                  : {
                      ...answer,
                      comments: answer.comments.map((c) => (c.id === id ? { ...c, deletedAt, text: '' } : c)),
                    },
              ),
            }
          : thread,
      );
      void queryClient.invalidateQueries({ queryKey: ['topics', 'feed'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['topics', 'next'] });
    },
  });
}
