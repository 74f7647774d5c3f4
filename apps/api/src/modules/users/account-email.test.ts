import { roleByKey } from '@pc/contracts';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildUser, specialtyId } from '../../test/factories.js';
import { issuerClient } from '../../test/issuer-client.js';
import type { FastifyInstance } from 'fastify';
import { NO_ACCOUNT_EMAIL, sendAccountEmail } from './account-email.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** A new account's set-password e-mail, end to end through the built-in issuer. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { issuer: true, listen: true });
});
afterAll(async () => t?.close());

const setPassword = (url: string, password: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ password, confirmation: password }).toString(),
  });

describe('account e-mail of a new user', () => {
  it('lets the new member set a password from the e-mail and sign in; a deleted member’s link is dead', async () => {
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const headers = await t.authAs(admin);
    const email = `welcome${Date.now()}@example.test`;
    const form = {
      firstName: 'Wendy',
      lastName: 'Welcome',
      email,
      roleId: roleByKey('test_hcp').id,
      specialtyId: await specialtyId(t.database.db, 'Cardiology'),
    };
    const created = await t.app.inject({ method: 'POST', url: '/api/v1/users', headers, payload: form });
    expect(created.statusCode).toBe(200);
    const [mail] = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);
    const link = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]{43}/.exec(mail!.text)![0];

    expect((await setPassword(link, 'a-long-password-1')).status).toBe(200);
    const tokens = await issuerClient(t).signIn({ email, password: 'a-long-password-1' });
    expect(decodeJwt(tokens.access_token).sub).toBe(String(created.json().id));

    // Now that the member has a password, an edit that keeps the e-mail sends nothing.
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/users/${created.json().id}`,
      headers,
      payload: { ...form, lastName: 'Welcomed' },
    });
    expect(edited.json()).toMatchObject({ lastName: 'Welcomed', sentAccountUpdateEmail: false });

    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: { ...form, email: `gone-${email}` },
    });
    const [otherMail] = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === `gone-${email}`);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/users/${other.json().id}`, headers });
    const otherLink = /https?:\/\/\S+\/set-password\/[A-Za-z0-9_-]{43}/.exec(otherMail!.text)![0];
    expect((await fetch(otherLink)).status).toBe(410);
  });

  it('makes no ticket and sends nothing with an external issuer (passwords live there)', async () => {
    let sent = 0;
    const external = {
      config: { ...t.config, oidc: { ...t.config.oidc, external: true } },
      mailer: { send: async () => void sent++ },
    } as unknown as FastifyInstance;
    const outcome = await sendAccountEmail(external, { id: 1, email: 'x@example.test', firstName: 'X' }, true);
    expect(outcome).toEqual(NO_ACCOUNT_EMAIL);
    expect(sent).toBe(0);
  });
});
