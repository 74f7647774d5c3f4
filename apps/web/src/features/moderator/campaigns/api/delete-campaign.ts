import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `DELETE /campaigns/{id}`: also stops a send in progress. */
export const deleteCampaign = (id: number) => apiFetch<{ success: boolean }>(`/campaigns/${id}`, { method: 'DELETE' });

/**
 * Refreshes every campaign list (a question's, the general pages) and the questions' engagement
 * counts: a campaign may show in several of them, and only the lists on screen are fetched again.
 */
export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCampaign,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns'] });
      void queryClient.invalidateQueries({ queryKey: ['internal-topics', 'engagement'] });
    },
  });
}
