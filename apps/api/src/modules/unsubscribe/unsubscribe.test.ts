import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTopic, buildUser } from '../../test/factories.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { sendCampaign } from '../campaigns/campaign-send.job.js';

/**
 * Campaign mail through a real SMTP receiver: the unsubscribe headers a mail provider reads, the
 * link's confirmation page and one-click POST, and the next campaign leaving the member out.
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

/** A header's value, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

async function campaign(topicId: number, name: string) {
  const moderator = await buildUser(t.database.db, { role: 'moderator' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/campaigns',
    headers: await t.authAs(moderator),
    payload: { topicId, name, targetAudience: 'eligible' },
  });
  expect(res.statusCode).toBe(200);
  const id = res.json().campaign.id as number;
  smtp.delivered.length = 0;
  await sendCampaign(t.app, id);
  return [...smtp.delivered];
}

/** The path of the https unsubscribe link of a received message. */
const unsubscribePath = (raw: string) => {
  const links = header(raw, 'List-Unsubscribe') ?? '';
  const https = /<(https:\/\/[^>]+)>/.exec(links)?.[1];
  return https ? new URL(https).pathname : '';
};

describe('campaign mail unsubscribe', () => {
  it('carries List-Unsubscribe (mailto and https) and one-click; the link unsubscribes; the next campaign leaves the member out', async () => {
    const db = t.database.db;
    const author = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: author.id, specialties: ['Ophthalmology'] });
    const leaving = await buildUser(db, { role: 'hcp', specialty: 'Ophthalmology' });
    const staying = await buildUser(db, { role: 'hcp', specialty: 'Ophthalmology' });

    const first = await campaign(topic.id, 'First wave');
    expect(first.map((m) => m.to).sort()).toEqual([leaving.email, staying.email].sort());
    const raw = first.find((m) => m.to === leaving.email)!.raw;
    const links = header(raw, 'List-Unsubscribe')!;
    expect(links).toMatch(
      /^<mailto:support@peer\.example\.org\?subject=Unsubscribe%20[A-Za-z0-9_-]{32}>, <https:\/\/peer\.example\.org\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}>$/,
    );
    expect(header(raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    const path = unsubscribePath(raw);
    // Each member has a link of their own.
    expect(unsubscribePath(first.find((m) => m.to === staying.email)!.raw)).not.toBe(path);

    // Opening the link (or a scanner fetching it) only asks.
    const page = await t.app.inject({ url: path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain(leaving.email);
    expect((await campaign(topic.id, 'Still subscribed')).map((m) => m.to)).toContain(leaving.email);

    // The provider's one-click POST (RFC 8058).
    const oneClick = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('You are unsubscribed');
    expect((await t.app.inject({ url: path })).body).toContain('You are unsubscribed');

    const later = await campaign(topic.id, 'Second wave');
    expect(later.map((m) => m.to)).toEqual([staying.email]);
  });

  it('answers 404 to a link it never sent, however it is shaped', async () => {
    for (const token of ['A'.repeat(32), 'short', '1%27%20or%201%3D1']) {
      expect((await t.app.inject({ url: `/api/v1/unsubscribe/${token}` })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}` })).statusCode).toBe(404);
    }
  });
});
