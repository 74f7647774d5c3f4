import type { CampaignCreated, CreateNpiCampaignBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /campaigns/npi`: an e-mail to the listed NPIs, each optionally invited to a question. */
export const createNpiCampaign = (body: CreateNpiCampaignBody) =>
  apiFetch<CampaignCreated>('/campaigns/npi', { method: 'POST', body });

export function useCreateNpiCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createNpiCampaign,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['campaigns', 'general'] }),
  });
}
