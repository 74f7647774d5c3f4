import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subspecialties, topicViews, users } from '../../db/schema/index.js';
import { buildAnswer, buildTopic, buildUser, specialtyId } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (user: { id: number }, url: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: await t.authAs(user) });

const ids = (section: { items: { id: number }[] }) => section.items.map((i) => i.id);

describe('GET /topics (feeds)', () => {
  it('splits My Specialty into featured, answered, archive; scheduled only for managers; status from dates', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Neurology' });
    const now = Date.now();
    const featured = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Neurology'],
      expirationDate: new Date(now + 2 * DAY),
    });
    const answered = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Neurology'],
      expirationDate: new Date(now + 3 * DAY),
    });
    const expired = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Neurology'],
      publishDate: new Date(now - 10 * DAY),
      expirationDate: new Date(now - DAY),
    });
    const scheduled = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Neurology'],
      publishDate: new Date(now + DAY),
    });
    const otherSpecialty = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Pediatrics'] });
    const deleted = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Neurology'],
      deletedAt: new Date(),
    });
    await buildAnswer(db, { topicId: answered.id, userId: me.id });

    const res = await get(me, '/topics?feed=my');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(ids(body.featured)).toEqual([featured.id]);
    expect(body.featured.items[0]).toMatchObject({ status: 1, answered: false, specialties: [{ name: 'Neurology' }] });
    expect(ids(body.answered)).toEqual([answered.id]);
    expect(body.answered.items[0].answered).toBe(true);
    expect(ids(body.archive)).toEqual([expired.id]);
    expect(body.archive.items[0].status).toBe(2);
    expect(body.scheduled).toEqual({ items: [], total: 0 });
    const all = [...ids(body.featured), ...ids(body.answered), ...ids(body.archive)];
    expect(all).not.toContain(otherSpecialty.id);
    expect(all).not.toContain(deleted.id);
    expect(all).not.toContain(scheduled.id);

    const admin = await buildUser(db, { role: 'administrator' });
    const managed = (await get(admin, '/topics?feed=my')).json();
    expect(ids(managed.scheduled)).toContain(scheduled.id);
    expect(managed.scheduled.items.find((i: { id: number }) => i.id === scheduled.id).status).toBe(0);
    expect(ids(managed.featured)).toEqual(expect.arrayContaining([featured.id, answered.id, otherSpecialty.id]));
  });

  it('Other Specialties lists questions that do not target the member, never NPI-mapped ones', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Allergy and Immunology' });
    const mine = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Allergy and Immunology'] });
    const theirs = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Urology'] });
    const mapped = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: [],
      useNpiMap: true,
      npis: ['1234567893'],
    });
    const body = (await get(me, '/topics?feed=other')).json();
    const all = [...ids(body.featured), ...ids(body.answered), ...ids(body.archive)];
    expect(all).toContain(theirs.id);
    expect(all).not.toContain(mine.id);
    expect(all).not.toContain(mapped.id);
  });

  it('My Specialty follows eligibility: subspecialty, and the NPI map instead of specialties when used', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Internal Medicine' });
    // A subspecialty of Internal Medicine for the member (whose specialty is another) and the question.
    const [sub] = await db
      .select({ id: subspecialties.id })
      .from(subspecialties)
      .where(eq(subspecialties.specialtyId, await specialtyId(db, 'Internal Medicine')))
      .limit(1);
    await db
      .update(users)
      .set({ subspecialtyId: sub!.id, specialtyId: await specialtyId(db, 'Urology') })
      .where(eq(users.id, me.id));
    const bySub = await buildTopic(db, { authorUserId: moderator.id, specialties: [] });
    await db.execute(
      sql`insert into topic_subspecialties (topic_id, subspecialty_id) values (${bySub.id}, ${sub!.id})`,
    );
    const mappedToMe = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Pediatrics'],
      useNpiMap: true,
      npis: [me.npi!],
    });
    const mappedToOthers = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Urology'],
      useNpiMap: true,
      npis: ['1234567893'],
    });
    const body = (await get(me, '/topics?feed=my')).json();
    expect(ids(body.featured)).toEqual(expect.arrayContaining([bySub.id, mappedToMe.id]));
    expect(ids(body.featured)).not.toContain(mappedToOthers.id);
  });

  it('needs the feed’s own permission: 403 for Other Specialties without it, 401 without a session', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    expect((await get(admin, '/topics?feed=other')).statusCode).toBe(403);
    expect((await get(admin, '/topics?feed=my')).statusCode).toBe(200);
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    expect((await get(moderator, '/topics?feed=my')).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/topics' })).statusCode).toBe(401);
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    const bad = await get(hcp, '/topics?feed=nope&pageNumber=0');
    expect(bad.statusCode).toBe(400);
  });

  it('sorts by expiration date descending and pages with a fixed number of queries', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Ophthalmology' });
    const now = Date.now();
    const created = [];
    for (let i = 0; i < 7; i++) {
      created.push(
        await buildTopic(db, {
          authorUserId: moderator.id,
          specialties: ['Ophthalmology'],
          expirationDate: new Date(now + (i + 1) * DAY),
        }),
      );
    }
    const byExpiryDesc = [...created].reverse().map((c) => c.id);
    const counts: number[] = [];
    const pages: number[][] = [];
    for (const [pageNumber, count] of [
      [1, 3],
      [2, 3],
      [3, 3],
      [1, 50],
    ]) {
      const before = t.database.queryCounter.count;
      const body = (await get(me, `/topics?feed=my&pageNumber=${pageNumber}&count=${count}`)).json();
      counts.push(t.database.queryCounter.count - before);
      pages.push(ids(body.featured));
      expect(body.featured.total).toBe(7);
    }
    expect(pages.slice(0, 3).flat()).toEqual(byExpiryDesc);
    expect(pages[3]).toEqual(byExpiryDesc);
    expect(new Set(counts).size).toBe(1);
    const asc = (await get(me, '/topics?feed=my&sort=expirationDate%20ASC&count=2')).json();
    expect(ids(asc.featured)).toEqual(created.slice(0, 2).map((c) => c.id));
    const onlyArchive = (await get(me, '/topics?feed=my&section=archive')).json();
    expect(onlyArchive.featured).toEqual({ items: [], total: 7 });
  });
});

