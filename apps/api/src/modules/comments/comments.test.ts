import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, topics } from '../../db/schema/index.js';
import { buildAnswer, buildTopic, buildTopicView, buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

const DAY = 24 * 3600 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function call(user: { id: number }, method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload });
}

async function scene() {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const me = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  const other = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  // Responses shown to everyone: hidden responses have their own tests (thread-writers.test.ts).
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
  return { db, moderator, me, other, topic };
}

const topicRow = async (id: number) => (await t.database.db.select().from(topics).where(eq(topics.id, id)))[0]!;

describe('POST /comments', () => {
  it('creates an answer: counts it on the question and returns it with hasUnseenTopics', async () => {
    const { db, me, topic } = await scene();
    const view = await buildTopicView(db, { topicId: topic.id, userId: me.id });
    const res = await call(me, 'POST', '/comments', {
      topicId: topic.id,
      topicViewId: view.id,
      text: '  Start low, go slow.  ',
      replyTo: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      topicId: topic.id,
      replyTo: null,
      text: 'Start low, go slow.',
      ownAnswer: true,
      userVote: null,
      rating: { '1': 0, '-1': 0 },
      createdByUser: { id: me.id, specialty: { name: 'Cardiology' } },
      hasUnseenTopics: expect.any(Boolean),
    });
    const row = await topicRow(topic.id);
    expect(row.totalResponsesCount).toBe(1);
    expect(row.commentedAt).not.toBeNull();
  });

  it('refuses a too-short answer and a too-long comment with the spec’s messages, storing nothing', async () => {
    const { db, me, other, topic } = await scene();
    const short = await call(me, 'POST', '/comments', { topicId: topic.id, text: ' abcd ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Text must be at least 5 characters long.');
    expect(short.json().errors).toEqual([{ path: 'body.text', message: 'Text must be at least 5 characters long.' }]);
    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const long = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'x'.repeat(1001), replyTo: answer.id });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Text must be at most 1000 characters long.');
    const ok = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'x'.repeat(1000), replyTo: answer.id });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().replyTo).toBe(answer.id);
    const blank = await call(me, 'POST', '/comments', { topicId: topic.id, text: '   ', replyTo: answer.id });
    expect(blank.json().message).toBe('Required');
    const rows = await db.select().from(comments).where(eq(comments.topicId, topic.id));
    expect(rows).toHaveLength(2);
  });

  it('allows one answer per member per question: a second one is 409; after deleting, a new one is fine', async () => {
    const { me, topic } = await scene();
    const first = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'My first answer.' });
    const second = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'Another answer.' });
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('already_answered');
    expect((await call(me, 'DELETE', `/comments/${first.json().id}`)).statusCode).toBe(200);
    expect((await call(me, 'POST', '/comments', { topicId: topic.id, text: 'A fresh answer.' })).statusCode).toBe(200);
  });

  it('keeps one answer when the same member sends two at once', async () => {
    const { db, me, topic } = await scene();
    const results = await Promise.all([
      call(me, 'POST', '/comments', { topicId: topic.id, text: 'Sent twice, first.' }),
      call(me, 'POST', '/comments', { topicId: topic.id, text: 'Sent twice, second.' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db.select().from(comments).where(eq(comments.topicId, topic.id))).toHaveLength(1);
    expect((await topicRow(topic.id)).totalResponsesCount).toBe(1);
  });

  it('takes comments only on a top-level answer of the same question that is not deleted', async () => {
    const { db, me, other, topic, moderator } = await scene();
    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const reply = await buildAnswer(db, { topicId: topic.id, userId: other.id, replyTo: answer.id });
    const elsewhere = await buildTopic(db, { authorUserId: moderator.id });
    const foreign = await buildAnswer(db, { topicId: elsewhere.id, userId: other.id });
    const deleted = await buildAnswer(db, { topicId: topic.id, userId: moderator.id, deletedAt: new Date() });
    for (const replyTo of [reply.id, foreign.id, deleted.id, 999999]) {
      const res = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'A comment.', replyTo });
      expect(res.statusCode, `replyTo ${replyTo}`).toBe(400);
      expect(res.json().errors[0].path).toBe('body.replyTo');
    }
  });

  it('is 404 on a question the member cannot see and 400 on one that is not active', async () => {
    const { db, me, moderator } = await scene();
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    const expired = await buildTopic(db, {
      authorUserId: moderator.id,
      publishDate: new Date(Date.now() - 10 * DAY),
      expirationDate: new Date(Date.now() - DAY),
    });
    expect((await call(me, 'POST', '/comments', { topicId: mapped.id, text: 'Hello there.' })).statusCode).toBe(404);
    expect((await call(me, 'POST', '/comments', { topicId: 999999, text: 'Hello there.' })).statusCode).toBe(404);
    const closed = await call(me, 'POST', '/comments', { topicId: expired.id, text: 'Hello there.' });
    expect(closed.statusCode).toBe(400);
    expect(closed.json().code).toBe('question_not_active');
  });

  it('refuses a topic view that is not the member’s own view of this question', async () => {
    const { db, me, other, topic } = await scene();
    const theirs = await buildTopicView(db, { topicId: topic.id, userId: other.id });
    const res = await call(me, 'POST', '/comments', {
      topicId: topic.id,
      topicViewId: theirs.id,
      text: 'Hello there.',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0].path).toBe('body.topicViewId');
  });

  it('stores plain text as written and returns it as text, never as HTML', async () => {
    const { me, topic } = await scene();
    const text = 'BP <140/90 & <script>alert(1)</script>\r\nsecond line\u0007';
    const res = await call(me, 'POST', '/comments', { topicId: topic.id, text });
    expect(res.json().text).toBe('BP <140/90 & <script>alert(1)</script>\nsecond line');
    expect(res.headers['content-type']).toContain('application/json');
  });
});

