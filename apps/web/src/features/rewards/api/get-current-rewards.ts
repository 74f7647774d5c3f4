import type { RewardsSummary } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /rewards/current`: this period's rewards of the signed-in member (spec §3 Rewards summary). */
export const getCurrentRewards = (signal?: AbortSignal) => apiFetch<RewardsSummary>('/rewards/current', { signal });

export const currentRewardsQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'current'],
    queryFn: ({ signal }) => getCurrentRewards(signal),
    // An answer elsewhere may have just earned a reward: read it fresh whenever the page opens.
    staleTime: 0,
  });

export const useCurrentRewards = () => useQuery(currentRewardsQueryOptions());
