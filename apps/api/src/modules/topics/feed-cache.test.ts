import zlib from 'node:zlib';
import { type TopicFeedQuery, topicFeedQuerySchema, topicFeedSchema } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { memberAuthUser } from '../../test/auth-users.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { type FeedCache, readSharedFeed } from './feed-cache.js';
import { readFeed } from './topics.service.js';

/**
 * The My Specialty feed's shared list (issue 27): served as JSON text from a cache, it must answer
 * exactly as the feed built per request does, and show every write at the next read, to every member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof buildMember>>;

async function feedText(member: Member, query = '') {
  const res = await t.app.inject({ url: `/api/v1/topics?feed=my${query}`, headers: await t.authAs(member) });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  return res.body;
}

/** The feed as the route's serialiser makes it from `readFeed`, which builds it whole per request. */
async function uncached(member: Member, query: TopicFeedQuery) {
  const parsed = topicFeedQuerySchema.parse(query);
  return JSON.stringify(topicFeedSchema.parse(await readFeed(t.database.db, memberAuthUser(member), parsed)));
}

/** Served from the cache (a second read: the first one filled it) and byte for byte the uncached feed. */
async function expectAsUncached(member: Member, query: TopicFeedQuery = {}) {
  const search = Object.entries(query)
    .map(([k, v]) => `&${k}=${encodeURIComponent(String(v))}`)
    .join('');
  await feedText(member, search);
  const text = await feedText(member, search);
  expect(text).toBe(await uncached(member, { feed: 'my', ...query }));
  return topicFeedSchema.parse(JSON.parse(text));
}

const ids = (section: { items: { id: number }[] }) => section.items.map((i) => i.id);

async function scene(specialty: string) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const me = await buildMember(db, { specialty });
  const colleague = await buildMember(db, { specialty });
  const now = Date.now();
  const active = [];
  for (let i = 0; i < 4; i++) {
    active.push(
      await buildTopic(db, {
        authorUserId: moderator.id,
        specialties: [specialty],
        expirationDate: new Date(now + (i + 1) * DAY),
      }),
    );
  }
  const expired = await buildTopic(db, {
    authorUserId: moderator.id,
    specialties: [specialty, 'Cardiology'],
    publishDate: new Date(now - 10 * DAY),
    expirationDate: new Date(now - DAY),
  });
  const scheduled = await buildTopic(db, {
    authorUserId: moderator.id,
    specialties: [specialty],
    publishDate: new Date(now + DAY),
  });
  // For an NPI map that names someone else, and for another specialty: in nobody's list here.
  await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
  await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
  return { db, moderator, me, colleague, active, expired, scheduled };
}

