import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTickets } from '../../db/schema/index.js';
import { buildUser } from '../../test/factories.js';
import { issuerClient } from '../../test/issuer-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createSetPasswordTicket, SET_PASSWORD_MESSAGES } from './set-password.js';

/** The set-password ticket (spec §7 `setPasswordURL`) that user management gives a new account. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
});
afterAll(async () => t?.close());

function submit(url: string, password: string, confirmation = password) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirmation }).toString(),
  });
}

describe('set-password link', () => {
  it('lets a new account choose a password once, then sign in with it', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp', email: 'new-member@example.test' });
    const ticket = await createSetPasswordTicket(t.database.db, t.config, user.id);
    expect(ticket!.setPasswordURL).toMatch(new RegExp(`^${t.config.oidc.issuer}/set-password/[A-Za-z0-9_-]{43}$`));
    expect(ticket!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);

    const page = await fetch(ticket!.setPasswordURL);
    expect(page.status).toBe(200);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('new-member@example.test');
    expect(html).toContain('<label for="password">New password</label>');
    expect(html).toContain('<label for="confirmation">Repeat the new password</label>');

    const short = await submit(ticket!.setPasswordURL, 'short');
    expect(short.status).toBe(400);
    expect(await short.text()).toContain(SET_PASSWORD_MESSAGES.tooShort);
    const mismatch = await submit(ticket!.setPasswordURL, 'a-long-password-1', 'a-long-password-2');
    expect(mismatch.status).toBe(400);
    expect(await mismatch.text()).toContain(SET_PASSWORD_MESSAGES.mismatch);

    const done = await submit(ticket!.setPasswordURL, 'a-long-password-1');
    expect(done.status).toBe(200);
    expect(await done.text()).toContain(SET_PASSWORD_MESSAGES.done);

    const again = await submit(ticket!.setPasswordURL, 'an-attacker-password');
    expect(again.status).toBe(410);
    expect((await fetch(ticket!.setPasswordURL)).status).toBe(410);

    const tokens = await issuerClient(t).signIn({ email: 'new-member@example.test', password: 'a-long-password-1' });
    expect(decodeJwt(tokens.access_token).sub).toBe(String(user.id));
  });

  it('refuses an expired link and a link of a disabled account', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    const expired = await createSetPasswordTicket(t.database.db, t.config, user.id);
    await t.database.db
      .update(authTickets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTickets.userId, user.id));
    expect((await submit(expired!.setPasswordURL, 'a-long-password-1')).status).toBe(410);

    const disabled = await buildUser(t.database.db, { role: 'hcp', disabled: true });
    const ticket = await createSetPasswordTicket(t.database.db, t.config, disabled.id);
    expect((await fetch(ticket!.setPasswordURL)).status).toBe(410);
  });
});
