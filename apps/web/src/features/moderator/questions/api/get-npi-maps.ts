import type { NpiMappingList } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /internal/topics/npi`: every question's NPI map. */
export const getNpiMaps = (signal?: AbortSignal) => apiFetch<NpiMappingList>('/internal/topics/npi', { signal });

export const npiMapsQueryOptions = () =>
  queryOptions({ queryKey: ['internal-topics', 'npi-maps'], queryFn: ({ signal }) => getNpiMaps(signal) });

export const useNpiMaps = () => useQuery(npiMapsQueryOptions());