describe('GET /topics?feed=my from the shared list', () => {
  it('answers byte for byte as the feed built per request, in every order, page and section', async () => {
    const { db, me, colleague, active } = await scene('Neurology');
    await buildAnswer(db, { topicId: active[1]!.id, userId: me.id });
    // A deleted answer does not make the question answered.
    await buildAnswer(db, { topicId: active[2]!.id, userId: me.id, deletedAt: new Date() });
    await buildAnswer(db, { topicId: active[3]!.id, userId: colleague.id });
    const mine = await expectAsUncached(me);
    expect(ids(mine.answered)).toEqual([active[1]!.id]);
    expect(mine.featured.total).toBe(3);
    expect(mine.archive.total).toBe(1);
    expect(mine.scheduled).toEqual({ items: [], total: 0 });
    expect(ids((await expectAsUncached(colleague)).answered)).toEqual([active[3]!.id]);
    for (const sort of ['expirationDate ASC', 'publishDate DESC', 'publishDate ASC'] as const) {
      await expectAsUncached(me, { sort });
    }
    await expectAsUncached(me, { pageNumber: 2, count: 2 });
    await expectAsUncached(me, { pageNumber: 3, count: 1, section: 'featured' });
    await expectAsUncached(me, { section: 'archive' });
  });

  it('shows every write at the next read to every member, and keeps each member’s answered marks theirs', async () => {
    const { db, me, colleague, active, expired } = await scene('Pathology');
    const [first, second] = [active[0]!, active[1]!];
    await expectAsUncached(me);
    await expectAsUncached(colleague);

    // The colleague answers through the API: the count moves for both, the mark is theirs alone.
    const headers = await t.authAs(colleague);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers,
      payload: { topicId: first.id, text: 'An answer long enough to count as one.' },
    });
    expect(posted.statusCode).toBe(200);
    const theirs = await expectAsUncached(colleague);
    expect(ids(theirs.answered)).toEqual([first.id]);
    const mine = await expectAsUncached(me);
    expect(ids(mine.answered)).toEqual([]);
    expect(mine.featured.items.find((i) => i.id === first.id)?.totalResponsesCount).toBe(1);

    // Deleting it takes the mark back at once.
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${posted.json().id}`, headers });
    expect(removed.statusCode).toBe(200);
    expect(ids((await expectAsUncached(colleague)).answered)).toEqual([]);

    // Writes that do not go through the API (a moderator's tool, a script) move the version too.
    await selectRows(db, sql`update topics set title = 'Edited elsewhere' where id = ${second.id}`);
    expect((await expectAsUncached(me)).featured.items.find((i) => i.id === second.id)?.title).toBe('Edited elsewhere');
    await selectRows(db, sql`update topics set expiration_date = now() - interval '1 hour' where id = ${second.id}`);
    expect(ids((await expectAsUncached(colleague)).archive)).toContain(second.id);
    await selectRows(db, sql`update topics set deleted_at = now() where id = ${second.id}`);
    expect(ids((await expectAsUncached(me)).archive)).not.toContain(second.id);
    await selectRows(db, sql`update specialties set name = 'Cardiology (adult)' where name = 'Cardiology'`);
    const renamed = (await expectAsUncached(me)).archive.items.find((i) => i.id === expired.id);
    expect(renamed?.specialties.map((s) => s.name)).toContain('Cardiology (adult)');
    await selectRows(db, sql`update specialties set name = 'Cardiology' where name = 'Cardiology (adult)'`);

    // A new question for the specialty, and a question taken from it.
    const added = await buildTopic(db, { authorUserId: me.id, specialties: ['Pathology'] });
    expect(ids((await expectAsUncached(colleague)).featured)).toContain(added.id);
    await selectRows(db, sql`delete from topic_specialties where topic_id = ${added.id}`);
    expect(ids((await expectAsUncached(me)).featured)).not.toContain(added.id);

    // A vote moves only the thread's version: the list stays cached (one statement per read).
    const before = t.database.queryCounter.count;
    await feedText(me);
    const perRead = t.database.queryCounter.count - before;
    const answer = await buildAnswer(db, { topicId: first.id, userId: colleague.id });
    await selectRows(db, sql`insert into ratings (comment_id, user_id, value) values (${answer.id}, ${me.id}, 1)`);
    await feedText(me);
    await selectRows(db, sql`update comments set agree_count = 1 where id = ${answer.id}`);
    const again = t.database.queryCounter.count;
    await feedText(me);
    expect(t.database.queryCounter.count - again).toBe(perRead);
  });

  it('sends the same compressed bytes to readers with the same own values, and each reader their own', async () => {
    const { db, me, colleague, active } = await scene('Psychiatry');
    await buildAnswer(db, { topicId: active[0]!.id, userId: colleague.id });
    const compressed = async (member: Member) => {
      const res = await t.app.inject({
        url: '/api/v1/topics?feed=my&count=100',
        headers: { ...(await t.authAs(member)), 'accept-encoding': 'br' },
      });
      expect(res.headers['content-encoding']).toBe('br');
      return zlib.brotliDecompressSync(res.rawPayload).toString();
    };
    const other = await buildMember(db, { specialty: 'Psychiatry' });
    expect(await compressed(me)).toBe(await feedText(me, '&count=100'));
    expect(await compressed(other)).toBe(await compressed(me));
    const theirs = await compressed(colleague);
    expect(theirs).toBe(await feedText(colleague, '&count=100'));
    expect(theirs).not.toBe(await compressed(me));
  });

  it('moves a question to the archive and publishes a scheduled one when their time comes, with no write', async () => {
    const { db, me, active, scheduled } = await scene('Dermatology');
    const cache: FeedCache = new SharedCache({ ttlMs: 10 * DAY, redisPrefix: 'test:feed:' });
    const query = topicFeedQuerySchema.parse({ feed: 'my' });
    const read = async (at: Date) =>
      topicFeedSchema.parse(JSON.parse((await readSharedFeed(db, cache, memberAuthUser(me), query, at)) ?? 'null'));
    const now = new Date();
    expect(ids((await read(now)).featured)).not.toContain(scheduled.id);
    const later = new Date(now.getTime() + 1.5 * DAY);
    const then = await read(later);
    expect(ids(then.featured)).toContain(scheduled.id);
    expect(ids(then.archive)).toContain(active[0]!.id);
    expect(then.featured.items.find((i) => i.id === scheduled.id)?.status).toBe(1);
  });

  it('keeps nothing while the version row is missing, and caches again once a write puts it back', async () => {
    const { db, me, active } = await scene('Radiology');
    await selectRows(db, sql`delete from feed_version`);
    await expectAsUncached(me);
    await selectRows(db, sql`update topics set title = 'Seen without a version' where id = ${active[0]!.id}`);
    const [row] = await selectRows<{ version: number }>(db, sql`select version from feed_version where id = 1`);
    expect(Number(row?.version)).toBe(1);
    const mine = await expectAsUncached(me);
    expect(mine.featured.items.find((i) => i.id === active[0]!.id)?.title).toBe('Seen without a version');
  });

  it('leaves the other feed, managers and members an NPI map names to the feed built per request', async () => {
    const { db, me } = await scene('Urology');
    const cache: FeedCache = new SharedCache({ ttlMs: 60_000, redisPrefix: 'test:feed:' });
    const named = await buildMember(db, { specialty: 'Urology', npi: '1234567893' });
    const my = topicFeedQuerySchema.parse({ feed: 'my' });
    expect(await readSharedFeed(db, cache, memberAuthUser(named), my)).toBeNull();
    const other = topicFeedQuerySchema.parse({ feed: 'other' });
    expect(await readSharedFeed(db, cache, memberAuthUser(me), other)).toBeNull();
    const manager = memberAuthUser(me);
    manager.permissions = [...manager.permissions, 'active_patient_case_management'];
    expect(await readSharedFeed(db, cache, manager, my)).toBeNull();
    await expectAsUncached(named);
  });
});
