import type { AttachedProgram } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `GET /pi/attached_programs?topicId=`: the question's programs in priority order. */
export const getAttachedPrograms = (topicId: number, signal?: AbortSignal) =>
  apiFetch<AttachedProgram[]>('/pi/attached_programs', { query: { topicId }, signal });

export const attachedProgramsQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['topic-programs', 'attached', topicId],
    queryFn: ({ signal }) => getAttachedPrograms(topicId, signal),
  });

export const useAttachedPrograms = (topicId: number, enabled: boolean) =>
  useQuery({ ...attachedProgramsQueryOptions(topicId), enabled });
