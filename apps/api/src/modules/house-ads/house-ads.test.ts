import type { HouseAd, HouseAdBody, HouseAdList, ServedAds } from '@pc/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, houseAds } from '../../db/schema/index.js';
import { buildUser, specialtyId } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { id: number };
let cardiology: number;
let dermatology: number;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  admin = await buildUser(t.database.db, { role: 'administrator' });
  cardiology = await specialtyId(t.database.db, 'Cardiology');
  dermatology = await specialtyId(t.database.db, 'Dermatology');
});
afterAll(() => t.close());
beforeEach(() => t.database.db.delete(houseAds));

let address = 0;
/** Each call from an address of its own, so the counting routes' per-client limit is tested alone. */
const nextAddress = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;

async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, user?: { id: number }) {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    payload: payload as object,
    headers: user ? await t.authAs(user) : {},
    remoteAddress: nextAddress(),
  });
}

const utcDay = (offset = 0) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const form = (o: Partial<HouseAdBody> = {}): HouseAdBody => ({
  name: 'Spring webinar',
  altText: 'Join the spring cardiology webinar',
  imageUrl: '/api/v1/uploads/aaaa.png',
  linkUrl: 'https://events.example.org/spring',
  placement: 'banner',
  specialtyIds: [],
  startsOn: utcDay(-1),
  endsOn: utcDay(7),
  ...o,
});

async function create(o: Partial<HouseAdBody> = {}): Promise<HouseAd> {
  const res = await call('POST', '/house_ads', form(o), admin);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const served = async (page: string, user?: { id: number }) => {
  const res = await call('GET', user ? `/ads?page=${page}` : `/ads/public?page=${page}`, undefined, user);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ServedAds).ads.map((a) => a.id);
};

