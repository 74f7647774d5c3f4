import type { Campaign } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { pollWhileTargetListsBuild } from '../../campaigns/utils/target-list-poll';

/** `GET /campaigns?topicId=`: the question's e-mail campaigns, newest first. */
export const getCampaigns = (topicId: number, signal?: AbortSignal) =>
  apiFetch<Campaign[]>('/campaigns', { query: { topicId }, signal });

export const campaignsQueryOptions = (topicId: number) =>
  queryOptions({ queryKey: ['campaigns', 'topic', topicId], queryFn: ({ signal }) => getCampaigns(topicId, signal) });

export const useCampaigns = (topicId: number) =>
  useQuery({
    ...campaignsQueryOptions(topicId),
    refetchInterval: (query) => pollWhileTargetListsBuild(query.state.data),
  });
