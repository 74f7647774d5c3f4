import { IMMEDIATE_MAIL_WINDOW_MS } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { sendImmediateMail } from './notification-mail.job.js';
import { MAIL_LEASE_MS } from './notification-mail.queries.js';

/**
 * Immediate notification e-mail (issue 25) through a real SMTP receiver: who gets one, the throttle
 * per thread, exactly once under retries and concurrency, and the one-click unsubscribe it carries.
 */
let t: TestApp;
let smtp: SmtpReceiver;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PUBLIC_URL: 'https://peer.example.org',
    SUPPORT_EMAIL: 'Member Services <support@peer.example.org>',
  });
});
afterAll(async () => {
  await t?.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.delivered.length = 0;
  smtp.refused.length = 0;
  smtp.accept = async () => true;
});

/** A header's value, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

/** The text part of a received message, its soft line breaks and quoted-printable undone. */
const textOf = (raw: string) => {
  const part = /Content-Type: text\/plain[\s\S]*?\r?\n\r?\n([\s\S]*?)\r?\n--/i.exec(raw)?.[1] ?? '';
  return part
    .replace(/=\r?\n/g, '')
    .replace(/(=[0-9A-F]{2})+/g, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8'));
};

const subjectOf = (raw: string) => {
  const value = header(raw, 'Subject') ?? '';
  // =?UTF-8?Q?...?= encoded words, as nodemailer writes non-ASCII subjects.
  return value.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : data
          .replace(/_/g, ' ')
          .replace(/(=[0-9A-F]{2})+/gi, (m) => Buffer.from(m.replace(/=/g, ''), 'hex').toString('utf8')),
  );
};

const call = async (user: { id: number }, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload: payload as object });

async function scene(title = 'Chest pain at rest') {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const [a, b, c] = [await buildMember(db), await buildMember(db), await buildMember(db)];
  const topic = await buildTopic(db, { authorUserId: moderator.id, title, hideAnswers: false, rewardEnabled: false });
  const answer = (
    await call(a, 'POST', '/comments', { topicId: topic.id, text: 'Start low, go slow with the dose.' })
  ).json();
  return { db, a, b, c, topic, answerId: answer.id as number };
}

const commentOn = async (
  user: { id: number },
  topicId: number,
  answerId: number,
  text = 'Agreed, check renal function.',
) => {
  const res = await call(user, 'POST', '/comments', { topicId, text, replyTo: answerId });
  expect(res.statusCode).toBe(200);
  return res.json().id as number;
};

const to = (email: string) => smtp.delivered.filter((m) => m.to === email);
const minutes = (n: number) => new Date(Date.now() + n * 60_000);

