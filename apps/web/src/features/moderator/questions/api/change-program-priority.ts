import type { AttachedProgram } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /pi/change_priority`: moves a program up (-1) or down (+1), swapping it with its neighbour. Answers the question's programs afterwards. */
export const changeProgramPriority = (body: { topicId: number; hcmpId: string; change: -1 | 1 }) =>
  apiFetch<AttachedProgram[]>('/pi/change_priority', { method: 'POST', body });

export function useChangeProgramPriority() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeProgramPriority,
    onSuccess: (list, body) => queryClient.setQueryData(['topic-programs', 'attached', body.topicId], list),
    onSettled: (_list, _error, body) =>
      void queryClient.invalidateQueries({ queryKey: ['topic-programs', 'active', body.topicId] }),
  });
}
