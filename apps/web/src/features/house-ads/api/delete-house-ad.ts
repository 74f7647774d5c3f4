import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `DELETE /house_ads/{id}`. */
export const deleteHouseAd = (id: number) => apiFetch<{ success: boolean }>(`/house_ads/${id}`, { method: 'DELETE' });

export function useDeleteHouseAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHouseAd,
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['house-ads'] })
        .then(() => queryClient.removeQueries({ queryKey: ['ads'] })),
  });
}
