import { FLAG_MESSAGES } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flags } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildAnswer, buildTopic, buildTopicView, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { withoutRequestId } from '../../test/bodies.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'support@example.test' });
});
afterAll(() => t.close());

const flag = async (user: { id: number }, topicId: number, payload: object) =>
  t.app.inject({ method: 'POST', url: `/api/v1/topics/${topicId}/flag`, headers: await t.authAs(user), payload });

describe('POST /topics/{id}/flag', () => {
  it('stores the report and e-mails support, the title prefixed with the question title cut to 100 characters', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', firstName: 'Rita', email: 'rita@example.test' });
    const longTitle = `${'Q'.repeat(99)}XYZ and more`;
    const topic = await buildTopic(db, { authorUserId: moderator.id, title: longTitle, hideAnswers: false });
    const answer = await buildAnswer(db, { topicId: topic.id, userId: moderator.id, text: 'Offending answer' });
    const res = await flag(me, topic.id, {
      userEmail: 'rita@example.test',
      title: 'Inaccurate\nanswer',
      message: 'This answer gives a wrong dose.',
      id: topic.id,
      answerId: answer.id,
      commentId: null,
      content: 'Offending answer',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    const [stored] = await db.select().from(flags).where(eq(flags.topicId, topic.id));
    expect(stored).toMatchObject({ userId: me.id, userEmail: 'rita@example.test', answerId: answer.id });
    expect(stored!.title).toBe(`${'Q'.repeat(99)}X: Inaccurate answer`);
    expect(stored!.mailedAt).not.toBeNull();
    const [mail] = await readOutbox(t.config.mail.outboxDir);
    // Support's reply goes to the reporter (the address on the report), not to the no-reply sender.
    expect(mail).toMatchObject({ to: 'support@example.test', subject: stored!.title, replyTo: 'rita@example.test' });
    expect(mail!.text).toContain('This answer gives a wrong dose.');
    expect(mail!.text).toContain('rita@example.test');
  });

  it('names the reporter from the token: an e-mail address in the body is never used', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp', email: 'hcp.reporter@example.test' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, title: 'Reply-to check' });
    for (const userEmail of ['someone-else@example.test', undefined, '', 'not-an-email']) {
      const res = await flag(me, topic.id, { userEmail, title: 'Wrong dose', message: 'Please look.' });
      expect(res.statusCode, String(userEmail)).toBe(200);
    }
    const mails = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.subject === 'Reply-to check: Wrong dose');
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      expect(mail.replyTo).toBe('hcp.reporter@example.test');
      expect(mail.text).toContain('reply to hcp.reporter@example.test');
      expect(mail.text).not.toContain('someone-else');
    }
    const stored = await db.select().from(flags).where(eq(flags.topicId, topic.id));
    expect(stored.map((f) => f.userEmail)).toEqual(Array(4).fill('hcp.reporter@example.test'));
  });

  it('answers missing fields with Required, storing nothing', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const empty = await flag(me, topic.id, { title: ' ', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'body.title', message: 'Required' },
      { path: 'body.message', message: 'Required' },
    ]);
    const wrongAnswer = await flag(me, topic.id, { userEmail: 'a@b.co', title: 'T', message: 'M', answerId: 999999 });
    expect(wrongAnswer.statusCode).toBe(400);
    const wrongId = await flag(me, topic.id, { userEmail: 'a@b.co', title: 'T', message: 'M', id: topic.id + 1 });
    expect(wrongId.statusCode).toBe(400);
    expect(await db.select().from(flags).where(eq(flags.topicId, topic.id))).toEqual([]);
  });

  it('treats an answer hidden from the reporter like an id never used, until they see the responses', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const author = await buildUser(db, { role: 'hcp' });
    const me = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: true });
    const answer = await buildAnswer(db, { topicId: topic.id, userId: author.id });
    const report = (answerId: number) =>
      flag(me, topic.id, { userEmail: 'a@b.co', title: 'T', message: 'M', answerId });
    const hidden = await report(answer.id);
    expect(hidden.statusCode).toBe(400);
    expect(withoutRequestId(hidden.json())).toEqual(withoutRequestId((await report(answer.id + 100_000)).json()));
    await buildTopicView(db, { topicId: topic.id, userId: me.id, responsesShownAt: new Date() });
    expect((await report(answer.id)).statusCode).toBe(200);
  });

  it('is 404 for a question the member cannot see', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    expect((await flag(me, mapped.id, { userEmail: 'a@b.co', title: 'T', message: 'M' })).statusCode).toBe(404);
  });

  it('is a 503 with the failure title when the mail transport fails; the report is kept unmailed', {
    timeout: 120_000,
  }, async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const db = broken.database.db;
      const moderator = await buildUser(db, { role: 'moderator' });
      const me = await buildUser(db, { role: 'hcp' });
      const topic = await buildTopic(db, { authorUserId: moderator.id });
      const res = await broken.app.inject({
        method: 'POST',
        url: `/api/v1/topics/${topic.id}/flag`,
        headers: await broken.authAs(me),
        payload: { userEmail: 'a@b.co', title: 'T', message: 'M' },
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(FLAG_MESSAGES.failureTitle);
      const [stored] = await db.select().from(flags);
      expect(stored!.mailedAt).toBeNull();
    } finally {
      await broken.close();
    }
  });
});

describe('report flood', () => {
  it('limits reports to 10 a minute per member', { timeout: 120_000 }, async () => {
    const app = await createTestApp();
    try {
      const moderator = await buildUser(app.database.db, { role: 'moderator' });
      const me = await buildUser(app.database.db, { role: 'hcp' });
      const topic = await buildTopic(app.database.db, { authorUserId: moderator.id });
      const headers = await app.authAs(me);
      const codes: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await app.app.inject({
          method: 'POST',
          url: `/api/v1/topics/${topic.id}/flag`,
          headers,
          payload: { userEmail: 'a@b.co', title: 'T', message: 'M' },
        });
        codes.push(res.statusCode);
      }
      expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
      expect(codes[10]).toBe(429);
      // Another member behind the same address reports on their own budget.
      const colleague = await buildUser(app.database.db, { role: 'hcp' });
      const theirs = await app.app.inject({
        method: 'POST',
        url: `/api/v1/topics/${topic.id}/flag`,
        headers: await app.authAs(colleague),
        payload: { title: 'T', message: 'M' },
      });
      expect(theirs.statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
