import type { RewardProcessingResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { POOL_STATUS_KEY } from './get-pool-status';

/** `POST /rewards/processing`: the Monday job now: assigns codes to the rewards of closed periods and e-mails them. */
export const runProcessing = () => apiFetch<RewardProcessingResult>('/rewards/processing', { method: 'POST' });

export function useRunProcessing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runProcessing,
    onSuccess: (result) => {
      queryClient.setQueryData(POOL_STATUS_KEY, result.pool);
      // Members' reward rows on the user rewards pages change with the codes sent.
      void queryClient.invalidateQueries({ queryKey: ['users', 'rewards'] });
    },
  });
}
