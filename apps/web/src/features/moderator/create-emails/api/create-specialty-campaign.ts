import type { CampaignCreated, CreateSpecialtyCampaignBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /campaigns/specialty`: an e-mail to members of the checked specialties. */
export const createSpecialtyCampaign = (body: CreateSpecialtyCampaignBody) =>
  apiFetch<CampaignCreated>('/campaigns/specialty', { method: 'POST', body });

export function useCreateSpecialtyCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSpecialtyCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'general'] }),
  });
}
