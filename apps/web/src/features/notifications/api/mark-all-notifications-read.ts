import type { MarkReadResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { unreadCountQueryKey } from './get-unread-count';

/** `POST /notifications/read-all`: every notification of the member read. */
export const markAllNotificationsRead = () => apiFetch<MarkReadResult>('/notifications/read-all', { method: 'POST' });

export const markAllNotificationsReadMutationOptions = () => ({ mutationFn: markAllNotificationsRead });

export function useMarkAllNotificationsRead() {
  const client = useQueryClient();
  return useMutation({
    ...markAllNotificationsReadMutationOptions(),
    onSuccess: (result) => {
      client.setQueryData(unreadCountQueryKey, result);
      void client.invalidateQueries({ queryKey: ['notifications', 'list'] });
    },
  });
}
