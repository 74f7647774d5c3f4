import type { GiftCardImportResult } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api-client';
import { POOL_STATUS_KEY } from './get-pool-status';

/** `POST /rewards/codes`: loads a CSV of codes into the pool; a file with any bad row is refused whole (400). */
export const importCodes = (csv: string) =>
  apiFetch<GiftCardImportResult>('/rewards/codes', { method: 'POST', body: { csv } });

export function useImportCodes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCodes,
    // The answer carries the pool as it is now.
    onSuccess: (result) => queryClient.setQueryData(POOL_STATUS_KEY, result.pool),
  });
}
