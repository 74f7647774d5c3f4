import type { AttachedProgram } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /pi/attach`: appends the programs after the last attached one. Answers the question's programs afterwards. */
export const attachPrograms = (body: { topicId: number; hcmpIds: string[] }) =>
  apiFetch<AttachedProgram[]>('/pi/attach', { method: 'POST', body });

export function useAttachPrograms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: attachPrograms,
    onSuccess: (list, body) => queryClient.setQueryData(['topic-programs', 'attached', body.topicId], list),
    onSettled: (_list, _error, body) =>
      void queryClient.invalidateQueries({ queryKey: ['topic-programs', 'active', body.topicId] }),
  });
}
