import type { SavePositionsBody, TopicPositions } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { topicPositionsQueryOptions } from './get-topic-positions';

/** `PUT /internal/topics/{id}/positions {positions, assignments}`: the author's positions, saved with the draft. */
export const saveTopicPositions = (topicId: number, body: SavePositionsBody) =>
  apiFetch<TopicPositions>(`/internal/topics/${topicId}/positions`, { method: 'PUT', body });

export function useSaveTopicPositions(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePositionsBody) => saveTopicPositions(topicId, body),
    onSuccess: (saved) => queryClient.setQueryData(topicPositionsQueryOptions(topicId).queryKey, saved),
  });
}
