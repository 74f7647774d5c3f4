import { DEFAULT_NOTIFICATION_DELIVERY } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMember } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { streamUnsubscribeHeaders, streamUnsubscribeUrl } from './unsubscribe-links.js';
import { unsubscribeTokenFor } from './unsubscribe.queries.js';

/**
 * One-click unsubscribe from one stream of notification mail (issue 25): a kind's e-mails go in-app
 * only, the digest is switched off, everything else the member chose stays.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://peer.example.org' });
});
afterAll(() => t.close());

const settingsOf = async (user: { id: number }) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/notifications/settings', headers: await t.authAs(user) })).json();

const pathOf = (url: string) => new URL(url).pathname;

describe('unsubscribing from one stream of notification mail', () => {
  it('the headers carry a one-click link to the stream and a mailto naming it', async () => {
    const headers = streamUnsubscribeHeaders({
      publicUrl: 'https://peer.example.org',
      supportEmail: 'Member Services <support@peer.example.org>',
      token: 'T'.repeat(32),
      stream: 'answer_comment',
    });
    expect(headers['List-Unsubscribe']).toBe(
      `<mailto:support@peer.example.org?subject=Unsubscribe%20${'T'.repeat(32)}%20answer_comment>, <https://peer.example.org/api/v1/unsubscribe/${'T'.repeat(32)}/answer_comment>`,
    );
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('GET only asks; the one-click POST moves that kind to in-app and keeps the other choices', async () => {
    const member = await buildMember(t.database.db);
    await t.app.inject({
      method: 'PUT',
      url: '/api/v1/notifications/settings',
      headers: await t.authAs(member),
      payload: { deliveries: { new_answers: 'immediate' }, timeZone: 'Europe/Oslo' },
    });
    const token = await unsubscribeTokenFor(t.database.db, member.id);
    const url = pathOf(streamUnsubscribeUrl('https://peer.example.org', token, 'answer_comment'));

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Stop receiving Peer Consults e-mails about: Comments on my answers?');
    expect((await settingsOf(member)).deliveries.answer_comment).toBe('immediate');

    const done = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed from e-mails about: Comments on my answers.');
    expect(await settingsOf(member)).toEqual({
      deliveries: { ...DEFAULT_NOTIFICATION_DELIVERY, new_answers: 'immediate', answer_comment: 'in_app' },
      weeklyDigest: true,
      timeZone: 'Europe/Oslo',
    });
    // A second click changes nothing more.
    expect((await t.app.inject({ method: 'POST', url })).statusCode).toBe(200);
  });

  it('the digest link switches the digest off, and nothing else', async () => {
    const member = await buildMember(t.database.db);
    const token = await unsubscribeTokenFor(t.database.db, member.id);
    const res = await t.app.inject({
      method: 'POST',
      url: pathOf(streamUnsubscribeUrl('https://peer.example.org', token, 'weekly_digest')),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('The weekly digest');
    expect(await settingsOf(member)).toEqual({
      deliveries: DEFAULT_NOTIFICATION_DELIVERY,
      weeklyDigest: false,
      timeZone: null,
    });
  });

  it('an unknown token or stream changes nothing', async () => {
    const member = await buildMember(t.database.db);
    const token = await unsubscribeTokenFor(t.database.db, member.id);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${'x'.repeat(32)}/answer_comment` })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/v1/unsubscribe/${'x'.repeat(32)}/weekly_digest` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/v1/unsubscribe/${token}/birthdays` })).statusCode).toBe(
      400,
    );
    expect(await settingsOf(member)).toEqual({
      deliveries: DEFAULT_NOTIFICATION_DELIVERY,
      weeklyDigest: true,
      timeZone: null,
    });
  });
});
