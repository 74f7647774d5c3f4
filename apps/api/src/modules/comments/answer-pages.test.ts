import { MAX_SEEN_ANSWERS, type PagedAnswer, wilsonLowerBound } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

/**
 * The paged thread (GET topics/{id}/answers, GET comments/{id}/comments): keyset pages that, walked
 * to the end, give exactly the whole thread's order, with the newest comments of each answer.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = async (user: { id: number }, url: string) =>
  t.app.inject({ url: `/api/v1${url}`, headers: await t.authAs(user) });

async function scene(o: { hideAnswers?: boolean } = {}) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const reader = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  const alice = await buildMember(db, { role: 'hcp', specialty: 'Cardiology', firstName: 'Alice' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: o.hideAnswers ?? false });
  return { db, moderator, reader, alice, topic };
}

/** Every page of the thread in `order`, following nextCursor; the pages' sizes too. */
async function walk(user: { id: number }, topicId: number, order: string, limit: number) {
  const answers: PagedAnswer[] = [];
  const sizes: number[] = [];
  let cursor: string | null = null;
  do {
    const res = await get(
      user,
      `/topics/${topicId}/answers?orderby=${order}&limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    answers.push(...body.answers);
    sizes.push(body.answers.length);
    cursor = body.nextCursor;
  } while (cursor);
  return { answers, sizes };
}

describe('GET /topics/{id}/answers', () => {
  it('pages by rating (Wilson bound, then id) and by date (newest first, ties by id) exactly as the whole thread', async () => {
    const { db, reader, alice, topic } = await scene();
    const base = Date.now() - 86_400_000;
    const built: { id: number; wilson: number; at: number }[] = [];
    for (let i = 0; i < 45; i++) {
      // Repeated counts and repeated times, so that ties decide much of the order.
      const agree = (i * 7) % 5;
      const disagree = (i * 3) % 4;
      const at = base + Math.floor(i / 3) * 1000;
      const a = await buildAnswer(db, {
        topicId: topic.id,
        userId: i % 2 ? alice.id : reader.id,
        createdAt: new Date(at),
        agreeCount: agree,
        disagreeCount: disagree,
      });
      built.push({ id: a.id, wilson: wilsonLowerBound(agree, disagree), at });
    }
    // Microseconds a JavaScript Date cannot hold: the cursor must still continue exactly after them.
    await selectRows(
      db,
      sql`update comments set created_at = created_at + (id % 3) * interval '1 microsecond' where topic_id = ${topic.id}`,
    );
    const microsOf = (id: number) => id % 3;

    const byRating = await walk(reader, topic.id, 'rating', 20);
    expect(byRating.sizes).toEqual([20, 20, 5]);
    const expectedRating = [...built].sort((a, b) => b.wilson - a.wilson || b.id - a.id).map((a) => a.id);
    expect(byRating.answers.map((a) => a.id)).toEqual(expectedRating);
    for (const a of byRating.answers) expect(a.adjustedRating).toBe(built.find((b) => b.id === a.id)!.wilson);

    const byDate = await walk(reader, topic.id, 'date', 7);
    const expectedDate = [...built]
      .sort((a, b) => b.at - a.at || microsOf(b.id) - microsOf(a.id) || b.id - a.id)
      .map((a) => a.id);
    expect(byDate.answers.map((a) => a.id)).toEqual(expectedDate);

    // The whole thread's own order by rating agrees with the pages.
    const whole = (await get(reader, `/comments?topicId=${topic.id}&orderby=rating`)).json();
    expect(whole.comments.map((a: { adjustedRating: number }) => a.adjustedRating)).toEqual(
      byRating.answers.map((a) => a.adjustedRating),
    );
    const first = (await get(reader, `/topics/${topic.id}/answers`)).json();
    // The reader's own answers are among the 45: the oldest one not deleted is named, on any page.
    expect(first).toMatchObject({ totalAnswers: 45, showResponses: true, ownAnswerId: built[0]!.id });
    expect(first.answers).toHaveLength(20);
  });

  it('gives each answer its comment count and newest three comments; the rest come from the answer', async () => {
    const { db, reader, alice, topic } = await scene();
    const answer = await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const quiet = await buildAnswer(db, { topicId: topic.id, userId: reader.id });
    const base = Date.now() - 3600_000;
    const comments = [];
    for (let i = 0; i < 7; i++) {
      comments.push(
        await buildAnswer(db, {
          topicId: topic.id,
          userId: i % 2 ? reader.id : alice.id,
          replyTo: answer.id,
          text: `Comment number ${i}.`,
          createdAt: new Date(base + i * 1000),
        }),
      );
    }
    const newestFirst = comments.map((c) => c.id).reverse();
    const page = (await get(reader, `/topics/${topic.id}/answers?orderby=date`)).json();
    const item = page.answers.find((a: PagedAnswer) => a.id === answer.id);
    expect(item.commentCount).toBe(7);
    // 'Responses (N)': the two answers and seven comments, none deleted.
    expect(page).toMatchObject({ totalAnswers: 2, totalResponses: 9 });
    expect(item.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(0, 3));
    expect(page.answers.find((a: PagedAnswer) => a.id === quiet.id)).toMatchObject({
      commentCount: 0,
      comments: [],
      moreComments: null,
    });

    const rest = (await get(reader, `/comments/${answer.id}/comments?cursor=${item.moreComments}&limit=3`)).json();
    expect(rest.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(3, 6));
    const last = (await get(reader, `/comments/${answer.id}/comments?cursor=${rest.nextCursor}&limit=3`)).json();
    expect(last).toMatchObject({ nextCursor: null });
    expect(last.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst.slice(6));
    const all = (await get(reader, `/comments/${answer.id}/comments`)).json();
    expect(all.comments.map((c: { id: number }) => c.id)).toEqual(newestFirst);
    expect(all.comments[0]).toMatchObject({ replyTo: answer.id, text: 'Comment number 6.', userVote: null });
  });

  it('while responses are hidden, holds only the reader’s own answer with their own comments', async () => {
    const { db, reader, alice, topic } = await scene({ hideAnswers: true });
    const hers = await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const before = (await get(reader, `/topics/${topic.id}/answers`)).json();
    expect(before).toMatchObject({
      answers: [],
      totalAnswers: 0,
      ownAnswerId: null,
      showResponses: false,
      nextCursor: null,
    });
    expect((await get(reader, `/comments/${hers.id}/comments`)).statusCode).toBe(404);

    const own = await buildAnswer(db, { topicId: topic.id, userId: reader.id, deletedAt: new Date() });
    const mine = await buildAnswer(db, { topicId: topic.id, userId: reader.id, replyTo: own.id, text: 'My note.' });
    await buildAnswer(db, { topicId: topic.id, userId: alice.id, replyTo: own.id, text: 'Alice on yours.' });
    const hidden = (await get(reader, `/topics/${topic.id}/answers`)).json();
    expect(hidden.answers.map((a: PagedAnswer) => a.id)).toEqual([own.id]);
    expect(hidden.answers[0]).toMatchObject({ commentCount: 1, text: '' });
    // The deleted answer keeps its place but is no response; the member's own comment is.
    expect(hidden).toMatchObject({ totalAnswers: 1, totalResponses: 1 });
    expect(hidden.answers[0].comments.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    const ownComments = (await get(reader, `/comments/${own.id}/comments`)).json();
    expect(ownComments.comments.map((c: { id: number }) => c.id)).toEqual([mine.id]);
    // ignoreDeleted leaves the deleted answer out.
    expect((await get(reader, `/topics/${topic.id}/answers?ignoreDeleted=true`)).json()).toMatchObject({
      answers: [],
      totalAnswers: 0,
    });
  });

  it('walked while votes move answers and new answers arrive, shows every answer once, by rating and by date', async () => {
    const { db, reader, alice, topic } = await scene();
    const voters = await Promise.all([0, 1, 2].map(() => buildMember(db, { role: 'hcp', specialty: 'Cardiology' })));
    const start: number[] = [];
    for (let i = 0; i < 24; i++) {
      const answer = await buildAnswer(db, {
        topicId: topic.id,
        userId: alice.id,
        agreeCount: i % 6,
        disagreeCount: i % 4,
        createdAt: new Date(Date.now() - (30 - i) * 60_000),
      });
      start.push(answer.id);
    }
    const rate = async (voter: { id: number }, id: number, rating: 1 | -1) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/comments/${id}/ratings`,
        headers: await t.authAs(voter),
        payload: { rating },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    const page = async (order: string, cursor: string | null) => {
      const res = await get(
        reader,
        `/topics/${topic.id}/answers?orderby=${order}&limit=5${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { answers: PagedAnswer[]; nextCursor: string | null };
    };

    for (const order of ['rating', 'date']) {
      const shown: number[] = [];
      const posted: number[] = [];
      let first = await page(order, null);
      shown.push(...first.answers.map((a) => a.id));
      let cursor = first.nextCursor;
      for (let round = 0; cursor; round++) {
        // Between two pages: the best answer not shown yet drops to the bottom, the worst one shown
        // rises to the top, a shown one sinks below the cursor, and somebody answers.
        const ids = (
          await selectRows<{ id: number }>(
            db,
            sql`select id from comments where topic_id = ${topic.id} and reply_to is null order by wilson desc, id desc`,
          )
        ).map((r) => Number(r.id));
        const unshown = ids.filter((id) => !shown.includes(id));
        if (unshown.length > 1) {
          await selectRows(db, sql`update comments set agree_count = 0, disagree_count = 40 where id = ${unshown[0]!}`);
          await rate(voters[round % 3]!, unshown[unshown.length - 1]!, 1);
          await selectRows(
            db,
            sql`update comments set agree_count = 60, disagree_count = 0 where id = ${unshown[unshown.length - 1]!}`,
          );
        }
        await selectRows(db, sql`update comments set agree_count = 0, disagree_count = 50 where id = ${shown[0]!}`);
        const late = await buildAnswer(db, { topicId: topic.id, userId: voters[round % 3]!.id, agreeCount: 3 });
        posted.push(late.id);
        first = await page(order, cursor);
        shown.push(...first.answers.map((a) => a.id));
        cursor = first.nextCursor;
      }
      // Never twice, and none of the answers there at the start is missed.
      expect(new Set(shown).size, order).toBe(shown.length);
      expect(
        start.filter((id) => !shown.includes(id)),
        order,
      ).toEqual([]);
      // By rating, answers posted during the walk are not missed either; by date they are newer than
      // the first page, so they show at its top when the thread is read again.
      if (order === 'rating') expect(posted.filter((id) => !shown.includes(id))).toEqual([]);
      start.push(...posted);
    }
  });

  it('refuses cursors it did not make, or made for another list, limits out of range, and unknown ids', async () => {
    const { db, reader, alice, topic } = await scene();
    for (let i = 0; i < 3; i++) await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const rating = (await get(reader, `/topics/${topic.id}/answers?orderby=rating&limit=1`)).json().nextCursor;
    const cursorOf = (text: string) => Buffer.from(text).toString('base64url');
    const forged = cursorOf('rating~1; drop table comments~1');
    const seen = (bytes: number[]) => Buffer.concat([Buffer.from('rating!'), Buffer.from(bytes)]).toString('base64url');
    for (const url of [
      `/topics/${topic.id}/answers?orderby=date&cursor=${rating}`,
      `/topics/${topic.id}/answers?cursor=not-base64!`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${forged}`,
      `/topics/${topic.id}/answers?limit=51`,
      `/topics/${topic.id}/answers?limit=0`,
      `/comments/1/comments?cursor=${rating}`,
      // Well shaped, but out of the key's range: refused here, not by PostgreSQL.
      `/topics/${topic.id}/answers?orderby=rating&cursor=${cursorOf('rating~1e999~1')}`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${cursorOf('rating~0.5~9999999999')}`,
      `/topics/${topic.id}/answers?orderby=date&cursor=${cursorOf('date~9999999999999999~1')}`,
      // Seen cursors (by rating): ids must rise, fit an int, end whole, and be at most MAX_SEEN_ANSWERS.
      `/topics/${topic.id}/answers?orderby=rating&cursor=${seen([5, 0])}`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${seen([0x80])}`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${seen([0xff, 0xff, 0xff, 0xff, 0xff, 0x7f])}`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${seen([])}`,
      `/topics/${topic.id}/answers?orderby=rating&cursor=${seen(Array(MAX_SEEN_ANSWERS + 1).fill(1))}`,
      `/topics/${topic.id}/answers?orderby=date&cursor=${seen([1])}`,
      `/comments/1/comments?cursor=${cursorOf('comments~-99999999999999999~1')}`,
    ]) {
      const res = await get(reader, url);
      expect(res.statusCode, url).toBe(400);
    }
    const bad = (await get(reader, `/topics/${topic.id}/answers?orderby=date&cursor=${rating}`)).json();
    expect(bad.message).toBe('Not a page cursor from this server.');
    expect((await get(reader, '/topics/999999/answers')).statusCode).toBe(404);
    expect((await get(reader, '/comments/999999/comments')).statusCode).toBe(404);
    // A comment has no comments of its own: only answers are listed.
    const answer = await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const comment = await buildAnswer(db, { topicId: topic.id, userId: alice.id, replyTo: answer.id });
    expect((await get(reader, `/comments/${comment.id}/comments`)).statusCode).toBe(404);
  });
});

