import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { fanOutNewAnswers } from './notification-fanout.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (user: { id: number }, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload: payload as object });

const answer = (user: { id: number }, topicId: number, text = 'Start low, go slow with the dose.') =>
  call(user, 'POST', '/comments', { topicId, text });
const comment = (user: { id: number }, topicId: number, replyTo: number, text = 'Agreed, and check renal function.') =>
  call(user, 'POST', '/comments', { topicId, text, replyTo });

/** New answers are counted into the batches by the fan-out job (notification-fanout.ts), run here. */
const fanOut = () => fanOutNewAnswers(t.app.db);

const rowsOf = (userId: number) => t.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const list = async (user: { id: number }, query = '') => (await call(user, 'GET', `/notifications${query}`)).json();

async function scene(o: { hideAnswers?: boolean } = {}) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const [a, b, c] = [await buildMember(db), await buildMember(db), await buildMember(db)];
  const topic = await buildTopic(db, {
    authorUserId: moderator.id,
    hideAnswers: o.hideAnswers ?? false,
    title: 'Chest pain at rest',
    // Rewards have their own notification (notifications-other.test.ts).
    rewardEnabled: false,
  });
  return { db, moderator, a, b, c, topic };
}

describe('notifications from thread events', () => {
  it('a comment on my answer notifies me once, never the commenter, and links to the comment', async () => {
    const { a, b, topic } = await scene();
    const posted = await answer(a, topic.id);
    expect(posted.statusCode).toBe(200);
    const saved = await comment(b, topic.id, posted.json().id);
    expect(saved.statusCode).toBe(200);
    const mine = await rowsOf(a.id);
    expect(mine.map((n) => n.kind)).toEqual(['answer_comment']);
    expect(await rowsOf(b.id)).toEqual([]);
    const body = await list(a);
    expect(body.unreadCount).toBe(1);
    expect(body.notifications[0]).toMatchObject({
      kind: 'answer_comment',
      link: `/questions/${topic.id}?answer=${posted.json().id}&type=redirected#comment-${saved.json().id}`,
      readAt: null,
    });
    expect(body.notifications[0].message).toContain(
      `${b.firstName} ${b.lastName} commented on your answer to “Chest pain at rest”`,
    );
  });

  it('a reply under an answer where I commented notifies me (not the answer author twice, not the actor)', async () => {
    const { a, b, c, topic } = await scene();
    const ans = (await answer(a, topic.id)).json();
    await comment(b, topic.id, ans.id);
    await comment(c, topic.id, ans.id);
    expect((await rowsOf(b.id)).map((n) => n.kind)).toEqual(['comment_reply']);
    expect((await rowsOf(a.id)).map((n) => n.kind).sort()).toEqual(['answer_comment', 'answer_comment']);
    expect(await rowsOf(c.id)).toEqual([]);
  });

  it('new answers batch into one unread row per question, and a read batch opens a new one', async () => {
    const { db, a, topic } = await scene();
    await answer(a, topic.id);
    for (let i = 0; i < 3; i++) expect((await answer(await buildMember(db), topic.id)).statusCode).toBe(200);
    expect(await rowsOf(a.id)).toEqual([]);
    await fanOut();
    const [batch, ...rest] = await rowsOf(a.id);
    expect(rest).toEqual([]);
    expect(batch).toMatchObject({ kind: 'new_answers', count: 3 });
    expect((await list(a)).notifications[0].message).toBe('3 new answers on “Chest pain at rest”');
    expect((await call(a, 'POST', `/notifications/${batch!.id}/read`)).json()).toEqual({ unreadCount: 0 });
    await answer(await buildMember(db), topic.id);
    await fanOut();
    const after = await rowsOf(a.id);
    expect(after).toHaveLength(2);
    expect(after.find((n) => n.readAt === null)).toMatchObject({ count: 1 });
  });

  it('agree milestones notify the author once each', async () => {
    const { db, a, topic } = await scene();
    const ans = await buildAnswer(db, { topicId: topic.id, userId: a.id, agreeCount: 0 });
    const voters = [];
    for (let i = 0; i < 10; i++) voters.push(await buildMember(db));
    for (const v of voters)
      expect((await call(v, 'POST', `/comments/${ans.id}/ratings`, { rating: 1 })).statusCode).toBe(200);
    // The tenth agree taken back and given again: still one notification for 10.
    await call(voters[9]!, 'POST', `/comments/${ans.id}/ratings`, { rating: 1 });
    await call(voters[9]!, 'POST', `/comments/${ans.id}/ratings`, { rating: 1 });
    const mine = await rowsOf(a.id);
    expect(mine.map((n) => [n.kind, n.subjectKey])).toEqual([['answer_agrees', `answer:${ans.id}:agrees:10`]]);
    expect((await list(a)).notifications[0].message).toBe('Your answer to “Chest pain at rest” reached 10 agrees');
  });

  it('a hidden thread stays hidden: a member without a live answer learns nothing of replies', async () => {
    const { db, a, b, c, topic } = await scene({ hideAnswers: true });
    const ans = (await answer(a, topic.id)).json();
    const own = (await answer(b, topic.id)).json();
    expect((await comment(b, topic.id, ans.id)).statusCode).toBe(200);
    // b deletes their answer: the thread's responses are hidden from b again.
    expect((await call(b, 'DELETE', `/comments/${own.id}`)).statusCode).toBe(200);
    await db.delete(notifications).where(eq(notifications.userId, b.id));
    await answer(c, topic.id);
    expect((await comment(c, topic.id, ans.id)).statusCode).toBe(200);
    await fanOut();
    expect(await rowsOf(b.id)).toEqual([]);
    // b's answer left a's batch when deleted; c's answer is the one counted.
    expect((await rowsOf(a.id)).map((n) => [n.kind, n.count]).sort()).toEqual([
      ['answer_comment', 1],
      ['answer_comment', 1],
      ['new_answers', 1],
    ]);
  });

  it('a deleted comment or answer withdraws its unread notifications', async () => {
    const { a, b, topic } = await scene();
    const ans = (await answer(a, topic.id)).json();
    const com = (await comment(b, topic.id, ans.id)).json();
    const bAnswer = (await answer(b, topic.id)).json();
    await fanOut();
    expect((await rowsOf(a.id)).map((n) => n.kind).sort()).toEqual(['answer_comment', 'new_answers']);
    expect((await call(b, 'DELETE', `/comments/${com.id}`)).statusCode).toBe(200);
    expect((await call(b, 'DELETE', `/comments/${bAnswer.id}`)).statusCode).toBe(200);
    expect(await rowsOf(a.id)).toEqual([]);
  });
});

