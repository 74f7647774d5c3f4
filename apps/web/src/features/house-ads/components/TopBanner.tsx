import { type AdPage, topBannerPlacement } from '@pc/contracts';
import { usePageAdSlots } from '../utils/use-page-ad-slots';
import { PageAd } from './PageAd';

/**
 * A page's top banner (spec §9), the size of the window, as a component of its own: when the ads
 * arrive (after the page's first paint) only it renders again, not the page around it, which on a
 * phone would be a long task (bench/README.md).
 */
export function TopBanner({ page, audience }: { page: AdPage; audience: 'member' | 'public' }) {
  const ads = usePageAdSlots(page, audience);
  return <PageAd placement={topBannerPlacement(ads.wide)} ad={ads.top} />;
}
