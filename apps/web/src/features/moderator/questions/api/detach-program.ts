import type { AttachedProgram } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /pi/detach`: removes one program and closes the gap. Answers the question's programs afterwards. */
export const detachProgram = (body: { topicId: number; hcmpId: string }) =>
  apiFetch<AttachedProgram[]>('/pi/detach', { method: 'POST', body });

export function useDetachProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: detachProgram,
    onSuccess: (list, body) => queryClient.setQueryData(['topic-programs', 'attached', body.topicId], list),
    onSettled: (_list, _error, body) =>
      void queryClient.invalidateQueries({ queryKey: ['topic-programs', 'active', body.topicId] }),
  });
}