describe('the Wilson bound on the answer row', () => {
  it('is the contracts’ formula for any counts, and follows each vote in the same statement', async () => {
    const { db, reader, alice, topic } = await scene();
    const answer = await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const wilsonOf = async () =>
      Number(
        (await selectRows<{ wilson: number }>(db, sql`select wilson from comments where id = ${answer.id}`))[0]!.wilson,
      );
    for (const [agree, disagree] of [
      [0, 0],
      [1, 0],
      [0, 1],
      [3, 1],
      [250, 3],
      [17, 480],
    ] as const) {
      await selectRows(
        db,
        sql`update comments set agree_count = ${agree}, disagree_count = ${disagree} where id = ${answer.id}`,
      );
      expect(await wilsonOf()).toBe(wilsonLowerBound(agree, disagree));
    }
    await selectRows(db, sql`update comments set agree_count = 0, disagree_count = 0 where id = ${answer.id}`);
    const voted = await t.app.inject({
      method: 'POST',
      url: `/api/v1/comments/${answer.id}/ratings`,
      headers: await t.authAs(reader),
      payload: { rating: 1 },
    });
    expect(voted.statusCode).toBe(200);
    expect(await wilsonOf()).toBe(wilsonLowerBound(1, 0));
  });
});

describe('the shared part of a page, cached under the thread version', () => {
  it('serves a repeated read with three statements fewer, and every write at the next read, its author’s and others’', async () => {
    const { db, reader, alice, topic } = await scene();
    const answer = await buildAnswer(db, { topicId: topic.id, userId: alice.id, text: 'Alice answers first.' });
    const url = `/topics/${topic.id}/answers?orderby=rating`;
    const statements = async (user: { id: number }) => {
      const before = t.database.queryCounter.count;
      const res = await get(user, url);
      expect(res.statusCode).toBe(200);
      return { used: t.database.queryCounter.count - before, page: res.json() };
    };
    const first = await statements(reader);
    const again = await statements(reader);
    // The page, its comment previews and the count come from the cache.
    expect(first.used - again.used).toBe(3);
    expect(again.page).toEqual(first.page);

    // Alice comments through the API: the reader's very next read has it.
    const headers = await t.authAs(alice);
    await t.app.inject({ method: 'POST', url: '/api/v1/disclaimer', headers });
    const comment = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers,
      payload: { topicId: topic.id, replyTo: answer.id, text: 'A comment on the dose.' },
    });
    expect(comment.statusCode).toBe(200);
    const seen = (await statements(reader)).page.answers[0];
    expect(seen).toMatchObject({ commentCount: 1, ownAnswer: false, userVote: null });
    expect(seen.comments[0]).toMatchObject({ text: 'A comment on the dose.', ownAnswer: false });
    // Her own read marks her answer and comment as hers: the cached part carries no reader.
    const hers = (await statements(alice)).page.answers[0];
    expect(hers).toMatchObject({ ownAnswer: true, commentCount: 1 });
    expect(hers.comments[0].ownAnswer).toBe(true);

    // The reader's vote moves the counts and the bound, and is theirs alone.
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/comments/${answer.id}/ratings`,
      headers: await t.authAs(reader),
      payload: { rating: 1 },
    });
    expect(vote.statusCode).toBe(200);
    expect((await statements(reader)).page.answers[0]).toMatchObject({ userVote: 1, rating: { '1': 1, '-1': 0 } });
    expect((await statements(alice)).page.answers[0]).toMatchObject({ userVote: null, rating: { '1': 1, '-1': 0 } });

    // A write that does not go through the API (a moderator's tool, a script) moves the version too.
    await selectRows(db, sql`update comments set text = 'Edited elsewhere.' where id = ${answer.id}`);
    expect((await statements(reader)).page.answers[0].text).toBe('Edited elsewhere.');
  });
});
