import type { ActiveProgram } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /pi/active_programs?topicId=`: enabled programs not yet attached (the attach modal). */
export const getActivePrograms = (topicId: number, signal?: AbortSignal) =>
  apiFetch<ActiveProgram[]>('/pi/active_programs', { query: { topicId }, signal });

export const activeProgramsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['topic-programs', 'active', topicId],
    queryFn: ({ signal }) => getActivePrograms(topicId, signal),
    staleTime: 0,
  });

export const useActivePrograms = (topicId: number, enabled: boolean) =>
  useQuery({ ...activeProgramsQueryOptions(topicId), enabled });
