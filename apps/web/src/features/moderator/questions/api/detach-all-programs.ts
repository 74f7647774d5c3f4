import type { AttachedProgram } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /pi/detach_all`: removes every program. Answers the question's programs afterwards. */
export const detachAllPrograms = (body: { topicId: number }) =>
  apiFetch<AttachedProgram[]>('/pi/detach_all', { method: 'POST', body });

export function useDetachAllPrograms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachAllPrograms,
    onSuccess: (list, body) => queryClient.setQueryData(['topic-programs', 'attached', body.topicId], list),
    onSettled: (_list, _error, body) =>
      void queryClient.invalidateQueries({ queryKey: ['topic-programs', 'active', body.topicId] }),
  });
}