describe('immediate notification e-mail', () => {
  it('a comment on my answer e-mails me once, with the sentence, the link, the settings link and a working one-click unsubscribe', async () => {
    const { a, b, topic, answerId } = await scene();
    const commentId = await commentOn(b, topic.id, answerId, 'A private thought nobody else should read in mail.');
    expect(await sendImmediateMail(t.app)).toBeGreaterThanOrEqual(1);
    const mine = to(a.email);
    expect(mine).toHaveLength(1);
    const raw = mine[0]!.raw;
    expect(subjectOf(raw)).toBe(`${b.firstName} ${b.lastName} commented on your answer to “Chest pain at rest”`);
    const text = textOf(raw);
    expect(text).toContain(`Dear Dr. ${a.lastName},`);
    expect(text).toContain(
      `https://peer.example.org/questions/${topic.id}?answer=${answerId}&type=redirected#comment-${commentId}`,
    );
    expect(text).toContain('https://peer.example.org/my/profile?tab=notifications');
    expect(text).not.toContain('private thought');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(mine[0]!.messageId).toMatch(/^<notification-\d+\.topic-\d+\.1@peer\.example\.org>$/);
    // Nobody else: not the commenter.
    expect(to(b.email)).toEqual([]);

    const links = header(raw, 'List-Unsubscribe')!;
    expect(links).toMatch(
      /^<mailto:support@peer\.example\.org\?subject=Unsubscribe%20[A-Za-z0-9_-]{32}%20answer_comment>, <https:\/\/peer\.example\.org\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}\/answer_comment>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const path = new URL(/<(https:[^>]+)>/.exec(links)![1]!).pathname;
    const done = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);

    // The next comment, even after the window, mails nothing: the kind is in the app only now.
    await commentOn(b, topic.id, answerId);
    await sendImmediateMail(t.app, { now: minutes(61) });
    expect(to(a.email)).toHaveLength(1);
    expect((await call(a, 'GET', '/notifications')).json().unreadCount).toBe(2);
  });

  it("a member who chose 'in_app' or 'digest' for the kind gets no e-mail", async () => {
    const { db, a, b, topic, answerId } = await scene();
    const other = await buildMember(db);
    const otherAnswer = (
      await call(other, 'POST', '/comments', { topicId: topic.id, text: 'Consider imaging first.' })
    ).json().id;
    expect(
      (await call(a, 'PUT', '/notifications/settings', { deliveries: { answer_comment: 'in_app' } })).statusCode,
    ).toBe(200);
    expect(
      (await call(other, 'PUT', '/notifications/settings', { deliveries: { answer_comment: 'digest' } })).statusCode,
    ).toBe(200);
    await commentOn(b, topic.id, answerId);
    await commentOn(b, topic.id, otherAnswer);
    await sendImmediateMail(t.app);
    await sendImmediateMail(t.app, { now: minutes(61) });
    expect(to(a.email)).toEqual([]);
    expect(to(other.email)).toEqual([]);
  });

  it('three comments within the hour: one e-mail now, then one grouped e-mail after the window', async () => {
    const { a, b, c, topic, answerId } = await scene('Syncope in a runner');
    await commentOn(b, topic.id, answerId);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toHaveLength(1);
    await commentOn(c, topic.id, answerId);
    await commentOn(b, topic.id, answerId);
    // Within the window: they wait.
    await sendImmediateMail(t.app, { now: minutes(10) });
    await sendImmediateMail(t.app, { now: minutes(59) });
    expect(to(a.email)).toHaveLength(1);
    // After it: one message with both.
    await sendImmediateMail(t.app, { now: minutes(61) });
    const mine = to(a.email);
    expect(mine).toHaveLength(2);
    const grouped = mine[1]!;
    expect(subjectOf(grouped.raw)).toBe('2 new activities on “Syncope in a runner”');
    const text = textOf(grouped.raw);
    expect(text).toContain(`- ${c.firstName} ${c.lastName} commented on your answer to “Syncope in a runner”`);
    expect(text).toContain(`- ${b.firstName} ${b.lastName} commented on your answer to “Syncope in a runner”`);
    expect(grouped.messageId).toMatch(/\.2@peer\.example\.org>$/);
    // Nothing more to send, even later.
    await sendImmediateMail(t.app, { now: minutes(200) });
    expect(to(a.email)).toHaveLength(2);
  });

  it('the window is per thread: a comment on another question goes at once', async () => {
    const first = await scene('First question');
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const second = await buildTopic(db, {
      authorUserId: moderator.id,
      title: 'Second question',
      hideAnswers: false,
      rewardEnabled: false,
    });
    const answer2 = (
      await call(first.a, 'POST', '/comments', { topicId: second.id, text: 'Check the ECG first, then decide.' })
    ).json().id;
    await commentOn(first.b, first.topic.id, first.answerId);
    await sendImmediateMail(t.app);
    await commentOn(first.b, second.id, answer2);
    await sendImmediateMail(t.app, { now: minutes(5) });
    expect(to(first.a.email).map((m) => subjectOf(m.raw))).toEqual([
      expect.stringContaining('“First question”'),
      expect.stringContaining('“Second question”'),
    ]);
  });

  it('the job run twice, and twice at once, sends each message once', async () => {
    const { a, b, topic, answerId } = await scene();
    await commentOn(b, topic.id, answerId);
    const now = new Date();
    await Promise.all([
      sendImmediateMail(t.app, { now }),
      sendImmediateMail(t.app, { now }),
      sendImmediateMail(t.app, { now }),
    ]);
    await sendImmediateMail(t.app, { now });
    await sendImmediateMail(t.app, { now: minutes(120) });
    expect(to(a.email)).toHaveLength(1);
  });

  it('a message the relay did not take goes again later with the same Message-ID, once', async () => {
    const { a, b, topic, answerId } = await scene();
    await commentOn(b, topic.id, answerId);
    // The metrics see it too (issue 26): one refused by the relay, then one sent again.
    const failed = async () =>
      (await t.app.metrics.mailFailed.get()).values.find((v) => v.labels.transport === 'smtp')?.value ?? 0;
    const retried = async () =>
      (await t.app.metrics.mailRetries.get()).values.find((v) => v.labels.kind === 'notification')?.value ?? 0;
    const failedBefore = await failed();
    const retriedBefore = await retried();
    smtp.accept = async () => false;
    await expect(sendImmediateMail(t.app)).rejects.toThrow();
    expect(smtp.refused.filter((m) => m.to === a.email)).toHaveLength(1);
    expect(await failed()).toBe(failedBefore + 1);
    smtp.accept = async () => true;
    // Its lease holds it until it runs out.
    await sendImmediateMail(t.app, { now: minutes(1) });
    expect(to(a.email)).toHaveLength(0);
    await sendImmediateMail(t.app, { now: new Date(Date.now() + MAIL_LEASE_MS + 60_000) });
    expect(to(a.email)).toHaveLength(1);
    expect(to(a.email)[0]!.messageId).toBe(smtp.refused.find((m) => m.to === a.email)!.messageId);
    expect(await retried()).toBe(retriedBefore + 1);
    await sendImmediateMail(t.app, { now: new Date(Date.now() + MAIL_LEASE_MS + IMMEDIATE_MAIL_WINDOW_MS * 2) });
    expect(to(a.email)).toHaveLength(1);
  });

  it('a sender that died after the relay accepted, before recording it, is resent with the same Message-ID once its lease ran out', async () => {
    const { db, a, b, topic, answerId } = await scene();
    await commentOn(b, topic.id, answerId);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toHaveLength(1);
    // What the crash leaves: the message claimed under a lease, nothing recorded.
    await db.execute(sql`update notification_mail_threads set done_at = null, lease_owner = 'dead',
        lease_until = now() + interval '5 minutes', last_mailed_at = null
      where user_id = ${a.id}`);
    await db.execute(sql`update notifications set mail_done_count = 0 where user_id = ${a.id}`);
    await sendImmediateMail(t.app, { now: minutes(1) });
    expect(to(a.email)).toHaveLength(1);
    await sendImmediateMail(t.app, { now: new Date(Date.now() + MAIL_LEASE_MS + 60_000) });
    const [first, again] = to(a.email);
    expect(again?.messageId).toBe(first!.messageId);
    await sendImmediateMail(t.app, { now: new Date(Date.now() + MAIL_LEASE_MS + 2 * IMMEDIATE_MAIL_WINDOW_MS) });
    expect(to(a.email)).toHaveLength(2);
  });

  it('a notification read in the app before its mail goes is not mailed', async () => {
    const { a, b, topic, answerId } = await scene();
    await commentOn(b, topic.id, answerId);
    expect((await call(a, 'POST', '/notifications/read-all')).statusCode).toBe(200);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toEqual([]);
  });

  it('the actor gets nothing for their own comment on their own answer', async () => {
    const { a, topic, answerId } = await scene();
    await commentOn(a, topic.id, answerId);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toEqual([]);
  });

  it("a deleted comment's notification is not mailed, also when it waited in the window", async () => {
    const { a, b, c, topic, answerId } = await scene();
    const deletedNow = await commentOn(b, topic.id, answerId);
    expect((await call(b, 'DELETE', `/comments/${deletedNow}`)).statusCode).toBe(200);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toEqual([]);

    await commentOn(c, topic.id, answerId);
    await sendImmediateMail(t.app);
    expect(to(a.email)).toHaveLength(1);
    const waiting = await commentOn(b, topic.id, answerId);
    expect((await call(b, 'DELETE', `/comments/${waiting}`)).statusCode).toBe(200);
    await sendImmediateMail(t.app, { now: minutes(61) });
    expect(to(a.email)).toHaveLength(1);
  });

  it('kinds without a thread are throttled per kind; a mail of several kinds has a footer link for each', async () => {
    const db = t.database.db;
    const member = await buildMember(db);
    const put = await call(member, 'PUT', '/notifications/settings', {
      deliveries: { reward_earned: 'immediate', gift_card_sent: 'immediate', new_answers: 'immediate' },
    });
    expect(put.statusCode).toBe(200);
    // Written as the events write them (notifications.other-events.ts), straight in the table.
    const notify = (kind: string, key: string, topicId: number | null, title: string, link: string) =>
      db.execute(sql`insert into notifications (user_id, kind, subject_key, topic_id, subject_title, link)
        values (${member.id}, ${kind}, ${key}, ${topicId}, ${title}, ${link})`);
    await notify('reward_earned', 'answer:901:reward', 901, 'Gout flare on colchicine', '/my/rewards');
    await notify('reward_earned', 'answer:902:reward', 902, 'Night sweats and weight loss', '/my/rewards');
    await sendImmediateMail(t.app);
    const first = to(member.email);
    expect(first.map((m) => subjectOf(m.raw))).toEqual(['2 new: Rewards I earned']);
    // Another kind without a thread goes at once; another reward waits for the window.
    await notify('gift_card_sent', 'gift-card:77', null, 'Gift card', '/my/rewards');
    await notify('reward_earned', 'answer:903:reward', 903, 'Tinnitus after a concert', '/my/rewards');
    await sendImmediateMail(t.app, { now: minutes(2) });
    expect(to(member.email).map((m) => subjectOf(m.raw))).toEqual([
      '2 new: Rewards I earned',
      'Your gift-card code was sent by e-mail; it is also under My rewards',
    ]);
    await sendImmediateMail(t.app, { now: minutes(62) });
    expect(
      to(member.email)
        .map((m) => subjectOf(m.raw))
        .at(-1),
    ).toBe('You earned a reward for your answer to “Tinnitus after a concert”');

    // Two kinds on one question in one message: List-Unsubscribe for the first, a footer link for each.
    const { a, b, topic, answerId } = await scene('Vertigo on standing');
    await call(a, 'PUT', '/notifications/settings', { deliveries: { new_answers: 'immediate' } });
    await commentOn(b, topic.id, answerId);
    expect(
      (
        await call(await buildMember(db), 'POST', '/comments', {
          topicId: topic.id,
          text: 'Check orthostatic blood pressure.',
        })
      ).statusCode,
    ).toBe(200);
    await sendImmediateMail(t.app);
    const [mixed] = to(a.email);
    expect(subjectOf(mixed!.raw)).toBe('2 new activities on “Vertigo on standing”');
    const text = textOf(mixed!.raw);
    expect(text).toContain('- 1 new answer on “Vertigo on standing”');
    expect(text).toMatch(
      /Stop e-mails about “Comments on my answers”: https:\/\/peer\.example\.org\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}\/answer_comment/,
    );
    expect(text).toMatch(
      /Stop e-mails about “New answers on questions I answered”: https:\/\/peer\.example\.org\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}\/new_answers/,
    );
    expect(header(mixed!.raw, 'List-Unsubscribe')).toMatch(/\/answer_comment>$/);
  });

  it('a batch of new answers that grows after its mail waits, and the next mail counts only the new ones', async () => {
    const { db, a, topic } = await scene('Persistent hiccups');
    await call(a, 'PUT', '/notifications/settings', { deliveries: { new_answers: 'immediate' } });
    const answerBy = async () =>
      expect(
        (
          await call(await buildMember(db), 'POST', '/comments', {
            topicId: topic.id,
            text: 'Try baclofen at a low dose.',
          })
        ).statusCode,
      ).toBe(200);
    await answerBy();
    await sendImmediateMail(t.app);
    await answerBy();
    await answerBy();
    await sendImmediateMail(t.app, { now: minutes(61) });
    expect(to(a.email).map((m) => subjectOf(m.raw))).toEqual([
      '1 new answer on “Persistent hiccups”',
      '2 new answers on “Persistent hiccups”',
    ]);
  });
});
