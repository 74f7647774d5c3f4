import { type DtiLink, hasAnyPermission } from '@pc/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api-client';
import { useAfterFirstPaint } from '../../lib/first-paint';
import { useSession } from '../../features/auth/session';

/** `GET /programs/dti_link`: where the Resources item (diseases and treatment information) leads. */
export const getResourcesLink = () => apiFetch<DtiLink>('/programs/dti_link');

/** Loaded only for members who see Resources; null until known. */
export function useResourcesLink(): string | null {
  const { user } = useSession();
  const afterPaint = useAfterFirstPaint();
  const allowed = hasAnyPermission(user?.permissions ?? [], ['diseases_and_treatment_information']);
  const query = useQuery({
    queryKey: ['programs', 'dti_link'],
    queryFn: getResourcesLink,
    // Once the page has painted (lib/first-paint.ts): the header shows without it.
    enabled: allowed && afterPaint,
    staleTime: 60 * 60_000,
  });
  return allowed && query.data?.success ? query.data.url : null;
}
