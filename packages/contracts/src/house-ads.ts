import { z } from 'zod';
import { AD_PAGES, AD_PLACEMENTS, HOUSE_AD_MESSAGES } from './ad-rules.js';
import { rowIdSchema } from './common.js';
import { MESSAGES } from './constants.js';

// ---------------------------------------------------------------------------------------------------
// House ads (spec §9 "Ads", design.md "Sponsored programs and ads"): records administrators manage,
// served to the pages without third-party scripts, counted by impressions and clicks.
// ---------------------------------------------------------------------------------------------------

const text = (max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .max(max, { error: MESSAGES.tooLong(max) });

const isHttpUrl = (value: string, protocols: string[]) => {
  try {
    const url = new URL(value);
    return protocols.includes(url.protocol) && url.hostname !== '';
  } catch {
    return false;
  }
};

/** A path on this site (an uploaded image, a file of the web app), never `//host` or a backslash trick. */
const isOwnPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value);

/** What `POST uploads/images` answers (`/api/v1/uploads/…` or S3_PUBLIC_URL), or any https image. */
const imageUrl = text(2_048).refine((v) => isOwnPath(v) || isHttpUrl(v, ['https:']), {
  error: HOUSE_AD_MESSAGES.imageUrl,
});
const linkUrl = text(2_048).refine((v) => isHttpUrl(v, ['http:', 'https:']), { error: HOUSE_AD_MESSAGES.linkUrl });

/** A calendar day (UTC), `YYYY-MM-DD`, that exists. */
const day = z
  .string({ error: MESSAGES.required })
  .trim()
  .max(10, { error: HOUSE_AD_MESSAGES.date, abort: true })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: HOUSE_AD_MESSAGES.date })
  .refine(
    (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: HOUSE_AD_MESSAGES.date,
    },
  );

export const adPlacementSchema = z.enum(AD_PLACEMENTS, { error: 'Choose where the ad goes' });

/** The admin form's body for create (`POST house_ads`) and update (`PUT house_ads/{id}`, the whole form). */
export const houseAdBodySchema = z
  .object({
    /** The administrators' own name for the ad (the list shows it). */
    name: text(200),
    /** What the image says, for screen readers (the image's alt text). */
    altText: text(300),
    imageUrl,
    linkUrl,
    placement: adPlacementSchema,
    /** Empty: everyone; otherwise members with a 10-digit NPI in one of these specialties. */
    specialtyIds: z.array(rowIdSchema).max(100).default([]),
    startsOn: day,
    /** Null or absent: no end. */
    endsOn: day.nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.endsOn && body.endsOn < body.startsOn)
      ctx.addIssue({ code: 'custom', path: ['endsOn'], message: HOUSE_AD_MESSAGES.endBeforeStart });
    if (new Set(body.specialtyIds).size !== body.specialtyIds.length)
      ctx.addIssue({ code: 'custom', path: ['specialtyIds'], message: HOUSE_AD_MESSAGES.duplicateSpecialty });
  });
export type HouseAdBody = z.input<typeof houseAdBodySchema>;

/** An ad as administrators see it, with its counts. */
export const houseAdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  altText: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string(),
  placement: adPlacementSchema,
  specialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** On today's UTC date. */
  status: z.enum(['scheduled', 'running', 'ended']),
  impressions: z.number().int(),
  clicks: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type HouseAd = z.infer<typeof houseAdSchema>;

/** `GET house_ads`: every ad, newest first (a house has tens of them, not thousands). */
export const houseAdListSchema = z.object({ ads: z.array(houseAdSchema) });
export type HouseAdList = z.infer<typeof houseAdListSchema>;

/** `GET ads` and `GET ads/public`: the ads of one page. */
export const servedAdsQuerySchema = z.object({ page: z.enum(AD_PAGES, { error: 'Unknown page' }) });

/** An ad as a page shows it: no destination, no counts; the link is the counting click route. */
export const servedAdSchema = z.object({
  id: z.number().int(),
  placement: adPlacementSchema,
  imageUrl: z.string(),
  altText: z.string(),
  /** `/api/v1/ads/{id}/click`: counts the click, then redirects to the ad's link. */
  clickUrl: z.string(),
});
export type ServedAd = z.infer<typeof servedAdSchema>;

/** The page's ads, best first per slot kind (targeted before untargeted, then newest). */
export const servedAdsSchema = z.object({ ads: z.array(servedAdSchema) });
export type ServedAds = z.infer<typeof servedAdsSchema>;
