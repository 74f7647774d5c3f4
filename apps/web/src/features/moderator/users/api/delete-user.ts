import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `DELETE /users/{id}`: a soft delete; the person's next request is refused (spec §4). */
export const deleteUser = (id: number) =>
  apiFetch<{ success: boolean; deletedAt: string }>(`/users/${id}`, { method: 'DELETE' });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: ['users', 'one', id] });
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