describe('PATCH /comments/{id}', () => {
  it('lets the author edit with the same rules; records the modifier', async () => {
    const { me, topic } = await scene();
    const created = (await call(me, 'POST', '/comments', { topicId: topic.id, text: 'First version.' })).json();
    const res = await call(me, 'PATCH', `/comments/${created.id}`, { text: 'Second version.' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, text: 'Second version.', modifiedByUser: { id: me.id } });
    const short = await call(me, 'PATCH', `/comments/${created.id}`, { text: 'abc' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Text must be at least 5 characters long.');
  });

  it('applies the comment rule to a comment: at most 1000 characters', async () => {
    const { db, me, other, topic } = await scene();
    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const reply = await buildAnswer(db, { topicId: topic.id, userId: me.id, replyTo: answer.id, text: 'ok' });
    const long = await call(me, 'PATCH', `/comments/${reply.id}`, { text: 'y'.repeat(1001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Text must be at most 1000 characters long.');
    expect((await call(me, 'PATCH', `/comments/${reply.id}`, { text: 'ok!' })).statusCode).toBe(200);
  });

  it('is 403 on someone else’s answer and 404 on an unknown or deleted one', async () => {
    const { db, me, other, topic } = await scene();
    const theirs = await buildAnswer(db, { topicId: topic.id, userId: other.id, text: 'Their answer.' });
    const res = await call(me, 'PATCH', `/comments/${theirs.id}`, { text: 'Hijacked text.' });
    expect(res.statusCode).toBe(403);
    const [row] = await db.select().from(comments).where(eq(comments.id, theirs.id));
    expect(row!.text).toBe('Their answer.');
    expect((await call(me, 'PATCH', '/comments/999999', { text: 'Whatever text.' })).statusCode).toBe(404);
    const gone = await buildAnswer(db, { topicId: topic.id, userId: me.id, deletedAt: new Date() });
    expect((await call(me, 'PATCH', `/comments/${gone.id}`, { text: 'Whatever text.' })).statusCode).toBe(404);
  });
});

describe('DELETE /comments/{id}', () => {
  it('marks a top-level answer deleted and keeps its comments; removes a reply', async () => {
    const { db, me, other, topic, moderator } = await scene();
    const answer = (await call(me, 'POST', '/comments', { topicId: topic.id, text: 'To be deleted.' })).json();
    const reply = (
      await call(other, 'POST', '/comments', { topicId: topic.id, text: 'A reply.', replyTo: answer.id })
    ).json();
    const otherReply = (
      await call(other, 'POST', '/comments', { topicId: topic.id, text: 'Another reply.', replyTo: answer.id })
    ).json();
    expect((await topicRow(topic.id)).totalResponsesCount).toBe(3);

    const res = await call(me, 'DELETE', `/comments/${answer.id}`);
    expect(res.statusCode).toBe(200);
    expect(Date.parse(res.json().deletedAt)).not.toBeNaN();
    const [kept] = await db.select().from(comments).where(eq(comments.id, answer.id));
    expect(kept!.deletedAt).not.toBeNull();
    expect(kept!.text).toBe('To be deleted.');

    expect((await call(other, 'DELETE', `/comments/${reply.id}`)).statusCode).toBe(200);
    expect(await db.select().from(comments).where(eq(comments.id, reply.id))).toEqual([]);
    expect(await db.select().from(comments).where(eq(comments.id, otherReply.id))).toHaveLength(1);
    expect((await topicRow(topic.id)).totalResponsesCount).toBe(1);

    const thread = await t.app.inject({
      url: `/api/v1/comments?topicId=${topic.id}`,
      headers: await t.authAs(moderator),
    });
    const shown = thread.json().comments.find((c: { id: number }) => c.id === answer.id);
    expect(shown).toMatchObject({ text: '', comments: [{ id: otherReply.id }] });
    expect((await call(me, 'DELETE', `/comments/${answer.id}`)).statusCode).toBe(404);
  });

  it('is 403 on someone else’s answer or comment, which stays', async () => {
    const { db, me, other, topic } = await scene();
    const theirs = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const theirReply = await buildAnswer(db, { topicId: topic.id, userId: other.id, replyTo: theirs.id });
    expect((await call(me, 'DELETE', `/comments/${theirs.id}`)).statusCode).toBe(403);
    expect((await call(me, 'DELETE', `/comments/${theirReply.id}`)).statusCode).toBe(403);
    const rows = await db.select().from(comments).where(eq(comments.topicId, topic.id));
    expect(rows.every((r) => r.deletedAt === null)).toBe(true);
    expect(rows).toHaveLength(2);
  });
});
