import type { CurrentUser } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `POST /tooltips/allow` or `POST /tooltips/disable` (empty bodies): the member's Show tooltips? choice. */
export const setShowTooltips = (show: boolean) =>
  apiFetch<{ showTooltips: boolean }>(show ? '/tooltips/allow' : '/tooltips/disable', { method: 'POST', body: {} });

/**
 * Spec §4: the switch is pending while the call runs; the session's showTooltips changes only once the
 * server has stored it, and a failure leaves it as it was.
 */
export function useSetShowTooltips() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShowTooltips,
    onSuccess: ({ showTooltips }) => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: ['current_user'] }, (user) =>
        user ? { ...user, showTooltips } : user,
      );
      void queryClient.invalidateQueries({ queryKey: ['tooltips'] });
    },
  });
}
