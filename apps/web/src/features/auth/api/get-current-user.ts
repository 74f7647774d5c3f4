import type { CurrentUser } from '@pc/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /current_user` (spec §7): the signed-in member's profile, role and permissions. */
export const getCurrentUser = () => apiFetch<CurrentUser>('/current_user');

/** Keyed by the token's subject, so a different sign-in never reads the previous member's profile. */
export const currentUserQueryKey = (subject: string) => ['current_user', subject] as const;

export const currentUserQueryOptions = (subject: string) =>
  queryOptions({ queryKey: currentUserQueryKey(subject), queryFn: getCurrentUser, staleTime: 60_000 });
