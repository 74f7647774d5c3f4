import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { fanOutNewAnswers, notificationFanoutJobs } from './notification-fanout.js';

/**
 * The "new answers" batches counted off the answer's request: the answer writes one queue row, never
 * one row per member who answered before; the fan-out counts each waiting answer exactly once, however
 * many run at once, and a deleted answer still waiting is never counted.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = async (user: { id: number }, topicId: number) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/comments',
    headers: await t.authAs(user),
    payload: { topicId, text: 'Start low, go slow with the dose.' },
  });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};

const countOf = async (table: 'notifications' | 'notification_fanout', topicId: number) =>
  (
    await selectRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ${sql.raw(table)} where topic_id = ${topicId}`,
    )
  )[0]!.n;

const batches = (topicId: number) =>
  selectRows<{ user_id: number; count: number; answer_id: number }>(
    t.database.db,
    sql`select user_id, count, answer_id from notifications where kind = 'new_answers' and topic_id = ${topicId}
      order by user_id`,
  );

async function scene() {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false, rewardEnabled: false });
  const members = [];
  for (let i = 0; i < 5; i++) members.push(await buildMember(db));
  return { topic, members };
}

describe('the new-answers fan-out', () => {
  it('an answer writes one queue row and no batch; the fan-out counts it for each earlier answerer', async () => {
    const { topic, members } = await scene();
    const [m1, m2, m3, m4] = members;
    await answer(m1!, topic.id);
    await answer(m2!, topic.id);
    await answer(m3!, topic.id);
    expect(await countOf('notification_fanout', topic.id)).toBe(3);
    expect(await countOf('notifications', topic.id)).toBe(0);

    expect(await fanOutNewAnswers(t.app.db)).toBeGreaterThanOrEqual(1);
    expect(await countOf('notification_fanout', topic.id)).toBe(0);
    // m1 answered first: m2's and m3's answers; m2: m3's; m3 answered last: none; nobody counts their own.
    const last = await answer(m4!, topic.id);
    await fanOutNewAnswers(t.app.db);
    expect((await batches(topic.id)).map((b) => [b.user_id, b.count, b.answer_id])).toEqual([
      [m1!.id, 3, last],
      [m2!.id, 2, last],
      [m3!.id, 1, last],
    ]);
  });

  it('three fan-outs at once count every waiting answer exactly once', async () => {
    const { topic, members } = await scene();
    for (const m of members) await answer(m, topic.id);
    await Promise.all([fanOutNewAnswers(t.app.db), fanOutNewAnswers(t.app.db), fanOutNewAnswers(t.app.db)]);
    expect((await batches(topic.id)).map((b) => b.count)).toEqual([4, 3, 2, 1]);
    expect(await countOf('notification_fanout', topic.id)).toBe(0);
    // Nothing left to count: a further run changes nothing.
    await fanOutNewAnswers(t.app.db);
    expect((await batches(topic.id)).map((b) => b.count)).toEqual([4, 3, 2, 1]);
  });

  it('an answer deleted while waiting is never counted, and one deleted after counting leaves the batches', async () => {
    const { topic, members } = await scene();
    const [m1, m2, m3] = members;
    await answer(m1!, topic.id);
    const waiting = await answer(m2!, topic.id);
    const del = async (user: { id: number }, id: number) =>
      t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: await t.authAs(user) });
    expect((await del(m2!, waiting)).statusCode).toBe(200);
    const queued = await selectRows<{ answer_id: number }>(
      t.database.db,
      sql`select answer_id from notification_fanout where topic_id = ${topic.id}`,
    );
    expect(queued.map((q) => q.answer_id)).not.toContain(waiting);
    const counted = await answer(m3!, topic.id);
    await fanOutNewAnswers(t.app.db);
    expect((await batches(topic.id)).map((b) => [b.user_id, b.count])).toEqual([[m1!.id, 1]]);
    expect((await del(m3!, counted)).statusCode).toBe(200);
    expect(await batches(topic.id)).toEqual([]);
  });

  it('is a pg-boss cron job every minute', () => {
    expect(notificationFanoutJobs.map((j) => [j.name, j.cron])).toEqual([['notification-fanout', '* * * * *']]);
  });
});
