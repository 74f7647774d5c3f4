import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/**
 * `DELETE /phi/confirmations/{id}/subject`: deletes the text the confirmation belongs to, as the
 * product deletes it (an answer marked deleted, a comment removed …), audited.
 */
export const deleteSubject = (id: number) =>
  apiFetch<{ success: boolean }>(`/phi/confirmations/${id}/subject`, { method: 'DELETE' });

export function useDeleteSubject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSubject,
    // Refreshed on failure too: a 404 means another moderator (or the writer) got there first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['phi', 'confirmations'] }),
  });
}
