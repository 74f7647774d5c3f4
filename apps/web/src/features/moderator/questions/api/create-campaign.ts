import type { CampaignCreated, CreateTopicCampaignBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /campaigns`: a new e-mail for the question's chosen audience. */
export const createCampaign = (body: CreateTopicCampaignBody) =>
  apiFetch<CampaignCreated>('/campaigns', { method: 'POST', body });

export function useCreateCampaign(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['campaigns', 'topic', topicId] });
      void queryClient.invalidateQueries({ queryKey: ['internal-topics', 'engagement', topicId] });
    },
  });
}
