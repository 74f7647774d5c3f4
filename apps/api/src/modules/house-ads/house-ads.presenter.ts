import { adClickPath, adStatus, type HouseAd, type ServedAd, utcToday } from '@pc/contracts';
import { iso } from '../../db/raw-sql.js';
import type { HouseAdRow, ServedAdRow } from './house-ads.queries.js';

export function presentAd(row: HouseAdRow, today = utcToday()): HouseAd {
  return {
    id: row.id,
    name: row.name,
    altText: row.alt_text,
    imageUrl: row.image_url,
    linkUrl: row.link_url,
    placement: row.placement,
    specialties: row.specialties ?? [],
    startsOn: row.starts_on,
    endsOn: row.ends_on,
    status: adStatus(row.starts_on, row.ends_on, today),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** What a page gets: no destination and no counts; the link is the counting click route. */
export const presentServedAd = (row: ServedAdRow): ServedAd => ({
  id: row.id,
  placement: row.placement,
  imageUrl: row.image_url,
  altText: row.alt_text,
  clickUrl: adClickPath(row.id),
});

/** The audit snapshot: the form's fields (counts change by themselves and are left out). */
export const auditFields = (ad: HouseAd) => ({
  name: ad.name,
  altText: ad.altText,
  imageUrl: ad.imageUrl,
  linkUrl: ad.linkUrl,
  placement: ad.placement,
  specialtyIds: ad.specialties.map((s) => s.id),
  startsOn: ad.startsOn,
  endsOn: ad.endsOn,
});