describe('managing house ads', () => {
  it('creates, lists, changes and deletes an ad, each recorded in the audit log', async () => {
    const ad = await create({ specialtyIds: [dermatology, cardiology], name: '  Spring webinar ' });
    expect(ad).toMatchObject({
      name: 'Spring webinar',
      placement: 'banner',
      startsOn: utcDay(-1),
      endsOn: utcDay(7),
      status: 'running',
      impressions: 0,
      clicks: 0,
    });
    expect(ad.specialties.map((s) => s.name)).toEqual(['Cardiology', 'Dermatology']);

    const later = await create({ name: 'Later', startsOn: utcDay(3), endsOn: null, placement: 'rectangle' });
    expect(later).toMatchObject({ status: 'scheduled', endsOn: null });
    const list = (await call('GET', '/house_ads', undefined, admin)).json() as HouseAdList;
    expect(list.ads.map((a) => a.name)).toEqual(['Later', 'Spring webinar']);

    const changed = await call(
      'PUT',
      `/house_ads/${ad.id}`,
      form({ name: 'Summer webinar', endsOn: utcDay(-1) }),
      admin,
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Summer webinar', specialties: [], status: 'ended' });
    expect((await call('GET', `/house_ads/${ad.id}`, undefined, admin)).json().name).toBe('Summer webinar');

    expect((await call('DELETE', `/house_ads/${ad.id}`, undefined, admin)).json()).toEqual({ success: true });
    expect((await call('GET', `/house_ads/${ad.id}`, undefined, admin)).statusCode).toBe(404);
    expect((await call('DELETE', `/house_ads/${ad.id}`, undefined, admin)).statusCode).toBe(404);
    expect((await call('PUT', `/house_ads/${ad.id}`, form(), admin)).statusCode).toBe(404);

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'house_ad'), eq(auditLog.entityId, ad.id)))
      .orderBy(asc(auditLog.id));
    expect(entries.map((e) => e.action)).toEqual(['create', 'update', 'delete']);
    expect(entries.every((e) => e.actorId === admin.id)).toBe(true);
    expect(entries[1]!.before).toMatchObject({ name: 'Spring webinar', specialtyIds: [cardiology, dermatology] });
    expect(entries[1]!.after).toMatchObject({ name: 'Summer webinar', specialtyIds: [] });
    expect(entries[2]!.before).toMatchObject({ name: 'Summer webinar', impressions: 0, clicks: 0 });
  });

  it('refuses a bad form with the field and clear words', async () => {
    const refused = async (o: Record<string, unknown>, path: string, message: string) => {
      const res = await call('POST', '/house_ads', { ...form(), ...o }, admin);
      expect(res.statusCode, JSON.stringify(o)).toBe(400);
      expect(res.json().errors, JSON.stringify(o)).toContainEqual({ path: `body.${path}`, message });
    };
    await refused({ linkUrl: 'javascript:alert(1)' }, 'linkUrl', 'Link must be an http:// or https:// address.');
    await refused({ linkUrl: '/questions' }, 'linkUrl', 'Link must be an http:// or https:// address.');
    await refused(
      { imageUrl: 'http://img.example.org/a.png' },
      'imageUrl',
      'Image must be an uploaded image or an https:// address.',
    );
    await refused(
      { imageUrl: '//evil.example/a.png' },
      'imageUrl',
      'Image must be an uploaded image or an https:// address.',
    );
    await refused(
      { imageUrl: 'data:image/png;base64,AAAA' },
      'imageUrl',
      'Image must be an uploaded image or an https:// address.',
    );
    await refused({ altText: '  ' }, 'altText', 'Required');
    await refused({ placement: 'popup' }, 'placement', 'Choose where the ad goes');
    await refused({ startsOn: '2026-02-30' }, 'startsOn', 'Use a date like 2026-12-31.');
    await refused({ startsOn: '31/12/2026' }, 'startsOn', 'Use a date like 2026-12-31.');
    await refused(
      { startsOn: utcDay(2), endsOn: utcDay(1) },
      'endsOn',
      'The end date must be on or after the start date.',
    );
    await refused({ specialtyIds: [cardiology, cardiology] }, 'specialtyIds', 'Each specialty may be chosen once.');
    await refused({ specialtyIds: [cardiology, 999_999] }, 'specialtyIds', 'One of the specialties does not exist.');
    expect((await call('GET', '/house_ads', undefined, admin)).json().ads).toEqual([]);
    // An https image elsewhere and an uploaded one are both fine.
    await create({ imageUrl: 'https://images.example.org/a.png' });
  });

  it('is for holders of programs only (administrators)', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const member = await buildUser(db, { role: 'hcp' });
    const ad = await create();
    for (const user of [moderator, member]) {
      expect((await call('GET', '/house_ads', undefined, user)).statusCode).toBe(403);
      expect((await call('POST', '/house_ads', form(), user)).statusCode).toBe(403);
      expect((await call('PUT', `/house_ads/${ad.id}`, form(), user)).statusCode).toBe(403);
      expect((await call('DELETE', `/house_ads/${ad.id}`, undefined, user)).statusCode).toBe(403);
    }
    expect((await call('GET', '/house_ads')).statusCode).toBe(401);
    expect((await call('GET', '/ads?page=feed')).statusCode).toBe(401);
  });
});

describe('serving ads to a page', () => {
  it('targets by specialty only members with a 10-digit NPI; everyone else and visitors get untargeted ads', async () => {
    const db = t.database.db;
    const everyone = await create({ name: 'Everyone' });
    const cardio = await create({ name: 'Cardiology', specialtyIds: [cardiology, dermatology] });
    const derm = await create({ name: 'Dermatology only', specialtyIds: [dermatology] });
    const cardiologist = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
    const dermatologist = await buildUser(db, { role: 'hcp', specialty: 'Dermatology' });
    // A test HCP has an internal 9-digit ID; an HCP whose NPI field holds 9 digits is no different.
    const tester = await buildUser(db, { role: 'test_hcp', specialty: 'Cardiology' });
    const shortNpi = await buildUser(db, { role: 'hcp', specialty: 'Cardiology', npi: '123456789' });
    expect(cardiologist.npi).toMatch(/^\d{10}$/);

    // Targeted first, then newest.
    expect(await served('feed', cardiologist)).toEqual([cardio.id, everyone.id]);
    expect(await served('feed', dermatologist)).toEqual([derm.id, cardio.id, everyone.id]);
    expect(await served('feed', tester)).toEqual([everyone.id]);
    expect(await served('feed', shortNpi)).toEqual([everyone.id]);
    expect(await served('feed', admin)).toEqual([everyone.id]);
    expect(await served('consensus')).toEqual([everyone.id]);

    const res = await call('GET', '/ads?page=question', undefined, cardiologist);
    expect(res.json().ads[0]).toEqual({
      id: cardio.id,
      placement: 'banner',
      imageUrl: '/api/v1/uploads/aaaa.png',
      altText: 'Join the spring cardiology webinar',
      clickUrl: `/api/v1/ads/${cardio.id}/click`,
    });
    // Nothing about the destination or the counts reaches the page.
    expect(res.json().ads[0]).not.toHaveProperty('linkUrl');
  });

  it('serves an ad from its start day to its end day (UTC, both included), in the slot kinds of the page', async () => {
    const member = await buildUser(t.database.db, { role: 'hcp' });
    const today = await create({ name: 'Ends today', startsOn: utcDay(0), endsOn: utcDay(0) });
    const open = await create({ name: 'No end', startsOn: utcDay(-30), endsOn: null });
    await create({ name: 'Ended', startsOn: utcDay(-9), endsOn: utcDay(-1) });
    await create({ name: 'Tomorrow', startsOn: utcDay(1), endsOn: utcDay(9) });
    const rectangle = await create({ name: 'Middle', placement: 'rectangle' });
    const small = await create({ name: 'Phone', placement: 'mobile_banner' });
    expect(new Set(await served('feed', member))).toEqual(new Set([today.id, open.id, rectangle.id, small.id]));
    // The question and public consensus pages have top banners only.
    expect(new Set(await served('question', member))).toEqual(new Set([today.id, open.id, small.id]));
    expect(new Set(await served('consensus'))).toEqual(new Set([today.id, open.id, small.id]));
    expect((await call('GET', '/ads?page=home', undefined, member)).statusCode).toBe(400);
  });

  it('serves at most three ads of a slot kind', async () => {
    for (let i = 0; i < 5; i++) await create({ name: `Rectangle ${i}`, placement: 'rectangle' });
    expect(await served('feed')).toHaveLength(3);
  });
});

