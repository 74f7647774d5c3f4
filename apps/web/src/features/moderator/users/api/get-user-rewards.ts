import type { UserRewards } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /users/{id}/rewards`: a member's rewards, or only those of the period holding `searchDate`. */
export const getUserRewards = (id: number, searchDate: string, signal?: AbortSignal) =>
  apiFetch<UserRewards>(`/users/${id}/rewards`, { query: { searchDate: searchDate || undefined }, signal });

export const userRewardsQueryOptions = (id: number, searchDate: string) =>
  queryOptions({
    queryKey: ['users', 'rewards', id, searchDate],
    queryFn: ({ signal }) => getUserRewards(id, searchDate, signal),
    placeholderData: keepPreviousData,
  });

export const useUserRewards = (id: number, searchDate: string) =>
  useQuery({ ...userRewardsQueryOptions(id, searchDate), enabled: Number.isInteger(id) && id > 0 });
