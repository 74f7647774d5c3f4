import { rmSync, writeFileSync } from 'node:fs';
import { IDENTITY_MESSAGES } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignInError } from '../../cli/oidc-login.js';
import { authTickets } from '../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildUser } from '../../test/factories.js';
import { issuerClient } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { hashPassword } from './passwords.js';

/** Magic-link sign-in (`/login_magic`): request, e-mail in the outbox, one use through the issuer. */
let t: TestApp;
let n = 0;

beforeAll(async () => {
  // The test is the proxy: X-Forwarded-For names the address of each request.
  t = await createTestApp({ TRUST_PROXY: '127.0.0.1' }, { issuer: true, listen: true });
});
afterAll(async () => t?.close());

const client = () => issuerClient(t);

const newEmail = () => `magic${++n}@example.test`;

function requestLink(body: object, from = '192.0.2.1', app: TestApp = t) {
  return fetch(`${app.baseUrl}/api/v1/auth/magic_link`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from },
    body: JSON.stringify(body),
  });
}

async function mailsTo(email: string) {
  return (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);
}

/** The link of the newest e-mail to `email` (the e-mail is sent just after the answer). */
async function linkFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const [mail] = await mailsTo(email);
    const link = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (link) return link;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no e-mail to ${email}`);
}

describe('POST /api/v1/auth/magic_link', () => {
  it('answers the same for an account, an unknown e-mail and a disabled account, and mails only the account', async () => {
    const email = newEmail();
    const disabledEmail = newEmail();
    await buildUser(t.database.db, { role: 'hcp', email });
    await buildUser(t.database.db, { role: 'hcp', email: disabledEmail, disabled: true });
    const answers = await Promise.all([
      requestLink({ email: email.toUpperCase() }),
      requestLink({ email: 'nobody-here@example.test' }),
      requestLink({ email: disabledEmail }),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(bodies).toEqual([0, 1, 2].map(() => ({ message: IDENTITY_MESSAGES.magicLinkSent })));
    expect(await linkFor(email)).toMatch(new RegExp(`^${t.config.oidc.issuer}/magic/[A-Za-z0-9_-]{43}$`));
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Your Peer Consults sign-in link');
    expect(mail!.text).toContain('expires in 15 minutes');
    expect(await mailsTo('nobody-here@example.test')).toEqual([]);
    expect(await mailsTo(disabledEmail)).toEqual([]);
    // Only a hash of the link's token is stored.
    const token = (await linkFor(email)).split('/').pop()!;
    const stored = await t.database.db.select({ hash: authTickets.tokenHash }).from(authTickets);
    expect(stored.some((r) => r.hash === token)).toBe(false);
  });

  it('refuses an invalid e-mail and a return path outside the product with field messages', async () => {
    const bad = await requestLink({ email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe('Email address is in invalid format.');
    for (const returnTo of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
      const res = await requestLink({ email: 'someone@example.test', returnTo });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe(IDENTITY_MESSAGES.returnToInvalid);
    }
  });

  it('sends at most 5 links per e-mail and address per 15 minutes, and says so on the sixth', async () => {
    const email = newEmail();
    await buildUser(t.database.db, { role: 'hcp', email });
    for (let i = 0; i < 5; i++) expect((await requestLink({ email })).status).toBe(200);
    const sixth = await requestLink({ email });
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(await sixth.json()).toEqual({
      statusCode: 429,
      code: 'rate_limited',
      message: 'Too many sign-in links were asked for. Please wait 15 minutes and try again.',
      requestId: expect.any(String),
    });
    // An unknown e-mail is refused alike: the refusal says nothing about who has an account.
    for (let i = 0; i < 5; i++) await requestLink({ email: 'nobody-else@example.test' });
    expect((await requestLink({ email: 'nobody-else@example.test' })).status).toBe(429);
    await linkFor(email);
    await new Promise((r) => setTimeout(r, 300));
    expect(await mailsTo(email)).toHaveLength(5);
  });

  it('five anonymous requests from elsewhere do not use up the member’s own requests', async () => {
    const email = newEmail();
    await buildUser(t.database.db, { role: 'hcp', email });
    for (let i = 0; i < 5; i++) expect((await requestLink({ email }, `203.0.113.${i}`)).status).toBe(200);
    expect((await requestLink({ email }, '198.51.100.20')).status).toBe(200);
    for (let i = 0; i < 100 && (await mailsTo(email)).length < 6; i++) await new Promise((r) => setTimeout(r, 50));
    expect(await mailsTo(email)).toHaveLength(6);
  });
});

describe('following a magic link', () => {
  it('signs the member in through the issuer once, and never a second time', async () => {
    const email = newEmail();
    const user = await buildUser(t.database.db, { role: 'hcp', email });
    await requestLink({ email, returnTo: '/questions/5' });
    const link = await linkFor(email);
    expect(link).toContain('?returnTo=%2Fquestions%2F5');

    const browser = client();
    const otherTab = client();
    const { response } = await browser.request(link);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/login?returnTo=%2Fquestions%2F5');
    expect((await otherTab.request(link)).response.status).toBe(303);

    // The web app's /login starts the usual authorization request; the issuer signs in the link's account.
    const tokens = await browser.signIn();
    expect(decodeJwt(tokens.access_token).sub).toBe(String(user.id));

    // Used: the link shows a dead end, and a tab that opened it before cannot use it either.
    const again = await client().request(link);
    expect(again.response.status).toBe(410);
    expect(await again.response.text()).toContain('This sign-in link has expired or was already used.');
    const late = await otherTab.signIn().then(
      () => null,
      (err: Error) => err,
    );
    expect(late).toBeInstanceOf(SignInError);
    expect(late?.message).toBe('This sign-in link has expired or was already used. You can ask for a new one.');
  });

  it('refuses an expired link', async () => {
    const email = newEmail();
    const user = await buildUser(t.database.db, { role: 'hcp', email });
    await requestLink({ email });
    const link = await linkFor(email);
    await t.database.db
      .update(authTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTickets.userId, user.id));
    const res = await client().request(link);
    expect(res.response.status).toBe(410);
    expect(await res.response.text()).toContain('<a href="/login_magic">Email me a new sign-in link</a>');
  });

  it('signs in the link’s account even when someone else was signed in at the issuer', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const first = newEmail();
    await buildUser(t.database.db, { role: 'hcp', email: first, passwordHash });
    const second = newEmail();
    const secondUser = await buildUser(t.database.db, { role: 'test_hcp', email: second });
    const browser = client();
    await browser.signIn({ email: first, password: DEMO_PASSWORD });
    await requestLink({ email: second });
    await browser.request(await linkFor(second));
    const tokens = await browser.signIn();
    expect(decodeJwt(tokens.access_token).sub).toBe(String(secondUser.id));
  });

  it('answers a malformed link with the same dead end', async () => {
    const res = await client().request(`${t.config.oidc.issuer}/magic/not-a-token`);
    expect(res.response.status).toBe(410);
  });
});

describe('a sign-in link whose e-mail fails', () => {
  it('is queued and sent when mail works again, not answered as sent and lost', async () => {
    const app = await createTestApp({ JOBS_ENABLED: 'true' }, { issuer: true, listen: true });
    try {
      const email = newEmail();
      await buildUser(app.database.db, { role: 'hcp', email });
      // A file where the outbox folder should be: every e-mail fails until it is removed.
      const outbox = app.config.mail.outboxDir;
      writeFileSync(outbox, 'not a folder');
      expect((await requestLink({ email }, '192.0.2.9', app)).status).toBe(200);
      const queued = async () =>
        (
          await app.database.executeSql(
            "select count(*)::int as n from pgboss.job where name = 'identity-magic-link-send'",
          )
        ).rows[0] as { n: number };
      for (let i = 0; i < 100 && (await queued()).n === 0; i++) await new Promise((r) => setTimeout(r, 100));
      expect((await queued()).n).toBe(1);
      rmSync(outbox);
      let mails: Awaited<ReturnType<typeof readOutbox>> = [];
      for (let i = 0; i < 300 && mails.length === 0; i++) {
        await new Promise((r) => setTimeout(r, 100));
        mails = (await readOutbox(outbox)).filter((m) => m.to === email);
      }
      expect(mails).toHaveLength(1);
      expect(mails[0]!.text).toMatch(new RegExp(`${app.config.oidc.issuer}/magic/[A-Za-z0-9_-]{43}`));
      // The metrics tell it as it happened (issue 26): each refused send was followed by one sent again
      // (the retry job itself fails once more if it ran before the outbox came back).
      const { metrics } = app.app;
      const failed = (await metrics.mailFailed.get()).values.find((v) => v.labels.transport === 'outbox')?.value;
      expect(failed).toBeGreaterThanOrEqual(1);
      expect((await metrics.mailRetries.get()).values.find((v) => v.labels.kind === 'sign_in_link')?.value).toBe(
        failed,
      );
    } finally {
      await app.close();
    }
  }, 60_000);
});
