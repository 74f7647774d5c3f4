import { type AdPlacement, type HouseAd, type HouseAdBody, utcToday } from '@pc/contracts';
import { ApiError } from '../../../lib/api-client';

/** The admin form's fields as the inputs hold them (text, and ids as strings for the multi-select). */
export interface AdFormValues {
  name: string;
  altText: string;
  imageUrl: string;
  linkUrl: string;
  placement: AdPlacement;
  specialtyIds: string[];
  startsOn: string;
  endsOn: string;
}

export type AdFormErrors = Partial<Record<keyof AdFormValues, string>>;

export const emptyAdForm = (today = utcToday()): AdFormValues => ({
  name: '',
  altText: '',
  imageUrl: '',
  linkUrl: '',
  placement: 'banner',
  specialtyIds: [],
  startsOn: today,
  endsOn: '',
});

export const adFormOf = (ad: HouseAd): AdFormValues => ({
  name: ad.name,
  altText: ad.altText,
  imageUrl: ad.imageUrl,
  linkUrl: ad.linkUrl,
  placement: ad.placement,
  specialtyIds: ad.specialties.map((s) => String(s.id)),
  startsOn: ad.startsOn,
  endsOn: ad.endsOn ?? '',
});

/** The body the API takes; it checks every rule and answers field errors in the form's words. */
export const adBodyOf = (v: AdFormValues): HouseAdBody => ({
  name: v.name,
  altText: v.altText,
  imageUrl: v.imageUrl,
  linkUrl: v.linkUrl,
  placement: v.placement,
  specialtyIds: v.specialtyIds.map(Number),
  startsOn: v.startsOn,
  endsOn: v.endsOn === '' ? null : v.endsOn,
});

const FIELDS = new Set<string>([
  'name',
  'altText',
  'imageUrl',
  'linkUrl',
  'placement',
  'specialtyIds',
  'startsOn',
  'endsOn',
]);

/** The server's field errors (`body.linkUrl`, `body.specialtyIds.0`) on the form's fields; null when none fit. */
export function adFormErrors(error: unknown): AdFormErrors | null {
  if (!(error instanceof ApiError) || !error.errors?.length) return null;
  const out: AdFormErrors = {};
  for (const e of error.errors) {
    const field = e.path.replace(/^body\./, '').split('.')[0] ?? '';
    if (FIELDS.has(field)) out[field as keyof AdFormValues] ??= e.message;
  }
  return Object.keys(out).length ? out : null;
}

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
/** 'Nov 24, 2026' for a UTC day. */
export const showDay = (day: string) => dateFormat.format(new Date(`${day}T00:00:00Z`));