describe('counting impressions and clicks', () => {
  it('counts impressions and clicks, and the click goes only to the stored link', async () => {
    const ad = await create({ linkUrl: 'https://events.example.org/spring?from=ad' });
    const member = await buildUser(t.database.db, { role: 'hcp' });
    expect((await call('POST', `/ads/${ad.id}/impression`, undefined, member)).json()).toEqual({ success: true });
    expect((await call('POST', `/ads/${ad.id}/impression`)).statusCode).toBe(200);
    const click = await call('GET', `/ads/${ad.id}/click?to=https://evil.example.org`);
    expect(click.statusCode).toBe(302);
    expect(click.headers.location).toBe('https://events.example.org/spring?from=ad');
    expect((await call('GET', `/house_ads/${ad.id}`, undefined, admin)).json()).toMatchObject({
      impressions: 2,
      clicks: 1,
    });
    expect((await call('POST', '/ads/2147483647/impression')).statusCode).toBe(404);
    const missing = await call('GET', '/ads/2147483647/click');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.location).toBeUndefined();
  });

  it('lets one client count at most 60 a minute', async () => {
    const ad = await create();
    const remoteAddress = '10.8.0.1';
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++)
      statuses.push(
        (await t.app.inject({ method: 'POST', url: `/api/v1/ads/${ad.id}/impression`, remoteAddress })).statusCode,
      );
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // Another client is not held back by that one.
    expect((await call('POST', `/ads/${ad.id}/impression`)).statusCode).toBe(200);
    expect((await call('GET', `/house_ads/${ad.id}`, undefined, admin)).json().impressions).toBe(61);
  });

  it('counts tokens with made-up subjects for their address, and a valid member for themselves', async () => {
    const ad = await create();
    const remoteAddress = '10.8.0.2';
    const member = await buildUser(t.database.db, { role: 'hcp' });
    const impression = (authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/ads/${ad.id}/impression`,
        remoteAddress,
        headers: authorization ? { authorization } : {},
      });
    const statuses: number[] = [];
    for (let i = 0; i < 62; i++) {
      // Well-formed but unsigned: each carries a subject of its own.
      const payload = Buffer.from(JSON.stringify({ sub: `forged-${i}` })).toString('base64url');
      statuses.push((await impression(`Bearer eyJhbGciOiJSUzI1NiJ9.${payload}.c2ln`)).statusCode);
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.slice(60)).toEqual([429, 429]);
    // A member at the same address, with a token the API verifies, has a budget of their own.
    expect((await impression((await t.authAs(member)).authorization)).statusCode).toBe(200);
    expect((await call('GET', `/house_ads/${ad.id}`, undefined, admin)).json().impressions).toBe(61);
  });
});
