import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /disclaimer` (spec §7): whether the signed-in member has read the disclaimer. */
export const getDisclaimer = () => apiFetch<{ disclaimerRead: boolean }>('/disclaimer');

export const disclaimerQueryOptions = () =>
  queryOptions({ queryKey: ['disclaimer'], queryFn: getDisclaimer, staleTime: Number.POSITIVE_INFINITY });
