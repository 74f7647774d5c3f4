import type { RoleKey } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, ratings } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildTopicView, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { withoutRequestId } from '../../test/bodies.js';

/**
 * Who writes in a thread (design.md): members who agreed to the disclaimer, on answers they can see.
 * Staff and sales roles read; a member who has not agreed is sent to the disclaimer first.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = async (user: { id: number }, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: await t.authAs(user), payload });
const answerOn = (user: { id: number }, topicId: number) =>
  post(user, '/comments', { topicId, text: 'Start an SGLT2 inhibitor and recheck in a month.' });
const commentUnder = (user: { id: number }, topicId: number, replyTo: number) =>
  post(user, '/comments', { topicId, text: 'Agreed, with a potassium check.', replyTo });
const vote = (user: { id: number }, answerId: number) => post(user, `/comments/${answerId}/ratings`, { rating: 1 });

async function question(o: { hideAnswers: boolean }) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const author = await buildMember(db, { specialty: 'Cardiology' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology'], ...o });
  const answer = await buildAnswer(db, { topicId: topic.id, userId: author.id });
  return { topic, answer };
}

const itemsOf = async (userId: number) => ({
  posts: await t.database.db.select().from(comments).where(eq(comments.createdByUserId, userId)),
  votes: await t.database.db.select().from(ratings).where(eq(ratings.userId, userId)),
});

describe('while responses are hidden', () => {
  it('answers 404 to a vote on or a comment under an answer the member cannot see, like an unused id', async () => {
    const { topic, answer } = await question({ hideAnswers: true });
    const me = await buildMember(t.database.db, { specialty: 'Cardiology' });
    for (const res of [await vote(me, answer.id), await commentUnder(me, topic.id, answer.id)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'not_found', message: 'Comments Not Found' });
    }
    expect(withoutRequestId((await vote(me, answer.id + 100_000)).json())).toEqual(
      withoutRequestId((await vote(me, answer.id)).json()),
    );
    expect(await itemsOf(me.id)).toEqual({ posts: [], votes: [] });
  });

  it('lets the member vote and comment once they asked to see the responses, or answered', async () => {
    const db = t.database.db;
    const { topic, answer } = await question({ hideAnswers: true });
    const viewer = await buildMember(db, { specialty: 'Cardiology' });
    await buildTopicView(db, { topicId: topic.id, userId: viewer.id, responsesShownAt: new Date() });
    expect((await vote(viewer, answer.id)).statusCode).toBe(200);
    expect((await commentUnder(viewer, topic.id, answer.id)).statusCode).toBe(200);

    const answerer = await buildMember(db, { specialty: 'Cardiology' });
    expect((await vote(answerer, answer.id)).statusCode).toBe(404);
    expect((await answerOn(answerer, topic.id)).statusCode).toBe(200);
    expect((await vote(answerer, answer.id)).statusCode).toBe(200);
  });

  it('does not hide anything on a question that shows its responses', async () => {
    const { topic, answer } = await question({ hideAnswers: false });
    const me = await buildMember(t.database.db, { specialty: 'Cardiology' });
    expect((await vote(me, answer.id)).statusCode).toBe(200);
    expect((await commentUnder(me, topic.id, answer.id)).statusCode).toBe(200);
  });
});

describe('who writes', () => {
  const readers: RoleKey[] = ['sales_demo', 'moderator', 'administrator', 'iq_moderator'];
  for (const role of readers) {
    it(`refuses answers, comments and votes from ${role} (403), even after the disclaimer`, async () => {
      const { topic, answer } = await question({ hideAnswers: false });
      const reader = await buildMember(t.database.db, {
        role,
        specialty: 'Cardiology',
        extraPermissions: ['all_patient_cases_management'],
      });
      for (const res of [
        await answerOn(reader, topic.id),
        await commentUnder(reader, topic.id, answer.id),
        await vote(reader, answer.id),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('forbidden');
      }
      expect(await itemsOf(reader.id)).toEqual({ posts: [], votes: [] });
    });
  }

  it('takes answers, comments and votes from HCP and test HCP members', async () => {
    const { topic, answer } = await question({ hideAnswers: false });
    for (const role of ['hcp', 'test_hcp'] as const) {
      const member = await buildMember(t.database.db, { role, specialty: 'Cardiology' });
      expect((await answerOn(member, topic.id)).statusCode).toBe(200);
      expect((await commentUnder(member, topic.id, answer.id)).statusCode).toBe(200);
      expect((await vote(member, answer.id)).statusCode).toBe(200);
    }
  });
});

describe('the disclaimer', () => {
  it('must be agreed before answering, commenting or voting (403 disclaimer_required), then all go through', async () => {
    const { topic, answer } = await question({ hideAnswers: false });
    const me = await buildUser(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
    for (const res of [
      await answerOn(me, topic.id),
      await commentUnder(me, topic.id, answer.id),
      await vote(me, answer.id),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ statusCode: 403, code: 'disclaimer_required' });
    }
    expect(await itemsOf(me.id)).toEqual({ posts: [], votes: [] });

    expect((await post(me, '/disclaimer', {})).statusCode).toBe(200);
    expect((await answerOn(me, topic.id)).statusCode).toBe(200);
    expect((await commentUnder(me, topic.id, answer.id)).statusCode).toBe(200);
    expect((await vote(me, answer.id)).statusCode).toBe(200);
  });
});
