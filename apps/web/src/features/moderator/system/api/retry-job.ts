import type { JobRetryResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { SYSTEM_KEY } from './get-system-overview';

/** `POST /system/jobs/{queue}/{id}/retry`: pg-boss retries one failed job (audited). */
export const retryJob = ({ queue, id }: { queue: string; id: string }) =>
  apiFetch<JobRetryResult>(`/system/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/retry`, {
    method: 'POST',
  });

export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryJob,
    // The job leaves the failed list and the queue counts move: read the page's lists again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: SYSTEM_KEY }),
  });
}
