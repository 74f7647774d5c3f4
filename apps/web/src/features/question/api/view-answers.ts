import type { AnswersViewBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { commentsQueryKey } from './thread-cache';

/** `POST /comments/answers_view`: the member asks to see the responses before answering. */
export const viewAnswers = (body: AnswersViewBody) =>
  apiFetch<{ success: boolean }>('/comments/answers_view', { method: 'POST', body });

export function useViewAnswers(topicId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewAnswers,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: commentsQueryKey(topicId) }),
  });
}
