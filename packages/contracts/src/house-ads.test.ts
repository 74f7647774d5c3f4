import { describe, expect, it } from 'vitest';
import {
  AD_SIDE_ADS_MIN_WIDTH,
  AD_SIZES,
  adStatus,
  middleAdPosition,
  SIDE_ADS_QUERY,
  seesTargetedAds,
  topBannerPlacement,
  WIDE_LAYOUT_QUERY,
} from './ad-rules.js';
import { houseAdBodySchema } from './house-ads.js';

describe('ad rules of spec §9', () => {
  it('has the banner and alert popup sizes, the wide layout above 1000 px and side ads from 960 + 2 × (350 + 32) px', () => {
    expect(AD_SIZES).toEqual({
      banner: { width: 728, height: 90 },
      mobile_banner: { width: 320, height: 50 },
      rectangle: { width: 300, height: 250 },
      alert: { width: 350, height: 550 },
    });
    expect(AD_SIDE_ADS_MIN_WIDTH).toBe(1724);
    expect(WIDE_LAYOUT_QUERY).toBe('(min-width: 1001px)');
    expect(SIDE_ADS_QUERY).toBe('(min-width: 1724px)');
    expect(topBannerPlacement(true)).toBe('banner');
    expect(topBannerPlacement(false)).toBe('mobile_banner');
  });

  it('puts the middle ad at position 1 on wide screens, else 2', () => {
    expect(middleAdPosition(true)).toBe(1);
    expect(middleAdPosition(false)).toBe(2);
  });

  it('targets only members whose NPI has 10 digits', () => {
    expect(seesTargetedAds('1234567893')).toBe(true);
    expect(seesTargetedAds('123456789')).toBe(false);
    expect(seesTargetedAds('12345678901')).toBe(false);
    expect(seesTargetedAds(null)).toBe(false);
  });

  it('runs from the start day to the end day, both included', () => {
    expect(adStatus('2026-11-25', null, '2026-11-24')).toBe('scheduled');
    expect(adStatus('2026-11-24', '2026-11-24', '2026-11-24')).toBe('running');
    expect(adStatus('2026-11-01', null, '2026-11-24')).toBe('running');
    expect(adStatus('2026-11-01', '2026-11-23', '2026-11-24')).toBe('ended');
  });
});

describe('the house ad form', () => {
  const valid = {
    name: 'Webinar',
    altText: 'Join the webinar',
    imageUrl: '/api/v1/uploads/abc.png',
    linkUrl: 'https://example.org/webinar',
    placement: 'banner',
    startsOn: '2026-11-24',
  };
  const messages = (input: object) =>
    houseAdBodySchema.safeParse({ ...valid, ...input }).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

  it('takes an uploaded or https image, an http(s) link, no end and no specialties', () => {
    expect(houseAdBodySchema.parse(valid)).toMatchObject({ specialtyIds: [] });
    expect(houseAdBodySchema.parse(valid).endsOn ?? null).toBeNull();
    expect(messages({ imageUrl: 'https://cdn.example.org/a.webp', linkUrl: 'http://example.org' })).toBeUndefined();
  });

  it('refuses other addresses, impossible days and an end before the start', () => {
    expect(messages({ imageUrl: 'javascript:alert(1)' })).toEqual([
      'imageUrl: Image must be an uploaded image or an https:// address.',
    ]);
    expect(messages({ imageUrl: '/\\\\evil.example/a.png' })).toHaveLength(1);
    expect(messages({ linkUrl: 'mailto:a@example.org' })).toEqual([
      'linkUrl: Link must be an http:// or https:// address.',
    ]);
    expect(messages({ startsOn: '2026-02-29' })).toEqual(['startsOn: Use a date like 2026-12-31.']);
    expect(messages({ endsOn: '2026-11-23' })).toEqual(['endsOn: The end date must be on or after the start date.']);
  });
});
