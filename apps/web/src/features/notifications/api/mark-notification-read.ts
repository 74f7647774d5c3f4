import type { MarkReadResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { unreadCountQueryKey } from './get-unread-count';

/** `POST /notifications/{id}/read`: one of the member's notifications read (opening it does this). */
export const markNotificationRead = (id: number) =>
  apiFetch<MarkReadResult>(`/notifications/${id}/read`, { method: 'POST' });

export const markNotificationReadMutationOptions = () => ({ mutationFn: markNotificationRead });

export function useMarkNotificationRead() {
  const client = useQueryClient();
  return useMutation({
    ...markNotificationReadMutationOptions(),
    onSuccess: (result) => {
      client.setQueryData(unreadCountQueryKey, result);
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
