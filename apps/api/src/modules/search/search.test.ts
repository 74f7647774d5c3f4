import { PAGE_SIZE, SEARCH_LIMITS, SEARCH_MESSAGES, type SearchResults } from '@pc/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, searchLogs } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * Moderator search through the real app and database (spec §7 Search comments, §3 Search result,
 * §4 Search sort): matching, ranking, orders, paging, days in UTC, and the log of every search.
 * Each block uses words of its own, so the blocks do not see each other's answers.
 */
let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let author: Awaited<ReturnType<typeof buildUser>>;
let topicId: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  moderator = await buildUser(db, { role: 'moderator' });
  author = await buildMember(db, { firstName: 'Ada', lastName: 'Okafor', specialty: 'Cardiology' });
  const topic = await buildTopic(db, {
    authorUserId: moderator.id,
    description: 'Which first-line therapy for a patient with heart failure and CKD?',
  });
  topicId = topic.id;
});
afterAll(async () => t?.close());

const at = (iso: string) => new Date(iso);
const answer = (text: string, createdAt = new Date(), o: { deletedAt?: Date; topicId?: number } = {}) =>
  buildAnswer(t.database.db, { topicId: o.topicId ?? topicId, userId: author.id, text, createdAt, ...o });

async function search(query: Record<string, string | number>, as: typeof moderator | null = moderator) {
  const qs = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)] as [string, string])).toString();
  return t.app.inject({ method: 'GET', url: `/api/v1/search/comments?${qs}`, headers: as ? await t.authAs(as) : {} });
}
async function found(query: Record<string, string | number>): Promise<SearchResults> {
  const res = await search(query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const ids = (r: SearchResults) => r.comment.map((c) => c.id);

describe('GET search/comments: what is found', () => {
  it('answers the spec §3 fields, with the question, the author and a plain-text highlight', async () => {
    const a = await answer('We start an <b>SGLT2</b> inhibitor early, then titrate.', at('2026-05-04T10:00:00Z'));
    const r = await found({ word: 'titrate' });
    expect(r.commentsCount).toBe(1);
    expect(r.countCapped).toBe(false);
    expect(r.comment[0]).toEqual({
      id: a.id,
      topic_id: topicId,
      first_name: 'Ada',
      last_name: 'Okafor',
      description: 'Which first-line therapy for a patient with heart failure and CKD?',
      text: 'We start an <b>SGLT2</b> inhibitor early, then titrate.',
      therapy_area: 'Cardiology',
      specialty_name: 'Cardiology',
      subspecialty_name: null,
      created_at: '2026-05-04T10:00:00.000Z',
      npi: author.npi,
      snippet: expect.any(Array),
    });
    const snippet = r.comment[0]!.snippet!;
    expect(snippet.filter((p) => p.match).map((p) => p.text)).toEqual(['titrate']);
    // Pieces are plain text: ts_headline drops markup-like tokens, and the page renders text only.
    const passage = snippet.map((p) => p.text).join('');
    expect(passage).toContain('SGLT2');
    expect(passage).not.toContain('<');
  });

  it('finds medical abbreviations, whatever their case: HFpEF, SGLT2 (and SGLT2i as its prefix)', async () => {
    const hfpef = await answer('Most of my HFpEF patients tolerate it.');
    const sglt2 = await answer('An SGLT2 inhibitor reduced admissions.');
    const sglt2i = await answer('We added an SGLT2i after discharge.');
    expect(ids(await found({ word: 'HFpEF' }))).toEqual([hfpef.id]);
    expect(ids(await found({ word: 'hfpef' }))).toEqual([hfpef.id]);
    const today = new Date().toISOString().slice(0, 10);
    expect(ids(await found({ word: 'SGLT2', order: 'oldest', from: today }))).toEqual([sglt2.id, sglt2i.id]);
    expect(ids(await found({ word: 'sglt2i' }))).toEqual([sglt2i.id]);
  });

  it('takes "phrases", OR, -negation, and the last word as a prefix', async () => {
    const a = await answer('Loop diuretics first, then spironolactone.');
    const b = await answer('Spironolactone first; loop diuretics if congested.');
    const c = await answer('Torsemide over furosemide for most.');
    expect(ids(await found({ word: '"loop diuretics first"' }))).toEqual([a.id]);
    expect(ids(await found({ word: 'torsemide or spironolactone', order: 'oldest' }))).toEqual([a.id, b.id, c.id]);
    expect(ids(await found({ word: 'spironolactone -congested' }))).toEqual([a.id]);
    expect(ids(await found({ word: 'furosem' }))).toEqual([c.id]);
    // A closed phrase is not widened into a prefix: "over furo" does not find "over furosemide".
    expect((await found({ word: 'torsemide over furo' })).commentsCount).toBe(1);
    expect((await found({ word: '"torsemide over furo"' })).commentsCount).toBe(0);
  });

  it('leaves out deleted answers and comments, and everything under a deleted question', async () => {
    const live = await answer('Dapagliflozin was well tolerated.');
    await answer('Dapagliflozin caused no issues.', new Date(), { deletedAt: new Date() });
    const gone = await buildTopic(t.database.db, { authorUserId: moderator.id, deletedAt: new Date() });
    await answer('Dapagliflozin in a deleted question.', new Date(), { topicId: gone.id });
    const reply = await buildAnswer(t.database.db, {
      topicId,
      userId: author.id,
      replyTo: live.id,
      text: 'Agreed, dapagliflozin here too.',
    });
    expect(ids(await found({ word: 'dapagliflozin', order: 'oldest' }))).toEqual([live.id, reply.id]);
  });

  it('finds nothing for stop words alone, rather than failing', async () => {
    const r = await found({ word: 'the and of' });
    expect(r).toEqual({ comment: [], commentsCount: 0, countCapped: false });
  });
});

describe('GET search/comments: order and pages', () => {
  it('relevant puts the better match first; newest and oldest go by date, newest by default', async () => {
    const strong = await answer('Ivabradine, ivabradine: ivabradine lowers the rate.', at('2026-01-01T08:00:00Z'));
    const weak = await answer(
      'Beta blockers, digoxin, diltiazem, rate control options, and rarely ivabradine in selected patients.',
      at('2026-01-03T08:00:00Z'),
    );
    const middle = await answer('Ivabradine twice, ivabradine.', at('2026-01-02T08:00:00Z'));
    expect(ids(await found({ word: 'ivabradine', order: 'relevant' }))).toEqual([strong.id, middle.id, weak.id]);
    expect(ids(await found({ word: 'ivabradine', order: 'newest' }))).toEqual([weak.id, middle.id, strong.id]);
    expect(ids(await found({ word: 'ivabradine' }))).toEqual([weak.id, middle.id, strong.id]);
    expect(ids(await found({ word: 'ivabradine', order: 'oldest' }))).toEqual([strong.id, middle.id, weak.id]);
  });

  it('breaks ties of the same time by id', async () => {
    const when = at('2026-02-02T02:02:02Z');
    const first = await answer('Sacubitril at the same moment.', when);
    const second = await answer('Sacubitril at the same moment too.', when);
    expect(ids(await found({ word: 'sacubitril', order: 'newest' }))).toEqual([second.id, first.id]);
    expect(ids(await found({ word: 'sacubitril', order: 'oldest' }))).toEqual([first.id, second.id]);
  });

  it('pages by offset: page 2 is offset 20, with no overlap and nothing missed', async () => {
    const made: number[] = [];
    for (let i = 0; i < 25; i++) {
      made.push((await answer(`Rivaroxaban case ${i}.`, new Date(Date.UTC(2025, 0, 1, 0, i)))).id);
    }
    const page1 = await found({ word: 'rivaroxaban', order: 'oldest', offset: 0 });
    const page2 = await found({ word: 'rivaroxaban', order: 'oldest', offset: PAGE_SIZE.search });
    expect(page1.commentsCount).toBe(25);
    expect(page2.commentsCount).toBe(25);
    expect(ids(page1)).toEqual(made.slice(0, 20));
    expect(ids(page2)).toEqual(made.slice(20));
    expect(ids(await found({ word: 'rivaroxaban', order: 'oldest', offset: 5, limit: 3 }))).toEqual(made.slice(5, 8));
  });
});

describe('GET search/comments: a common word', () => {
  it('counts up to 1,000 and says there are more, still in order on every page', async () => {
    const start = Date.UTC(2024, 0, 1);
    const rows = Array.from({ length: SEARCH_LIMITS.countMax + 5 }, (_, i) => ({
      topicId,
      createdByUserId: author.id,
      // Every tenth one says it twice, so relevance has something to rank; the oldest says it four times.
      text:
        i === 0
          ? 'Amiodarone, amiodarone, amiodarone, amiodarone.'
          : i % 10 === 0
            ? `Amiodarone, amiodarone again (${i}).`
            : `Amiodarone case ${i}.`,
      createdAt: new Date(start + i * 60_000),
    }));
    const made = await t.database.db.insert(comments).values(rows).returning({ id: comments.id });
    const newest = await found({ word: 'amiodarone' });
    expect(newest).toMatchObject({ commentsCount: SEARCH_LIMITS.countMax, countCapped: true });
    expect(ids(newest)).toEqual(
      made
        .slice(-20)
        .map((m) => m.id)
        .reverse(),
    );
    const oldestPage3 = await found({ word: 'amiodarone', order: 'oldest', offset: 40 });
    expect(ids(oldestPage3)).toEqual(made.slice(40, 60).map((m) => m.id));
    const relevant = await found({ word: 'amiodarone', order: 'relevant' });
    // Past the count's cap, relevance ranks the newest 1,000 matches: the twice-said ones first, newest
    // of them first; the oldest answer, said four times but sixth from the end, is not among them.
    const twice = made.filter((_, i) => i > 0 && i % 10 === 0).map((m) => m.id);
    expect(ids(relevant)).toEqual(twice.slice(-20).reverse());
    const lastPage = await found({ word: 'amiodarone', order: 'relevant', offset: SEARCH_LIMITS.countMax - 20 });
    expect(ids(lastPage)).toHaveLength(20);
    expect(ids(lastPage)).not.toContain(made[0]!.id);
    expect(ids(await found({ word: 'amiodarone', order: 'relevant', offset: SEARCH_LIMITS.countMax }))).toEqual([]);
  });
});

describe('GET search/comments: days in UTC', () => {
  it('includes from 00:00 and to 23:59:59 (UTC), and nothing either side', async () => {
    const before = await answer('Warfarin before.', at('2026-03-09T23:59:59.999Z'));
    const first = await answer('Warfarin at midnight.', at('2026-03-10T00:00:00Z'));
    const last = await answer('Warfarin late.', at('2026-03-12T23:59:59Z'));
    const after = await answer('Warfarin next day.', at('2026-03-13T00:00:00Z'));
    const word = 'warfarin';
    expect(ids(await found({ word, order: 'oldest', from: '2026-03-10', to: '2026-03-12' }))).toEqual([
      first.id,
      last.id,
    ]);
    expect(ids(await found({ word, order: 'oldest', from: '2026-03-13' }))).toEqual([after.id]);
    expect(ids(await found({ word, order: 'oldest', to: '2026-03-09' }))).toEqual([before.id]);
    expect(ids(await found({ word, order: 'oldest', from: '2026-03-10', to: '2026-03-10' }))).toEqual([first.id]);
    expect((await found({ word, from: '', to: '' })).commentsCount).toBe(4);
  });

  it('refuses a From after the To with a clear 400', async () => {
    const res = await search({ word: 'warfarin', from: '2026-03-12', to: '2026-03-10' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ errors: [{ path: 'querystring.from', message: SEARCH_MESSAGES.fromAfterTo }] });
  });
});

describe('GET search/comments: refused requests change nothing', () => {
  it.each([
    ['no word', {}],
    ['an empty word', { word: '' }],
    ['a blank word', { word: '   ' }],
    ['a word too long', { word: 'a'.repeat(201) }],
    ['an unknown order', { word: 'x', order: 'best' }],
    ['a negative offset', { word: 'x', offset: -1 }],
    ['an offset past the cap', { word: 'x', offset: 10_001 }],
    ['a limit over 100', { word: 'x', limit: 101 }],
    ['a limit of 0', { word: 'x', limit: 0 }],
    ['a date that does not exist', { word: 'x', from: '2026-02-30' }],
    ['a date in another form', { word: 'x', to: '03/10/2026' }],
  ])('%s is a 400 and is not logged', async (_name, query) => {
    const logsBefore = await t.database.db.$count(searchLogs);
    const res = await search(query);
    expect(res.statusCode).toBe(400);
    expect(await t.database.db.$count(searchLogs)).toBe(logsBefore);
  });

  it('is 401 without a session and 403 for a member without the search permission', async () => {
    expect((await search({ word: 'warfarin' }, null)).statusCode).toBe(401);
    expect((await search({ word: 'warfarin' }, author)).statusCode).toBe(403);
  });
});

describe('search logs', () => {
  it('records each search: who, the trimmed words, the filters and the result count', async () => {
    await answer('Metoprolol succinate daily.', at('2026-04-01T12:00:00Z'));
    await answer('Metoprolol tartrate twice.', at('2026-04-02T12:00:00Z'));
    await found({ word: '  metoprolol ', order: 'relevant', from: '2026-04-01', to: '2026-04-30', offset: 0 });
    const [log] = await t.database.db.select().from(searchLogs).orderBy(desc(searchLogs.id)).limit(1);
    expect(log).toMatchObject({
      userId: moderator.id,
      words: 'metoprolol',
      filters: { order: 'relevant', from: '2026-04-01', to: '2026-04-30', offset: 0, limit: 20, csv: false },
      resultsCount: 2,
    });
    const before = await t.database.db.$count(searchLogs, eq(searchLogs.userId, moderator.id));
    await found({ word: 'metoprolol' });
    await found({ word: 'nothing-like-this' });
    const logs = await t.database.db
      .select()
      .from(searchLogs)
      .where(eq(searchLogs.userId, moderator.id))
      .orderBy(desc(searchLogs.id))
      .limit(2);
    expect(logs.map((l) => [l.words, l.resultsCount])).toEqual([
      ['nothing-like-this', 0],
      ['metoprolol', 2],
    ]);
    expect(await t.database.db.$count(searchLogs, eq(searchLogs.userId, moderator.id))).toBe(before + 2);
  });
});
