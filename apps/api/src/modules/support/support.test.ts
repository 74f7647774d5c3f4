import { SUPPORT_MESSAGES } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../mail/mailer.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SUPPORT_EMAIL: 'members@example.test' });
});
afterAll(() => t.close());

/** Each test from an address of its own: the route allows 5 messages a minute per client. */
let client = 0;
const nextAddress = () => `10.9.0.${++client}`;

const send = (payload: object, o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/support/messages',
    payload,
    remoteAddress: o.remoteAddress ?? nextAddress(),
    headers: o.headers,
  });

const valid = {
  name: 'Dr. Rita Lee',
  email: 'rita@clinic.example.org',
  subject: 'My rewards page is empty',
  message: 'Hello,\n\nI answered two questions last week.',
};

const mailTo = async (subject: string) =>
  (await readOutbox(t.config.mail.outboxDir)).find((m) => m.subject === subject);

describe('POST /support/messages', () => {
  it('e-mails member services (SUPPORT_EMAIL) for a signed-out visitor, with Reply-To the sender', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SUPPORT_MESSAGES.sent });
    const mail = await mailTo('Support: My rewards page is empty');
    expect(mail).toMatchObject({ to: 'members@example.test', replyTo: 'rita@clinic.example.org' });
    expect(mail!.text).toContain('From: Dr. Rita Lee <rita@clinic.example.org>');
    expect(mail!.text).toContain('Not signed in');
    expect(mail!.text).toContain('I answered two questions last week.');
  });

  it('names a signed-in sender, whose token is optional on this public route', async () => {
    const member = await buildUser(t.database.db, { role: 'hcp', firstName: 'Sam', lastName: 'Okafor' });
    const res = await send({ ...valid, subject: 'Signed in question' }, { headers: await t.authAs(member) });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo('Support: Signed in question');
    expect(mail!.text).toContain(`Signed in as Sam Okafor (user ${member.id}`);
  });

  it('keeps line breaks and control characters out of the subject, so no header can be added', async () => {
    const res = await send({
      ...valid,
      name: 'Eve\r\nBcc: victim@example.org',
      subject: 'Hi\r\nBcc: victim@example.org\u0007\nX-Injected: yes',
    });
    expect(res.statusCode).toBe(200);
    const mail = await mailTo('Support: Hi Bcc: victim@example.org X-Injected: yes');
    expect(mail).toBeDefined();
    expect(mail!.text).toContain('From: Eve Bcc: victim@example.org <rita@clinic.example.org>');
    expect(Object.keys(mail!.headers ?? {})).toEqual([]);
    // An address with a line break is not an address.
    const bad = await send({ ...valid, email: 'rita@clinic.example.org\r\nBcc: x@example.org' });
    expect(bad.statusCode).toBe(400);
  });

  it('answers each missing or invalid field with the form’s words, sending nothing', async () => {
    const before = (await readOutbox(t.config.mail.outboxDir)).length;
    const empty = await send({ name: ' ', email: '', subject: '', message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toEqual([
      { path: 'body.name', message: 'Required' },
      { path: 'body.email', message: 'Required' },
      { path: 'body.subject', message: 'Required' },
      { path: 'body.message', message: 'Required' },
    ]);
    const wrong = await send({ ...valid, email: 'not-an-address', message: 'x'.repeat(5001) });
    expect(wrong.json().errors).toEqual([
      { path: 'body.email', message: 'Email address is in invalid format.' },
      { path: 'body.message', message: 'Text must be at most 5000 characters long.' },
    ]);
    expect((await readOutbox(t.config.mail.outboxDir)).length).toBe(before);
  });

  it('allows 5 messages a minute per client, then 429', async () => {
    const address = nextAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await send({ ...valid, subject: `Burst ${i}` }, { remoteAddress: address })).statusCode);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
    // Another client is not held back.
    expect((await send({ ...valid, subject: 'Other client' })).statusCode).toBe(200);
  });
});

describe('when the mail relay refuses', () => {
  let failing: TestApp;
  beforeAll(async () => {
    failing = await createTestApp();
    const refusing: Mailer = {
      kind: 'smtp',
      send: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      },
      close: () => {},
    };
    failing.app.mailer.send = refusing.send;
  });
  afterAll(() => failing.close());

  it('answers 503 with the spec’s failure text, so the visitor sends again', async () => {
    const res = await failing.app.inject({ method: 'POST', url: '/api/v1/support/messages', payload: valid });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'mail_unavailable', message: SUPPORT_MESSAGES.failed });
  });
});
