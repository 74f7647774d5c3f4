import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { houseAds, specialties } from '../schema/index.js';

const DAY = 24 * 3600 * 1000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);

/**
 * A few house ads, so the feed shows every slot on a fresh start (images are the web app's own
 * files under `apps/web/public/ads/`). The Cardiology one shows to hcp@example.org (10-digit NPI),
 * not to testhcp@example.org (internal ID).
 */
export async function seedHouseAds(db: Db) {
  const [cardiology] = await db.select({ id: specialties.id }).from(specialties).where(sql`name = 'Cardiology'`);
  const common = { startsOn: day(-7), endsOn: day(90) };
  await db.insert(houseAds).values([
    {
      name: 'Webinar banner',
      altText: 'Monthly Peer Consults webinar: live case discussions, Thursdays 7 pm ET. Register.',
      imageUrl: '/ads/webinar-728x90.png',
      linkUrl: 'https://peerconsults.example.org/webinars',
      placement: 'banner',
      ...common,
    },
    {
      name: 'Webinar banner (phone)',
      altText: 'Peer Consults webinar. Register.',
      imageUrl: '/ads/webinar-320x50.png',
      linkUrl: 'https://peerconsults.example.org/webinars',
      placement: 'mobile_banner',
      ...common,
    },
    {
      name: 'Submit a case',
      altText: 'Have a hard case? Submit it and hear from peers in your specialty.',
      imageUrl: '/ads/submit-case-300x250.png',
      linkUrl: 'https://peerconsults.example.org/submit-a-case',
      placement: 'rectangle',
      ...common,
    },
    {
      name: 'Weekly questions',
      altText: 'New questions every week: answer in your specialty and earn gift-card rewards.',
      imageUrl: '/ads/weekly-questions-300x250.png',
      linkUrl: 'https://peerconsults.example.org/rewards',
      placement: 'rectangle',
      ...common,
    },
    {
      name: 'Consensus library',
      altText: 'The case consensus library: what the community concluded, case by case.',
      imageUrl: '/ads/consensus-library-300x250.png',
      linkUrl: 'https://peerconsults.example.org/consensuses',
      placement: 'rectangle',
      ...common,
    },
    {
      name: 'Cardiology update',
      altText: 'Cardiology practice update 2026: heart failure guidelines in ten minutes. Watch now.',
      imageUrl: '/ads/cardiology-update-300x250.png',
      linkUrl: 'https://peerconsults.example.org/cardiology-update',
      placement: 'rectangle',
      specialtyIds: cardiology ? [cardiology.id] : [],
      ...common,
    },
  ]);
}
