import type { ServedAd } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { pickAds } from './pick-ads';

const ad = (id: number, placement: ServedAd['placement']): ServedAd => ({
  id,
  placement,
  imageUrl: `/ads/${id}.png`,
  altText: `Ad ${id}`,
  clickUrl: `/api/v1/ads/${id}/click`,
});

describe('pickAds', () => {
  it('shows the alert popup on a wide window only', () => {
    const ads = [ad(7, 'alert'), ad(3, 'rectangle')];
    expect(pickAds(ads, true).alert).toMatchObject({ id: 7 });
    expect(pickAds(ads, false).alert).toBeNull();
    expect(pickAds(ads, true).middle).toMatchObject({ id: 3 });
  });

  it('leaves every slot undecided while the ads load', () => {
    expect(pickAds(undefined, true)).toEqual({
      top: undefined,
      middle: undefined,
      left: undefined,
      right: undefined,
      alert: undefined,
    });
  });

  it('puts the banner of the window size on top and the rectangles in the middle, left and right, in order', () => {
    const ads = [ad(1, 'banner'), ad(2, 'mobile_banner'), ad(3, 'rectangle'), ad(4, 'rectangle'), ad(5, 'rectangle')];
    expect(pickAds(ads, true)).toMatchObject({ top: { id: 1 }, middle: { id: 3 }, left: { id: 4 }, right: { id: 5 } });
    expect(pickAds(ads, false).top).toMatchObject({ id: 2 });
  });

  it('answers null for slots without an ad, never showing one ad twice', () => {
    expect(pickAds([ad(3, 'rectangle')], true)).toEqual({
      top: null,
      middle: ad(3, 'rectangle'),
      left: null,
      right: null,
      alert: null,
    });
  });
});
