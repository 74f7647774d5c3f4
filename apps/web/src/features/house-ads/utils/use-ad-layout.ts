import { SIDE_ADS_QUERY, WIDE_LAYOUT_QUERY } from '@pc/contracts';
import { useSyncExternalStore } from 'react';

function subscribe(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query);
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  };
}
const subscribeWide = subscribe(WIDE_LAYOUT_QUERY);
const subscribeSide = subscribe(SIDE_ADS_QUERY);
const matches = (query: string) => () => typeof window !== 'undefined' && window.matchMedia(query).matches;
const isWide = matches(WIDE_LAYOUT_QUERY);
const hasSides = matches(SIDE_ADS_QUERY);

export interface AdLayout {
  /** Spec §9: wider than 1000 px. */
  wide: boolean;
  /** Spec §9: at least 960 + 2 × (350 + 32) px. */
  sideAds: boolean;
}

/**
 * The window's ad layout, read synchronously on the first render (Mantine's useMediaQuery answers
 * false first and corrects in an effect, which would draw the wrong slot and then shift the page).
 */
export function useAdLayout(): AdLayout {
  const wide = useSyncExternalStore(subscribeWide, isWide, () => false);
  const sideAds = useSyncExternalStore(subscribeSide, hasSides, () => false);
  return { wide, sideAds };
}
