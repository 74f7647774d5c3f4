import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `DELETE /campaigns/{id}`: also stops a send in progress. */
export const deleteCampaign = (id: number) => apiFetch<{ success: boolean }>(`/campaigns/${id}`, { method: 'DELETE' });

export function useDeleteCampaign(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'topic', topicId] });
      void queryClient.invalidateQueries({ queryKey: ['internal-topics', 'engagement', topicId] });
    },
  });
}
