import type { SponsoredProgram } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAfterFirstPaint } from '../../../lib/first-paint';

/** `GET /programs?topic_id`: the sponsored program for this question (all fields null when none). */
export const getSponsoredProgram = (topicId: number, signal?: AbortSignal) =>
  apiFetch<SponsoredProgram>('/programs', { query: { topic_id: topicId }, signal });

export const sponsoredProgramQueryOptions = (topicId: number) =>
  queryOptions({
    queryKey: ['programs', 'sponsored', topicId],
    queryFn: ({ signal }) => getSponsoredProgram(topicId, signal),
    staleTime: 5 * 60_000,
  });

/** Asked for once the question has painted (lib/first-paint.ts): its offers come after the page. */
export const useSponsoredProgram = (topicId: number) => {
  const afterPaint = useAfterFirstPaint();
  return useQuery({ ...sponsoredProgramQueryOptions(topicId), enabled: afterPaint });
};
