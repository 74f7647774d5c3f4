import type { AdPage } from '@pc/contracts';
import { useSession } from '../../auth/session';
import { usePageAds } from '../api/get-page-ads';
import { type PageAdSlots, pickAds } from './pick-ads';
import { type AdLayout, useAdLayout } from './use-ad-layout';

/**
 * A page's ads in one call, placed for the window: which slot gets which ad, and the layout they
 * depend on. A failed call leaves the slots empty; the page never waits for its ads.
 */
export function usePageAdSlots(page: AdPage, audience: 'member' | 'public'): PageAdSlots & AdLayout {
  const { user } = useSession();
  const layout = useAdLayout();
  const query = usePageAds(page, audience, audience === 'member' ? (user?.id ?? null) : null);
  return { ...layout, ...pickAds(query.isError ? [] : query.data?.ads, layout.wide) };
}
