import type { PhiSubjectEditBody } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

export interface SubjectEdit extends PhiSubjectEditBody {
  /** The confirmation whose answer or comment is edited. */
  id: number;
}

/**
 * `PATCH /phi/confirmations/{id}/subject {text, phiConfirmations?}`: replaces an answer's or comment's
 * text, audited. The new text is checked like the writer's: a 422 `phi_suspected` lists its findings.
 */
export const editSubject = ({ id, ...body }: SubjectEdit) =>
  apiFetch<{ success: boolean }>(`/phi/confirmations/${id}/subject`, { method: 'PATCH', body });

export function useEditSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editSubject,
    // Refreshed on failure too: a 404 means the text was deleted meanwhile.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['phi', 'confirmations'] }),
  });
}
