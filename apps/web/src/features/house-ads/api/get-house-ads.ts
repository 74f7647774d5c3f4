import type { HouseAdList } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /house_ads`: every ad with its counts, newest first (administrators). */
export const getHouseAds = (signal?: AbortSignal) => apiFetch<HouseAdList>('/house_ads', { signal });

export const houseAdsQueryOptions = () =>
  queryOptions({ queryKey: ['house-ads', 'list'], queryFn: ({ signal }) => getHouseAds(signal) });

export const useHouseAds = () => useQuery(houseAdsQueryOptions());
