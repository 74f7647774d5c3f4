import type { ConsensusDraft } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client';

/** `GET /drafts/consensus/{topicId}`: the writer's own wizard draft of a case, or null (a 404). */
export async function getConsensusDraft(topicId: number, signal?: AbortSignal): Promise<ConsensusDraft | null> {
  try {
    return await apiFetch<ConsensusDraft>(`/drafts/consensus/${topicId}`, { signal });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

export const consensusDraftQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['drafts', 'consensus', topicId],
    queryFn: ({ signal }) => getConsensusDraft(topicId, signal),
    // Another device may have saved since: read afresh whenever the wizard opens the case.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

/** Off while `topicId` is null (a returned summary is edited from what was submitted). */
export const useConsensusDraft = (topicId: number | null) =>
  useQuery({ ...consensusDraftQueryOptions(topicId ?? 0), enabled: topicId !== null });
