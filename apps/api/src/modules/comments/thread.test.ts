import { wilsonLowerBound } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildRating, buildTopic, buildTopicView, buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const thread = async (user: { id: number }, query: string) =>
  t.app.inject({ url: `/api/v1/comments?${query}`, headers: await t.authAs(user) });

async function scene(o: { hideAnswers?: boolean } = {}) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const reader = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  const alice = await buildMember(db, { role: 'hcp', specialty: 'Cardiology', firstName: 'Alice' });
  const bob = await buildMember(db, { role: 'hcp', specialty: 'Dermatology', firstName: 'Bob' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: o.hideAnswers ?? true });
  return { db, moderator, reader, alice, bob, topic };
}

describe('GET /comments', () => {
  it('hides responses until the member answers: only their own answer, showResponses false', async () => {
    const { db, reader, alice, topic } = await scene();
    await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const before = (await thread(reader, `topicId=${topic.id}`)).json();
    expect(before).toMatchObject({ comments: [], showResponses: false });
    const own = await buildAnswer(db, { topicId: topic.id, userId: reader.id, text: 'My own answer here.' });
    const after = (await thread(reader, `topicId=${topic.id}`)).json();
    expect(after.showResponses).toBe(true);
    expect(after.comments).toHaveLength(2);
    expect(after.comments.find((c: { id: number }) => c.id === own.id).ownAnswer).toBe(true);
  });

  it('while hidden, returns only the member’s own answer with their own comments on it', async () => {
    const { db, reader, alice, topic } = await scene();
    // A deleted answer does not count as having answered: responses stay hidden.
    const own = await buildAnswer(db, { topicId: topic.id, userId: reader.id, deletedAt: new Date() });
    const mine = await buildAnswer(db, { topicId: topic.id, userId: reader.id, replyTo: own.id, text: 'My note.' });
    await buildAnswer(db, { topicId: topic.id, userId: alice.id, replyTo: own.id, text: 'Alice on yours.' });
    const hers = await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    await buildAnswer(db, { topicId: topic.id, userId: reader.id, replyTo: hers.id, text: 'Mine on hers.' });
    const body = (await thread(reader, `topicId=${topic.id}`)).json();
    expect(body.showResponses).toBe(false);
    expect(body.comments.map((a: { id: number }) => a.id)).toEqual([own.id]);
    expect(body.comments[0].comments.map((c: { id: number }) => c.id)).toEqual([mine.id]);
  });

  it('shows responses after answers_view on the member’s own view, when answers are not hidden, and to managers', async () => {
    const { db, reader, alice, topic, moderator } = await scene();
    await buildAnswer(db, { topicId: topic.id, userId: alice.id });
    const view = await buildTopicView(db, { topicId: topic.id, userId: reader.id });
    const headers = await t.authAs(reader);
    const someoneElsesView = await buildTopicView(db, { topicId: topic.id, userId: alice.id });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments/answers_view',
      headers,
      payload: { topicId: topic.id, topicViewId: someoneElsesView.id },
    });
    expect(refused.statusCode).toBe(400);
    expect((await thread(reader, `topicId=${topic.id}`)).json().showResponses).toBe(false);
    const shown = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments/answers_view',
      headers,
      payload: { topicId: topic.id, topicViewId: view.id },
    });
    expect(shown.json()).toEqual({ success: true });
    const body = (await thread(reader, `topicId=${topic.id}`)).json();
    expect(body.showResponses).toBe(true);
    expect(body.comments).toHaveLength(1);

    const open = await scene({ hideAnswers: false });
    await buildAnswer(open.db, { topicId: open.topic.id, userId: open.alice.id });
    expect((await thread(open.reader, `topicId=${open.topic.id}`)).json()).toMatchObject({ showResponses: true });
    expect((await thread(moderator, `topicId=${topic.id}`)).json().showResponses).toBe(true);
  });

  it('returns answers with nested comments newest first, authors with specialty, counts under 1 and -1', async () => {
    const { db, reader, alice, bob, topic } = await scene();
    const t0 = Date.now() - 3600_000;
    const answer = await buildAnswer(db, {
      topicId: topic.id,
      userId: alice.id,
      createdAt: new Date(t0),
      agreeCount: 3,
      disagreeCount: 1,
    });
    const older = await buildAnswer(db, {
      topicId: topic.id,
      userId: bob.id,
      replyTo: answer.id,
      text: 'First.',
      createdAt: new Date(t0 + 1000),
    });
    const newer = await buildAnswer(db, {
      topicId: topic.id,
      userId: reader.id,
      replyTo: answer.id,
      text: 'Second.',
      createdAt: new Date(t0 + 2000),
    });
    await buildRating(db, { commentId: answer.id, userId: reader.id, value: -1 });
    await buildAnswer(db, { topicId: topic.id, userId: reader.id, createdAt: new Date(t0 + 3000) });
    const body = (await thread(reader, `topicId=${topic.id}`)).json();
    const item = body.comments.find((c: { id: number }) => c.id === answer.id);
    expect(item).toMatchObject({
      topicId: topic.id,
      replyTo: null,
      createdByUser: { id: alice.id, firstName: 'Alice', specialty: { name: 'Cardiology' } },
      modifiedByUser: null,
      ownAnswer: false,
      userVote: -1,
      rating: { '1': 3, '-1': 1 },
      deletedAt: null,
    });
    expect(item.adjustedRating).toBeCloseTo(wilsonLowerBound(3, 1), 10);
    expect(item.comments.map((c: { id: number }) => c.id)).toEqual([newer.id, older.id]);
    expect(item.comments[1]).toMatchObject({
      replyTo: answer.id,
      createdByUser: { firstName: 'Bob', specialty: { name: 'Dermatology' } },
    });
    expect(item.comments[0].ownAnswer).toBe(true);
    expect(body.comments[0].ownAnswer).toBe(true);
  });

  it('sorts by rating on the Wilson lower bound, ties newest first; by date newest first', async () => {
    const { db, reader, topic } = await scene();
    await buildAnswer(db, { topicId: topic.id, userId: reader.id });
    const authors = await Promise.all([1, 2, 3, 4].map(() => buildMember(db, { role: 'hcp' })));
    const base = Date.now() - 3600_000;
    // 2 of 2 agree has a lower bound below 9 of 10: more votes beat a perfect small sample.
    const small = await buildAnswer(db, {
      topicId: topic.id,
      userId: authors[0]!.id,
      agreeCount: 2,
      createdAt: new Date(base),
    });
    const large = await buildAnswer(db, {
      topicId: topic.id,
      userId: authors[1]!.id,
      agreeCount: 9,
      disagreeCount: 1,
      createdAt: new Date(base + 1),
    });
    const tieOld = await buildAnswer(db, { topicId: topic.id, userId: authors[2]!.id, createdAt: new Date(base + 2) });
    const tieNew = await buildAnswer(db, { topicId: topic.id, userId: authors[3]!.id, createdAt: new Date(base + 3) });
    const byRating = (await thread(reader, `topicId=${topic.id}&orderby=rating`))
      .json()
      .comments.map((c: { id: number }) => c.id);
    expect(byRating.slice(0, 2)).toEqual([large.id, small.id]);
    expect(byRating.indexOf(tieNew.id)).toBeLessThan(byRating.indexOf(tieOld.id));
    const byDate = (await thread(reader, `topicId=${topic.id}&orderby=date`))
      .json()
      .comments.map((c: { id: number }) => c.id);
    expect(byDate.slice(1)).toEqual([tieNew.id, tieOld.id, large.id, small.id]);
    expect((await thread(reader, `topicId=${topic.id}&orderby=votes`)).statusCode).toBe(400);
  });

  it('keeps a deleted answer with empty text and its comments; ignoreDeleted=true leaves it out', async () => {
    const { db, reader, alice, bob, topic } = await scene();
    await buildAnswer(db, { topicId: topic.id, userId: reader.id });
    const gone = await buildAnswer(db, {
      topicId: topic.id,
      userId: alice.id,
      text: 'Secret words',
      deletedAt: new Date(),
    });
    await buildAnswer(db, { topicId: topic.id, userId: bob.id, replyTo: gone.id, text: 'A reply that stays.' });
    const body = (await thread(reader, `topicId=${topic.id}`)).json();
    const deleted = body.comments.find((c: { id: number }) => c.id === gone.id);
    expect(deleted.text).toBe('');
    expect(deleted.deletedAt).not.toBeNull();
    expect(deleted.comments).toHaveLength(1);
    expect(JSON.stringify(body)).not.toContain('Secret words');
    const without = (await thread(reader, `topicId=${topic.id}&ignoreDeleted=true`)).json();
    expect(without.comments.map((c: { id: number }) => c.id)).not.toContain(gone.id);
  });

  it('reads the thread with a fixed number of queries whatever its size', async () => {
    const { db, reader, topic } = await scene();
    await buildAnswer(db, { topicId: topic.id, userId: reader.id });
    const measure = async () => {
      const before = t.database.queryCounter.count;
      const res = await thread(reader, `topicId=${topic.id}&orderby=rating`);
      expect(res.statusCode).toBe(200);
      return { queries: t.database.queryCounter.count - before, answers: res.json().comments.length };
    };
    const small = await measure();
    for (let i = 0; i < 12; i++) {
      const author = await buildMember(db, { role: 'hcp' });
      const answer = await buildAnswer(db, { topicId: topic.id, userId: author.id });
      for (let j = 0; j < 3; j++) await buildAnswer(db, { topicId: topic.id, userId: reader.id, replyTo: answer.id });
      await buildRating(db, { commentId: answer.id, userId: reader.id, value: 1 });
    }
    const large = await measure();
    expect(large.answers).toBe(13);
    expect(large.queries).toBe(small.queries);
    expect(large.queries).toBeLessThanOrEqual(4);
  });

  it('is 404 for an unknown or not-permitted question, 400 without a topicId', async () => {
    const { db, reader, moderator } = await scene();
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    expect((await thread(reader, 'topicId=999999')).statusCode).toBe(404);
    expect((await thread(reader, `topicId=${mapped.id}`)).statusCode).toBe(404);
    expect((await thread(reader, '')).statusCode).toBe(400);
  });

  it('reports unseen topics: an active question for the member they have not opened', async () => {
    const { db, reader, topic, moderator } = await scene();
    await buildTopicView(db, { topicId: topic.id, userId: reader.id });
    const others = await t.app.inject({ url: '/api/v1/topics?feed=my&count=100', headers: await t.authAs(reader) });
    for (const s of ['featured', 'answered'] as const) {
      for (const item of others.json()[s].items) await buildTopicView(db, { topicId: item.id, userId: reader.id });
    }
    expect((await thread(reader, `topicId=${topic.id}`)).json().hasUnseenTopics).toBe(false);
    await buildTopic(db, { authorUserId: moderator.id });
    expect((await thread(reader, `topicId=${topic.id}`)).json().hasUnseenTopics).toBe(true);
  });
});
