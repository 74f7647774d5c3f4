/**
 * House ads (spec §9 "Ads"): sizes, breakpoints and placement rules that the server, the admin page
 * and the member pages share. Kept free of zod (zod-free.test.ts): the feed imports it.
 */

export interface AdSize {
  width: number;
  height: number;
}

/**
 * The slot kinds an ad is made for, one banner size each: `banner` is the top banner of the wide
 * layout (728x90), `mobile_banner` the top banner below it (320x50), `rectangle` the middle ad in a
 * question list and the side ads (300x250), `alert` the popup of the feed on wide screens (350x550).
 */
export const AD_PLACEMENTS = ['banner', 'mobile_banner', 'rectangle', 'alert'] as const;
export type AdPlacement = (typeof AD_PLACEMENTS)[number];

export const AD_SIZES: Record<AdPlacement, AdSize> = {
  banner: { width: 728, height: 90 },
  mobile_banner: { width: 320, height: 50 },
  rectangle: { width: 300, height: 250 },
  alert: { width: 350, height: 550 },
};

export const AD_PLACEMENT_LABELS: Record<AdPlacement, string> = {
  banner: 'Top banner, wide screens (728x90)',
  mobile_banner: 'Top banner, narrow screens (320x50)',
  rectangle: 'In the list and beside the page (300x250)',
  alert: 'Alert popup on the feed, wide screens (350x550)',
};

/** Spec §9: the wide layout is a window wider than 1000 px. */
export const AD_WIDE_LAYOUT_MIN_WIDTH = 1001;
/** The page's content column (Mantine's `md` container) and the side column with its gutter. */
export const AD_CONTENT_WIDTH = 960;
export const AD_SIDE_COLUMN_WIDTH = 350;
export const AD_SIDE_GUTTER = 32;
/** Spec §9: side ads from 960 + 2 × (350 + 32) = 1724 px. */
export const AD_SIDE_ADS_MIN_WIDTH = AD_CONTENT_WIDTH + 2 * (AD_SIDE_COLUMN_WIDTH + AD_SIDE_GUTTER);

export const WIDE_LAYOUT_QUERY = `(min-width: ${AD_WIDE_LAYOUT_MIN_WIDTH}px)`;
export const SIDE_ADS_QUERY = `(min-width: ${AD_SIDE_ADS_MIN_WIDTH}px)`;

/**
 * Where the middle ad goes in a question list (spec §9: position 1 on wide screens, else 2): the
 * number of questions before it, so it follows the first question on a wide screen and the second
 * on a narrow one. A shorter list has it at its end.
 */
export const middleAdPosition = (wide: boolean) => (wide ? 1 : 2);

/** The top banner's slot kind at a window width class. */
export const topBannerPlacement = (wide: boolean): AdPlacement => (wide ? 'banner' : 'mobile_banner');

/** The pages that show ads, each with its slot kinds (the serving call asks for one page). */
export const AD_PAGES = ['feed', 'question', 'consensus'] as const;
export type AdPage = (typeof AD_PAGES)[number];
export const AD_PAGE_PLACEMENTS: Record<AdPage, readonly AdPlacement[]> = {
  feed: ['banner', 'mobile_banner', 'rectangle', 'alert'],
  question: ['banner', 'mobile_banner'],
  consensus: ['banner', 'mobile_banner'],
};

/** At most this many ads of a slot kind are served for a page (a feed has three rectangles). */
export const AD_SERVED_PER_PLACEMENT = 3;

/**
 * Spec §1/§9 "NPI for ads must be 10 digits": only a member with a real 10-digit NPI sees ads
 * targeted at their specialty; everyone else (internal 9-digit IDs, no NPI) sees untargeted ones.
 */
export const seesTargetedAds = (npi: string | null | undefined) => /^\d{10}$/.test(npi ?? '');

export type AdStatus = 'scheduled' | 'running' | 'ended';

/** An ad's state on a UTC day (`YYYY-MM-DD`): dates are whole days, the end day included. */
export function adStatus(startsOn: string, endsOn: string | null, today: string): AdStatus {
  if (startsOn > today) return 'scheduled';
  if (endsOn !== null && endsOn < today) return 'ended';
  return 'running';
}

export const utcToday = (now = new Date()) => now.toISOString().slice(0, 10);

export const HOUSE_AD_MESSAGES = {
  notFound: 'This ad does not exist.',
  imageUrl: 'Image must be an uploaded image or an https:// address.',
  linkUrl: 'Link must be an http:// or https:// address.',
  date: 'Use a date like 2026-12-31.',
  endBeforeStart: 'The end date must be on or after the start date.',
  unknownSpecialty: 'One of the specialties does not exist.',
  duplicateSpecialty: 'Each specialty may be chosen once.',
} as const;

/** Where a shown ad's link goes: the click route counts the click and redirects to the stored link. */
export const adClickPath = (id: number) => `/api/v1/ads/${id}/click`;
