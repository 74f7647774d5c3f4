import { existsSync } from 'node:fs';
import path from 'node:path';
import { AD_SERVED_PER_PLACEMENT, seesTargetedAds } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { seededDatabaseForFile } from '../../test/seeded-database.js';
import { allAds, runningAds } from './house-ads.queries.js';

/** The demo's ads fill every slot of the feed, and their images are files the web app serves. */
const database = seededDatabaseForFile();

describe('demo seed', () => {
  it('seeds running ads for each slot kind, one targeted at Cardiology, with images under the web app', async () => {
    const [hcp] = await database.db.select().from(users).where(eq(users.email, 'hcp@example.org'));
    expect(seesTargetedAds(hcp!.npi)).toBe(true);
    const served = await runningAds(database.db, ['banner', 'mobile_banner', 'rectangle'], hcp!.specialtyId, 3);
    const kinds = served.map((a) => a.placement);
    expect(kinds.filter((k) => k === 'banner')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'mobile_banner')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'rectangle')).toHaveLength(AD_SERVED_PER_PLACEMENT);
    const rectangles = served.filter((a) => a.placement === 'rectangle');
    expect(rectangles[0]!.alt_text).toMatch(/^Cardiology/);
    // Without targeting (testhcp, visitors) the rectangles still fill the middle and both sides.
    expect((await runningAds(database.db, ['rectangle'], null, 3)).length).toBe(3);

    const publicDir = path.resolve(import.meta.dirname, '../../../../web/public');
    for (const ad of await allAds(database.db)) expect(existsSync(path.join(publicDir, ad.image_url))).toBe(true);
  });
});
