import type { UserFormBody, UserSaveResponse } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';

/** `POST /users` (new) or `PATCH /users/{id}` (edit), with the whole form. */
export const saveUser = ({ id, body }: { id: number | null; body: UserFormBody }) =>
  id === null
    ? apiFetch<UserSaveResponse>('/users', { method: 'POST', body })
    : apiFetch<UserSaveResponse>(`/users/${id}`, { method: 'PATCH', body });

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveUser,
    onSuccess: (user) => {
      const { createdPasswordChangeTicket, setPasswordURL, sentAccountUpdateEmail, ...saved } = user;
      queryClient.setQueryData(['users', 'one', user.id], saved);
      void queryClient.invalidateQueries({ queryKey: ['users', 'list'] });
    },
  });
}
