import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { refreshAfterReview } from '../utils/refresh-after-review';

/** `DELETE /consensus/{id}`: a soft delete (reviewers, or the author while it is not published). */
export const deleteConsensus = (id: number) => apiFetch<{ success: boolean }>(`/consensus/${id}`, { method: 'DELETE' });

export function useDeleteConsensus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConsensus,
    onSuccess: (_result, id) => refreshAfterReview(queryClient, id),
  });
}
