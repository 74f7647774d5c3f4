import type { GiftCardPoolStatus } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /rewards/codes/status`: codes left, codes given out and rewards waiting, per value; whether the pool is low. */
export const getPoolStatus = (signal?: AbortSignal) =>
  apiFetch<GiftCardPoolStatus>('/rewards/codes/status', { signal });

export const POOL_STATUS_KEY = ['rewards', 'codes', 'status'] as const;

export const poolStatusQueryOptions = () =>
  queryOptions({ queryKey: POOL_STATUS_KEY, queryFn: ({ signal }) => getPoolStatus(signal) });

export const usePoolStatus = () => useQuery(poolStatusQueryOptions());
