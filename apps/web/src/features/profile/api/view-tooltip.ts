import type { Tooltip } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { tooltipQueryOptions } from './check-tooltip';

/** `POST /tooltips/view {name}`: the member has seen tooltip `name`; it does not show again. */
export const viewTooltip = (name: string) => apiFetch<Tooltip>('/tooltips/view', { method: 'POST', body: { name } });

export function useViewTooltip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: viewTooltip,
    // Not optimistic: the tip stays (busy) until the server has recorded it, so a reload right after
    // can never show it again (an early hide let the member reload before the record existed).
    onSuccess: (_tooltip, name) => {
      queryClient.setQueryData(tooltipQueryOptions(name).queryKey, { name, alreadyViewed: true });
    },
  });
}
