import type { HouseAd, HouseAdBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /house_ads` (no id) or `PUT /house_ads/{id}` (the whole form). */
export const saveHouseAd = ({ id, body }: { id: number | null; body: HouseAdBody }) =>
  id === null
    ? apiFetch<HouseAd>('/house_ads', { method: 'POST', body })
    : apiFetch<HouseAd>(`/house_ads/${id}`, { method: 'PUT', body });

export function useSaveHouseAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHouseAd,
    // The list and every page's ads may change.
    onSuccess: () =>
      queryClient
        .invalidateQueries({ queryKey: ['house-ads'] })
        .then(() => queryClient.removeQueries({ queryKey: ['ads'] })),
  });
}
