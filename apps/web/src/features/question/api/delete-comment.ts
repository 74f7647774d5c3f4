import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { markDeleted } from '../utils/thread-pages';
import { changeThreadItem, forgetThreadOwnAnswer } from './thread-cache';

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
      changeThreadItem(queryClient, topicId, id, markDeleted(deletedAt));
      forgetThreadOwnAnswer(queryClient, topicId, id);
      void queryClient.invalidateQueries({ queryKey: ['topics', 'feed'], refetchType: 'none' });
      void queryClient.invalidateQueries({ queryKey: ['topics', 'next'] });
    },
  });
}
