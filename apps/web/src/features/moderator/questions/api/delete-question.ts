import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `DELETE /internal/topics/{id}`. */
export const deleteQuestion = (id: number) =>
  apiFetch<{ success: boolean }>(`/internal/topics/${id}`, { method: 'DELETE' });

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteQuestion,
    // The details page is still mounted while it navigates away: dropping its question here would
    // refetch it, meet the 404 and report a redirect instead of the deletion.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['internal-topics', 'list'] }),
  });
}
