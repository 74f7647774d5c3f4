import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'DELETE' | 'POST' | 'PATCH';

async function call(user: { id: number }, method: Method, url: string, payload?: object, token?: string) {
  const authorization = token ? `Bearer ${token}` : (await t.authAs(user)).authorization;
  return t.app.inject({ method, url: `/api/v1${url}`, headers: { authorization }, payload });
}

async function scene() {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const me = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  const other = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
  return { db, moderator, me, other, topic };
}

describe('text drafts', () => {
  it('saves an answer draft and reads it back from a second sign-in of the same member, never for another', async () => {
    const { me, other, topic } = await scene();
    const saved = await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Start with a beta blocker' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ kind: 'answer', targetId: topic.id, text: 'Start with a beta blocker' });
    // A later save replaces the first (one draft per member, kind and target).
    await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Start with a beta blocker, then' });

    const secondSignIn = await t.tokenFor(me, { issuedAt: Math.floor(Date.now() / 1000) - 30 });
    const read = await call(me, 'GET', `/drafts/answer/${topic.id}`, undefined, secondSignIn);
    expect(read.statusCode).toBe(200);
    expect(read.json().text).toBe('Start with a beta blocker, then');

    const theirs = await call(other, 'GET', `/drafts/answer/${topic.id}`);
    expect(theirs.statusCode).toBe(404);
    expect(JSON.stringify(theirs.json())).not.toContain('beta blocker');
    // Another member's discard removes nothing of mine.
    expect((await call(other, 'DELETE', `/drafts/answer/${topic.id}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/drafts/answer/${topic.id}`)).statusCode).toBe(200);
  });

  it('removes the answer draft with the answer, and the comment draft with the comment', async () => {
    const { db, me, other, topic } = await scene();
    await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Half an answer' });
    const posted = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'A whole answer.' });
    expect(posted.statusCode).toBe(200);
    expect((await call(me, 'GET', `/drafts/answer/${topic.id}`)).statusCode).toBe(404);

    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    await call(me, 'PUT', `/drafts/comment/${answer.id}`, { text: 'Half a comment' });
    expect((await call(me, 'GET', `/drafts/comment/${answer.id}`)).json().text).toBe('Half a comment');
    const commented = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'Agreed.', replyTo: answer.id });
    expect(commented.statusCode).toBe(200);
    expect((await call(me, 'GET', `/drafts/comment/${answer.id}`)).statusCode).toBe(404);
  });

  it('keeps an edit draft of my own item only, removed by the edit', async () => {
    const { db, me, other, topic } = await scene();
    const mine = await buildAnswer(db, { topicId: topic.id, userId: me.id });
    const theirs = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    expect((await call(me, 'PUT', `/drafts/edit/${theirs.id}`, { text: 'Not mine to edit' })).statusCode).toBe(404);
    expect((await call(me, 'PUT', `/drafts/edit/${mine.id}`, { text: 'Better wording' })).statusCode).toBe(200);
    const edited = await call(me, 'PATCH', `/comments/${mine.id}`, { text: 'Better wording, final.' });
    expect(edited.statusCode).toBe(200);
    expect((await call(me, 'GET', `/drafts/edit/${mine.id}`)).statusCode).toBe(404);
  });

  it("a deleted answer, comment or question takes every author's drafts aimed at it", async () => {
    const { db, moderator, me, other, topic } = await scene();
    const draftsAt = async (targetId: number) =>
      (
        await selectRows<{ n: number }>(db, sql`select count(*)::int as n from drafts where target_id = ${targetId}`)
      )[0]!.n;
    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const reply = await call(me, 'POST', '/comments', { topicId: topic.id, text: 'Agreed.', replyTo: answer.id });
    expect(reply.statusCode).toBe(200);
    const commentId = reply.json().id as number;
    // Drafts of others aimed at each: a comment and an edit on the answer, an edit of the comment.
    expect((await call(me, 'PUT', `/drafts/comment/${answer.id}`, { text: 'Half a second comment' })).statusCode).toBe(
      200,
    );
    expect((await call(other, 'PUT', `/drafts/edit/${answer.id}`, { text: 'Better wording' })).statusCode).toBe(200);
    expect((await call(me, 'PUT', `/drafts/edit/${commentId}`, { text: 'Agreed, mostly.' })).statusCode).toBe(200);
    const otherTopic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    expect((await call(me, 'PUT', `/drafts/answer/${otherTopic.id}`, { text: 'Half an answer' })).statusCode).toBe(200);
    expect(
      (await call(moderator, 'PUT', `/drafts/consensus/${otherTopic.id}`, { data: JSON.stringify({ title: 'Draft' }) }))
        .statusCode,
    ).toBe(200);

    expect((await call(me, 'DELETE', `/comments/${commentId}`)).statusCode).toBe(200);
    expect(await draftsAt(commentId)).toBe(0);
    expect(await draftsAt(answer.id)).toBe(2);
    expect((await call(other, 'DELETE', `/comments/${answer.id}`)).statusCode).toBe(200);
    expect(await draftsAt(answer.id)).toBe(0);
    expect(await draftsAt(otherTopic.id)).toBe(2);
    expect((await call(moderator, 'DELETE', `/internal/topics/${otherTopic.id}`)).statusCode).toBe(200);
    expect(await draftsAt(otherTopic.id)).toBe(0);
  });

  it('bounds a draft by the text it becomes (400) and refuses unknown targets (404), storing nothing', async () => {
    const { db, me, other, topic } = await scene();
    const tooLong = await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'x'.repeat(4001) });
    expect(tooLong.statusCode).toBe(400);
    const answer = await buildAnswer(db, { topicId: topic.id, userId: other.id });
    const longComment = await call(me, 'PUT', `/drafts/comment/${answer.id}`, { text: 'x'.repeat(1001) });
    expect(longComment.statusCode).toBe(400);
    expect(longComment.json().message).toBe('Text must be at most 1000 characters long.');
    expect((await call(me, 'GET', `/drafts/comment/${answer.id}`)).statusCode).toBe(404);
    expect((await call(me, 'PUT', '/drafts/answer/999999', { text: 'Somewhere' })).statusCode).toBe(404);
    expect((await call(me, 'PUT', '/drafts/comment/999999', { text: 'Somewhere' })).statusCode).toBe(404);
    expect((await call(me, 'PUT', `/drafts/other/${topic.id}`, { text: 'Somewhere' })).statusCode).toBe(400);
  });

  it('does not run the patient-identifier check on a draft (it runs on submit)', async () => {
    const { me, topic } = await scene();
    const text = 'Patient John Smith, MRN 12345678, seen on 03/04/2026 at 555-123-4567.';
    const saved = await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text });
    expect(saved.statusCode).toBe(200);
    const posted = await call(me, 'POST', '/comments', { topicId: topic.id, text });
    expect(posted.statusCode).toBe(422);
    // A refused submit leaves the draft in place.
    expect((await call(me, 'GET', `/drafts/answer/${topic.id}`)).json().text).toBe(text);
  });

  it('refuses drafts to staff (who never answer) and to members on a question hidden from them', async () => {
    const { db, moderator, me, topic } = await scene();
    expect((await call(moderator, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Staff' })).statusCode).toBe(403);
    const hidden = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: true });
    const someone = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
    const answer = await buildAnswer(db, { topicId: hidden.id, userId: someone.id });
    // The member has not answered: the other answers do not exist for them.
    expect((await call(me, 'PUT', `/drafts/comment/${answer.id}`, { text: 'Hello' })).statusCode).toBe(404);
  });

  it('refuses drafts on an expired question like the answer itself (400), keeping them readable', async () => {
    const { db, moderator, me } = await scene();
    const DAY = 24 * 3600 * 1000;
    const expired = await buildTopic(db, {
      authorUserId: moderator.id,
      hideAnswers: false,
      publishDate: new Date(Date.now() - 10 * DAY),
      expirationDate: new Date(Date.now() - DAY),
    });
    const refused = await call(me, 'PUT', `/drafts/answer/${expired.id}`, { text: 'Too late' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('question_not_active');
    expect((await call(me, 'GET', `/drafts/answer/${expired.id}`)).statusCode).toBe(404);
  });

  it('discards a draft, and a blank save removes it', async () => {
    const { me, topic } = await scene();
    await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Keep?' });
    expect((await call(me, 'DELETE', `/drafts/answer/${topic.id}`)).statusCode).toBe(200);
    expect((await call(me, 'GET', `/drafts/answer/${topic.id}`)).statusCode).toBe(404);
    await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: 'Again' });
    const blank = await call(me, 'PUT', `/drafts/answer/${topic.id}`, { text: '   ' });
    expect(blank.statusCode).toBe(200);
    expect(blank.json()).toBeNull();
    expect((await call(me, 'GET', `/drafts/answer/${topic.id}`)).statusCode).toBe(404);
  });
});

