import { AD_PLACEMENTS } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './people.js';

/**
 * House ads (spec §9): an image and a link for one slot kind (`placement`: banner, mobile_banner,
 * rectangle, alert; a text column, so a new kind needs no migration), shown from `starts_on` to `ends_on` (UTC days, both included; no end when null) to
 * everyone, or, with `specialty_ids`, to members with a 10-digit NPI in one of those specialties.
 * The counts are plain counters: a house has few ads and the rate limit bounds each client.
 */
export const houseAds = pgTable(
  'house_ads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    altText: text('alt_text').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url').notNull(),
    placement: text('placement', { enum: AD_PLACEMENTS }).notNull(),
    specialtyIds: integer('specialty_ids').array().notNull().default(sql`'{}'::int[]`),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }),
    impressions: integer('impressions').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The serving query: one slot kind's ads running on a day (ended ones fall out by `ends_on`).
    index('house_ads_serving_idx').on(t.placement, t.startsOn, t.endsOn),
    // Targeting: `specialty_ids @> array[$specialty]`.
    index('house_ads_specialties_idx').using('gin', t.specialtyIds),
  ],
);
