import type { Tooltip } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useSession } from '../../auth/session';

/** `GET /tooltips/check/{name}`: whether the member has already seen the tooltip `name`. */
export const checkTooltip = (name: string) => apiFetch<Tooltip>(`/tooltips/check/${encodeURIComponent(name)}`);

export const tooltipQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['tooltips', name],
    queryFn: () => checkTooltip(name),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** True when tooltip `name` should show now: tooltips are on and the member has not seen this one. */
export function useTooltipDue(name: string): boolean {
  const { user } = useSession();
  const enabled = Boolean(user?.showTooltips);
  const query = useQuery({ ...tooltipQueryOptions(name), enabled });
  return enabled && query.data?.alreadyViewed === false;
}
