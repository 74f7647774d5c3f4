import type { RewardsHistory } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /rewards/history`: every reward of the signed-in member, newest first, codes once e-mailed. */
export const getRewardHistory = (signal?: AbortSignal) => apiFetch<RewardsHistory>('/rewards/history', { signal });

export const rewardHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['rewards', 'history'],
    queryFn: ({ signal }) => getRewardHistory(signal),
    // Codes arrive with the Monday processing: read them fresh whenever the page opens.
    staleTime: 0,
  });

export const useRewardHistory = () => useQuery(rewardHistoryQueryOptions());
