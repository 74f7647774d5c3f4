import type { InternalTopic, QuestionFormBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /internal/topics` (new) or `PATCH /internal/topics/{id}` (edit), with the whole form. */
export const saveQuestion = ({ id, body }: { id: number | null; body: QuestionFormBody }) =>
  id === null
    ? apiFetch<InternalTopic>('/internal/topics', { method: 'POST', body })
    : apiFetch<InternalTopic>(`/internal/topics/${id}`, { method: 'PATCH', body });

export function useSaveQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveQuestion,
    onSuccess: (question) => {
      queryClient.setQueryData(['internal-topics', 'one', question.id], question);
      void queryClient.invalidateQueries({ queryKey: ['internal-topics', 'list'] });
    },
  });
}
