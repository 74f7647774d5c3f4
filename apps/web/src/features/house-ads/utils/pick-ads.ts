import { type AdPlacement, type ServedAd, topBannerPlacement } from '@pc/contracts';

/** A page's slots: undefined while the ads load, null for a slot with no ad. */
export interface PageAdSlots {
  top: ServedAd | null | undefined;
  middle: ServedAd | null | undefined;
  left: ServedAd | null | undefined;
  right: ServedAd | null | undefined;
  /** The feed's alert popup (350x550), on the wide layout only. */
  alert: ServedAd | null | undefined;
}

/**
 * Which served ad goes where: the top banner of the window's size, then the 300x250 ones in order
 * (best first) to the middle of the list, the left and the right column, and the alert popup on a
 * wide window; no ad is shown twice.
 */
export function pickAds(ads: readonly ServedAd[] | undefined, wide: boolean): PageAdSlots {
  if (!ads) return { top: undefined, middle: undefined, left: undefined, right: undefined, alert: undefined };
  const of = (placement: AdPlacement) => ads.filter((a) => a.placement === placement);
  const [middle = null, left = null, right = null] = of('rectangle');
  // A 550 px popup would cover most of a phone's screen: narrow windows get none.
  const alert = wide ? (of('alert')[0] ?? null) : null;
  return { top: of(topBannerPlacement(wide))[0] ?? null, middle, left, right, alert };
}
