import { TOPIC_FEED_DEFAULT_SORT } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberAuthUser } from '../../test/auth-users.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { feedKey } from '../topics/feed-cache.js';
import { hasUnseenTopics } from '../topics/topics.queries.js';

/**
 * Issue 27: the first thread page's unseen-questions mark. With the member's feed list kept (they read
 * their feed), only its active questions are checked, not every active question of the network; the
 * list is used only while it is still the member's, so the mark always says what the whole check says.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Member = Awaited<ReturnType<typeof buildMember>>;

async function get(member: Member, url: string) {
  const res = await t.app.inject({ url, headers: await t.authAs(member) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const readFeed = (member: Member) => get(member, '/api/v1/topics?feed=my');
const openQuestion = (member: Member, id: number) => get(member, `/api/v1/topics/${id}`);

/** The first page's mark, checked against `hasUnseenTopics` (the header's, which reads the whole network). */
async function pageMark(member: Member, topicId: number) {
  const page = await get(member, `/api/v1/topics/${topicId}/answers`);
  expect(page.hasUnseenTopics).toBe(await hasUnseenTopics(t.database.db, memberAuthUser(member)));
  return page.hasUnseenTopics as boolean;
}

/** A moderator, a member of `specialty` and an active question for that specialty. */
async function scene(specialty: string) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const member = await buildMember(db, { specialty });
  const question = await buildTopic(db, { authorUserId: moderator.id, specialties: [specialty] });
  return { db, moderator, member, question };
}

describe('the first thread page: the unseen-questions mark', () => {
  it('says what the whole check says, with the list kept and after each change', async () => {
    const { db, moderator, member, question: first } = await scene('Urology');
    await readFeed(member);
    expect(await pageMark(member, first.id)).toBe(true);
    await openQuestion(member, first.id);
    expect(await pageMark(member, first.id)).toBe(false);
    // A new question moves the questions' version: the kept list is no longer used until it is read again.
    const second = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Urology'] });
    expect(await pageMark(member, first.id)).toBe(true);
    await readFeed(member);
    expect(await pageMark(member, first.id)).toBe(true);
    await openQuestion(member, second.id);
    expect(await pageMark(member, first.id)).toBe(false);
    // A question mapped to the member's NPI is not in the list their specialty shares.
    await buildTopic(db, { authorUserId: moderator.id, specialties: [], useNpiMap: true, npis: [member.npi!] });
    await readFeed(member);
    expect(await pageMark(member, first.id)).toBe(true);
    // A question of another specialty is not theirs, kept list or not.
    const other = await buildMember(db, { specialty: 'Dermatology' });
    await readFeed(other);
    const theirs = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Dermatology'] });
    await openQuestion(other, theirs.id);
    await readFeed(other);
    expect(await pageMark(other, theirs.id)).toBe(false);
  });

  it('checks only the kept list while it holds', async () => {
    const { db, member, question } = await scene('Psychiatry');
    await readFeed(member);
    const key = feedKey(member, TOPIC_FEED_DEFAULT_SORT);
    const kept = await t.app.feedCache.find(key);
    expect(kept?.active.map((item) => item.id)).toContain(question.id);
    // The same list without the question: the page's mark now comes from the list alone.
    await t.app.feedCache.put(key, { ...kept!, active: [] });
    const page = await get(member, `/api/v1/topics/${question.id}/answers`);
    expect(page.hasUnseenTopics).toBe(false);
    expect(await hasUnseenTopics(db, memberAuthUser(member))).toBe(true);
  });

  it('keeps using the kept list through answers anywhere, and not after a write to the questions', async () => {
    const { db, moderator, member, question } = await scene('Neurology');
    const elsewhere = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
    await readFeed(member);
    const key = feedKey(member, TOPIC_FEED_DEFAULT_SORT);
    const kept = await t.app.feedCache.find(key);
    // As above: a list without the question, so the page's mark shows which check answered.
    await t.app.feedCache.put(key, { ...kept!, active: [] });
    // What an answer does to its question (comments.service.ts): it moves the feed's version, not the questions'.
    await t.database.executeSql(
      `update topics set total_responses_count = total_responses_count + 1, commented_at = now() where id = ${elsewhere.id}`,
    );
    expect((await get(member, `/api/v1/topics/${question.id}/answers`)).hasUnseenTopics).toBe(false);
    await t.database.executeSql(`update topics set title = 'Retitled' where id = ${elsewhere.id}`);
    expect(await pageMark(member, question.id)).toBe(true);
  });

  it('reads and keeps the member’s list when a thread page finds none kept', async () => {
    const { member, question } = await scene('Ophthalmology');
    const key = feedKey(member, TOPIC_FEED_DEFAULT_SORT);
    expect(await t.app.feedCache.find(key)).toBeUndefined();
    expect(await pageMark(member, question.id)).toBe(true);
    const kept = await t.app.feedCache.find(key);
    expect(kept?.active.map((item) => item.id)).toEqual([question.id]);
  });

  it('keeps the list a member an NPI map names reads, so their thread pages do not read it again', async () => {
    const { db, moderator, member, question } = await scene('Pathology');
    await buildTopic(db, { authorUserId: moderator.id, specialties: [], useNpiMap: true, npis: [member.npi!] });
    expect(await pageMark(member, question.id)).toBe(true);
    const kept = await t.app.feedCache.find(feedKey(member, TOPIC_FEED_DEFAULT_SORT));
    expect(kept?.active.map((item) => item.id)).toEqual([question.id]);
    // Their feed still answers as before (the list is their specialty's, not all of theirs).
    const feed = await readFeed(member);
    expect(feed.featured.total).toBe(2);
  });
});
