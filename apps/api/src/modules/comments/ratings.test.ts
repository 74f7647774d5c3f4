import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, ratings } from '../../db/schema/index.js';
import { buildAnswer, buildTopic, buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rate = async (user: { id: number }, id: number, rating: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/comments/${id}/ratings`,
    headers: await t.authAs(user),
    payload: { rating },
  });

async function scene() {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const author = await buildMember(db, { role: 'hcp' });
  const voter = await buildMember(db, { role: 'hcp' });
  // Responses shown to everyone: hidden responses have their own tests (thread-writers.test.ts).
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
  const answer = await buildAnswer(db, { topicId: topic.id, userId: author.id });
  return { db, author, voter, topic, answer };
}

const counts = async (id: number) => {
  const [row] = await t.database.db.select().from(comments).where(eq(comments.id, id));
  return [row!.agreeCount, row!.disagreeCount];
};

describe('POST /comments/{id}/ratings', () => {
  it('adds a first vote, removes it on the same value, moves it on the other value', async () => {
    const { db, voter, answer } = await scene();
    const first = await rate(voter, answer.id, 1);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: answer.id,
      userVote: 1,
      rating: { '1': 1, '-1': 0 },
      adjustedRating: expect.any(Number),
    });
    expect(first.json().adjustedRating).toBeGreaterThan(0);
    expect(await counts(answer.id)).toEqual([1, 0]);

    const moved = (await rate(voter, answer.id, -1)).json();
    expect(moved).toMatchObject({ userVote: -1, rating: { '1': 0, '-1': 1 }, adjustedRating: 0 });
    expect(await counts(answer.id)).toEqual([0, 1]);

    const removed = (await rate(voter, answer.id, -1)).json();
    expect(removed).toMatchObject({ userVote: null, rating: { '1': 0, '-1': 0 } });
    expect(await counts(answer.id)).toEqual([0, 0]);
    const left = await db
      .select()
      .from(ratings)
      .where(and(eq(ratings.commentId, answer.id), eq(ratings.userId, voter.id)));
    expect(left).toEqual([]);

    const thread = await t.app.inject({
      url: `/api/v1/comments?topicId=${answer.topicId}`,
      headers: await t.authAs(voter),
    });
    expect(thread.statusCode).toBe(200);
  });

  it('never on one’s own answer (403), only on top-level answers that exist (404)', async () => {
    const { db, author, voter, topic, answer } = await scene();
    expect((await rate(author, answer.id, 1)).statusCode).toBe(403);
    expect(await counts(answer.id)).toEqual([0, 0]);
    const reply = await buildAnswer(db, { topicId: topic.id, userId: author.id, replyTo: answer.id });
    expect((await rate(voter, reply.id, 1)).statusCode).toBe(404);
    expect((await rate(voter, 999999, 1)).statusCode).toBe(404);
    const deleted = await buildAnswer(db, { topicId: topic.id, userId: author.id, deletedAt: new Date() });
    expect((await rate(voter, deleted.id, 1)).statusCode).toBe(404);
  });

  it('accepts only 1 or -1', async () => {
    const { voter, answer } = await scene();
    for (const bad of [0, 2, '1', null]) expect((await rate(voter, answer.id, bad)).statusCode).toBe(400);
    expect(await counts(answer.id)).toEqual([0, 0]);
  });

  it('keeps the counts right when many members vote at once', async () => {
    const { db, answer } = await scene();
    const voters = await Promise.all(Array.from({ length: 8 }, () => buildMember(db, { role: 'hcp' })));
    const results = await Promise.all(voters.map((v, i) => rate(v, answer.id, i % 4 === 0 ? -1 : 1)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await counts(answer.id)).toEqual([6, 2]);
  });
});
