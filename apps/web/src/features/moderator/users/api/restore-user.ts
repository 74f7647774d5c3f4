import type { User } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `PATCH /users/{id}/restore`: brings a deleted user back, as they were. */
export const restoreUser = (id: number) => apiFetch<User>(`/users/${id}/restore`, { method: 'PATCH' });

export function useRestoreUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreUser,
    onSuccess: (user) => {
      queryClient.setQueryData(['users', 'one', user.id], user);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
