import type { AppHcUser } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /app_hc_users`: accounts of the second member app with this e-mail or NPI (spec §5, §7). */
export const getAppHcUsers = (search: { email: string; npi: string }, signal?: AbortSignal) =>
  apiFetch<{ users: AppHcUser[] }>('/app_hc_users', {
    query: { email: search.email || undefined, npi: search.npi || undefined },
    signal,
  });

export const appHcUsersQueryOptions = (search: { email: string; npi: string }) =>
  queryOptions({
    queryKey: ['app-hc-users', search],
    queryFn: ({ signal }) => getAppHcUsers(search, signal),
    enabled: Boolean(search.email || search.npi),
    staleTime: 60_000,
  });

export const useAppHcUsers = (search: { email: string; npi: string }) => useQuery(appHcUsersQueryOptions(search));
