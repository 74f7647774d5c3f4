import type { TestMailResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_KEY } from './get-system-overview';

/** `POST /system/test-mail`: queues one e-mail to the administrator, through the job queue. */
export const sendTestMail = () => apiFetch<TestMailResult>('/system/test-mail', { method: 'POST' });

export function useSendTestMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
}