describe('reading and marking notifications', () => {
  it('marks one and all read; another member’s notification is a 404', async () => {
    const { a, b, c, topic } = await scene();
    const ans = (await answer(a, topic.id)).json();
    await comment(b, topic.id, ans.id);
    await comment(c, topic.id, ans.id);
    const [first] = await rowsOf(a.id);
    expect((await call(b, 'POST', `/notifications/${first!.id}/read`)).statusCode).toBe(404);
    expect((await call(a, 'POST', `/notifications/${first!.id}/read`)).json()).toEqual({ unreadCount: 1 });
    const unreadOnly = await list(a, '?unread=true');
    expect(unreadOnly.notifications).toHaveLength(1);
    expect(unreadOnly.total).toBe(1);
    expect((await call(a, 'POST', '/notifications/read-all')).json()).toEqual({ unreadCount: 0 });
    expect((await list(a, '?unread=true')).notifications).toEqual([]);
    expect((await list(a)).notifications).toHaveLength(2);
    expect((await list(b)).notifications.some((n: { id: number }) => n.id === first!.id)).toBe(false);
    expect((await call(a, 'GET', '/notifications?unread=maybe')).statusCode).toBe(400);
  });

  it('the unread count carries an ETag: an unchanged poll is a 304, a new notification changes it', async () => {
    const { a, b, topic } = await scene();
    const ans = (await answer(a, topic.id)).json();
    const first = await call(a, 'GET', '/notifications/unread-count');
    expect(first.json()).toEqual({ unreadCount: 0 });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unread-count',
      headers: { ...(await t.authAs(a)), 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    await comment(b, topic.id, ans.id);
    const changed = await t.app.inject({
      method: 'GET',
      url: '/api/v1/notifications/unread-count',
      headers: { ...(await t.authAs(a)), 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ unreadCount: 1 });
  });
});