describe('GET /topics/{id}', () => {
  it('opens a question: author with specialty, a new topic view each time', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator', specialty: 'Cardiology', firstName: 'Mona' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, title: 'Which beta-blocker?' });
    const first = await get(me, `/topics/${topic.id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({
      id: topic.id,
      title: 'Which beta-blocker?',
      status: 1,
      author: { id: moderator.id, firstName: 'Mona', specialty: { name: 'Cardiology' } },
      topicViewId: expect.any(Number),
    });
    expect(first.json().author).not.toHaveProperty('email');
    const second = await get(me, `/topics/${topic.id}`);
    expect(second.json().topicViewId).not.toBe(first.json().topicViewId);
    const views = await db.select().from(topicViews).where(eq(topicViews.topicId, topic.id));
    expect(views.map((v) => v.userId)).toEqual([me.id, me.id]);
  });

  it('is 404 for an unknown, deleted, scheduled (non-manager) or NPI-mapped-elsewhere question', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
    const deleted = await buildTopic(db, { authorUserId: moderator.id, deletedAt: new Date() });
    const scheduled = await buildTopic(db, { authorUserId: moderator.id, publishDate: new Date(Date.now() + DAY) });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    for (const id of [999999, deleted.id, scheduled.id, mapped.id]) {
      const res = await get(me, `/topics/${id}`);
      expect(res.statusCode, `question ${id}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    // Nothing was recorded for the openings refused: a view is written only with the question it shows.
    const views = await db.select().from(topicViews).where(eq(topicViews.userId, me.id));
    expect(views).toEqual([]);
    expect((await get(moderator, `/topics/${scheduled.id}`)).statusCode).toBe(200);
    expect((await get(me, '/topics/abc')).statusCode).toBe(400);
  });

  it('another specialty’s question needs the Other Specialties permission', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Urology'] });
    const hcp = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
    expect((await get(hcp, `/topics/${topic.id}`)).statusCode).toBe(200);
    const admin = await buildUser(db, { role: 'administrator' });
    expect((await get(admin, `/topics/${topic.id}`)).statusCode).toBe(200);
    const initial = await buildUser(db, { role: 'initial' });
    expect((await get(initial, `/topics/${topic.id}`)).statusCode).toBe(403);
  });
});

describe('GET /topics/{id}/next', () => {
  it('gives the next active eligible question not yet answered, in feed order, wrapping round', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', specialty: 'Radiology' });
    const now = Date.now();
    const mk = (days: number) =>
      buildTopic(db, {
        authorUserId: moderator.id,
        specialties: ['Radiology'],
        expirationDate: new Date(now + days * DAY),
      });
    const a = await mk(5);
    const b = await mk(4);
    const c = await mk(3);
    await mk(-1);
    await buildAnswer(db, { topicId: b.id, userId: me.id });
    expect((await get(me, `/topics/${a.id}/next`)).json()).toEqual({ next: { id: c.id, title: c.title } });
    expect((await get(me, `/topics/${c.id}/next`)).json().next.id).toBe(a.id);
    await buildAnswer(db, { topicId: a.id, userId: me.id });
    expect((await get(me, `/topics/${c.id}/next`)).json()).toEqual({ next: null });
    expect((await get(me, '/topics/999999/next')).statusCode).toBe(404);
  });
});
