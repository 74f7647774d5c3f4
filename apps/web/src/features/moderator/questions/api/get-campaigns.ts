import type { Campaign } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /campaigns?topicId=`: the question's e-mail campaigns, newest first. */
export const getCampaigns = (topicId: number, signal?: AbortSignal) =>
  apiFetch<Campaign[]>('/campaigns', { query: { topicId }, signal });

export const campaignsQueryOptions = (topicId: number) =>
  queryOptions({ queryKey: ['campaigns', 'topic', topicId], queryFn: ({ signal }) => getCampaigns(topicId, signal) });

/** While a target list is being built the list is asked again every 2 s (the download button spins). */
export const TARGET_LIST_POLL_MS = 2000;

export const useCampaigns = (topicId: number) =>
  useQuery({
    ...campaignsQueryOptions(topicId),
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.targetListCreatedAt === null) ? TARGET_LIST_POLL_MS : false,
  });
