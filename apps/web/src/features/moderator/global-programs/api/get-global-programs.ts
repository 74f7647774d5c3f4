import type { GlobalProgramList } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /global_programs`: the assigned table and the programs without priority (spec §2, §7). */
export const getGlobalPrograms = (signal?: AbortSignal) => apiFetch<GlobalProgramList>('/global_programs', { signal });

export const globalProgramsQueryOptions = () =>
  queryOptions({
    queryKey: ['global-programs', 'list'],
    queryFn: ({ signal }) => getGlobalPrograms(signal),
  });

export const useGlobalPrograms = () => useQuery(globalProgramsQueryOptions());
