import type { HouseAd } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { adBodyOf, adFormErrors, adFormOf, emptyAdForm, showDay } from './ad-form';

const ad: HouseAd = {
  id: 4,
  name: 'Webinar',
  altText: 'Join the webinar',
  imageUrl: '/ads/a.png',
  linkUrl: 'https://example.org',
  placement: 'rectangle',
  specialties: [{ id: 3, name: 'Cardiology' }],
  startsOn: '2026-11-01',
  endsOn: null,
  status: 'running',
  impressions: 10,
  clicks: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the house ad form', () => {
  it('starts today with no end, and round-trips an ad into the body the API takes', () => {
    expect(emptyAdForm('2026-11-24')).toMatchObject({ startsOn: '2026-11-24', endsOn: '', placement: 'banner' });
    expect(adBodyOf(adFormOf(ad))).toEqual({
      name: 'Webinar',
      altText: 'Join the webinar',
      imageUrl: '/ads/a.png',
      linkUrl: 'https://example.org',
      placement: 'rectangle',
      specialtyIds: [3],
      startsOn: '2026-11-01',
      endsOn: null,
    });
  });

  it("puts the server's field errors on the fields, the first one each", () => {
    const error = new ApiError(400, 'validation_failed', 'Link must be…', [
      { path: 'body.linkUrl', message: 'Link must be an http:// or https:// address.' },
      { path: 'body.specialtyIds.1', message: 'One of the specialties does not exist.' },
      { path: 'body.linkUrl', message: 'second' },
      { path: 'body.other', message: 'ignored' },
    ]);
    expect(adFormErrors(error)).toEqual({
      linkUrl: 'Link must be an http:// or https:// address.',
      specialtyIds: 'One of the specialties does not exist.',
    });
    expect(adFormErrors(new ApiError(500, 'x', 'y'))).toBeNull();
  });

  it('shows days in UTC', () => {
    expect(showDay('2026-12-31')).toBe('Dec 31, 2026');
  });
});
