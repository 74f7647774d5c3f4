import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { disclaimerQueryOptions } from './get-disclaimer';

/** `POST /disclaimer`: records that the member read and agreed to the disclaimer. */
export const acceptDisclaimer = () =>
  apiFetch<{ disclaimerRead: boolean }>('/disclaimer', { method: 'POST', body: {} });

export function useAcceptDisclaimer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptDisclaimer,
    onSuccess: (status) => {
      queryClient.setQueryData(disclaimerQueryOptions().queryKey, status);
      void queryClient.invalidateQueries({ queryKey: ['current_user'] });
    },
  });
}
