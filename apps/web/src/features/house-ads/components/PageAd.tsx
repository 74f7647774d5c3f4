import { AD_SIZES, type AdPlacement, type ServedAd } from '@pc/contracts';
import { AdSlot } from '../../../ui/AdSlot';
import { recordAdImpression } from '../api/record-ad-impression';

/** A slot of a page: the ad of its kind, counted once shown. */
export function PageAd({ placement, ad }: { placement: AdPlacement; ad: ServedAd | null | undefined }) {
  return <AdSlot size={AD_SIZES[placement]} ad={ad} onShown={countImpression} />;
}

// One stable function for every slot, so a re-render never re-arms the impression.
const countImpression = (id: number) => void recordAdImpression(id);
