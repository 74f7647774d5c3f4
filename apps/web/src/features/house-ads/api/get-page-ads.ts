import type { AdPage, ServedAds } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { useAfterFirstPaint } from '../../../lib/first-paint';

/**
 * `GET /ads?page=` (signed in: for the reader's specialty when their NPI has 10 digits) or
 * `GET /ads/public?page=` (visitors and the public consensus page: untargeted ads only). One call per
 * page, not per slot.
 */
export const getPageAds = (page: AdPage, audience: 'member' | 'public', signal?: AbortSignal) =>
  apiFetch<ServedAds>(audience === 'public' ? '/ads/public' : '/ads', { query: { page }, signal });

/** `userId` keeps one member's ads from being shown to the next one who signs in in this tab. */
export const pageAdsQueryOptions = (page: AdPage, audience: 'member' | 'public', userId: number | null) =>
  queryOptions({
    queryKey: ['ads', page, audience, userId],
    queryFn: ({ signal }) => getPageAds(page, audience, signal),
    // The same ads for a few minutes: moving between pages neither refetches nor swaps them.
    staleTime: 5 * 60_000,
    retry: false,
    refetchOnWindowFocus: false,
  });

/** Asked for once the page has painted (lib/first-paint.ts): the slots keep their room until then. */
export const usePageAds = (page: AdPage, audience: 'member' | 'public', userId: number | null) => {
  const afterPaint = useAfterFirstPaint();
  return useQuery({ ...pageAdsQueryOptions(page, audience, userId), enabled: afterPaint });
};
