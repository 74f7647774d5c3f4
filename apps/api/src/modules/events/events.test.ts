import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../db/schema/index.js';
import { buildTopic, buildTopicView, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const focus = async (user: { id: number }, topicViewId: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/events/log_answer_form_focus',
    headers: await t.authAs(user),
    payload: { topicViewId },
  });

describe('POST /events/log_answer_form_focus', () => {
  it('records the focus once per question view, only for the caller’s own view', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const other = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const view = await buildTopicView(db, { topicId: topic.id, userId: me.id });
    expect((await focus(me, view.id)).json()).toEqual({ success: true, recorded: true });
    const again = await Promise.all([focus(me, view.id), focus(me, view.id)]);
    expect(again.map((r) => r.json())).toEqual([
      { success: true, recorded: false },
      { success: true, recorded: false },
    ]);
    expect((await focus(other, view.id)).statusCode).toBe(404);
    expect((await focus(me, 'x')).statusCode).toBe(400);
    const rows = await db.select().from(events).where(eq(events.topicViewId, view.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'answer_form_focus', userId: me.id, payload: { topicId: topic.id } });
    const secondView = await buildTopicView(db, { topicId: topic.id, userId: me.id });
    expect((await focus(me, secondView.id)).json().recorded).toBe(true);
  });
});