describe('consensus drafts', () => {
  it('keeps the wizard form per case and per writer; discard removes it', async () => {
    const { db, moderator, me, topic } = await scene();
    const second = await buildTopic(db, { authorUserId: moderator.id });
    const colleague = await buildUser(db, { role: 'moderator' });
    const data = { ConsensusTitle: 'Beta blockers after MI', Sections: [{ title: 'A' }] };
    const saved = await call(moderator, 'PUT', `/drafts/consensus/${topic.id}`, { data: JSON.stringify(data) });
    expect(saved.statusCode).toBe(200);
    const read = await call(moderator, 'GET', `/drafts/consensus/${topic.id}`);
    expect(read.json()).toMatchObject({ topicId: topic.id, data });
    expect((await call(moderator, 'GET', `/drafts/consensus/${second.id}`)).statusCode).toBe(404);
    expect((await call(colleague, 'GET', `/drafts/consensus/${topic.id}`)).statusCode).toBe(404);
    expect((await call(me, 'GET', `/drafts/consensus/${topic.id}`)).statusCode).toBe(403);
    expect((await call(moderator, 'PUT', '/drafts/consensus/999999', { data: JSON.stringify(data) })).statusCode).toBe(
      404,
    );
    const huge = await call(moderator, 'PUT', `/drafts/consensus/${topic.id}`, {
      data: JSON.stringify({ x: 'y'.repeat(500_001) }),
    });
    expect(huge.statusCode).toBe(400);
    for (const text of ['[1, 2]', 'not json', '"a string"', 'null']) {
      const bad = await call(moderator, 'PUT', `/drafts/consensus/${topic.id}`, { data: text });
      expect(bad.statusCode).toBe(400);
    }
    expect((await call(moderator, 'GET', `/drafts/consensus/${topic.id}`)).json()).toMatchObject({ data });
    expect((await call(moderator, 'DELETE', `/drafts/consensus/${topic.id}`)).statusCode).toBe(200);
    expect((await call(moderator, 'GET', `/drafts/consensus/${topic.id}`)).statusCode).toBe(404);
  });
});
