import { MESSAGES, USER_MESSAGES, type UserFormBody, effectivePermissions, roleByKey } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildAnswer, buildMember, buildTopic, buildUser, buildUserForm, specialtyId } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/** Edit, disable, delete and restore (spec §2, §4, §8), the account e-mail, and the audit log. */
let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
let cardiology: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'administrator' });
  cardiology = await specialtyId(t.database.db, 'Cardiology');
});
afterAll(async () => t?.close());

const hcpForm = (o: Partial<UserFormBody> = {}) => buildUserForm(cardiology, o);

async function send(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, as = admin) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(as), payload: payload as object });
}

const mailsTo = async (email: string) => (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);
const currentUser = async (user: { id: number }) =>
  (await t.app.inject({ url: '/api/v1/current_user', headers: await t.authAs(user) })).statusCode;
const auditOf = async (id: number) =>
  (await send('GET', `/audit-log?entity=user&entityId=${id}&count=100`)).json().data as {
    action: string;
    actor: { id: number } | null;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  }[];

/** A member made through the API, with the form that made them. */
async function created(o: Partial<UserFormBody> = {}) {
  const form = hcpForm(o);
  const res = await send('POST', '/users', form);
  expect(res.statusCode).toBe(200);
  return { form, user: res.json() as { id: number; email: string } };
}

describe('PATCH users/{id}', () => {
  it('changes the user; a changed role resets the permissions to what the new role allows', async () => {
    const { form, user } = await created({ permissions: ['create_case'] });
    expect((await send('GET', `/users/${user.id}`)).json().permissions).toContain('create_case');
    const res = await send('PATCH', `/users/${user.id}`, {
      ...form,
      firstName: ' Ravindra ',
      roleId: roleByKey('moderator').id,
      npi: '',
      permissions: ['create_case', 'user_content'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ firstName: 'Ravindra', roleName: 'Moderator', internalNpi: true });
    expect(res.json().permissions.sort()).toEqual([...roleByKey('moderator').preset, 'user_content'].sort());
    expect(res.json().npi).toMatch(/^\d{9}$/);
  });

  it('answers 301 and 303 when another user holds the e-mail or NPI, 404 for an unknown user', async () => {
    const a = await created();
    const b = await created();
    const email = await send('PATCH', `/users/${b.user.id}`, { ...b.form, email: a.form.email });
    expect(email.json()).toMatchObject({ code: '301', message: USER_MESSAGES.emailNotUnique });
    const npi = await send('PATCH', `/users/${b.user.id}`, { ...b.form, npi: a.form.npi });
    expect(npi.json()).toMatchObject({ code: '303', message: USER_MESSAGES.npiNotUnique });
    expect((await send('PATCH', '/users/2147483647', b.form)).statusCode).toBe(404);
  });

  it('sends a new set-password link to a changed e-mail address', async () => {
    const { form, user } = await created();
    const email = `moved.${Date.now()}@example.test`;
    const res = await send('PATCH', `/users/${user.id}`, { ...form, email });
    expect(res.json()).toMatchObject({ email, createdPasswordChangeTicket: true, sentAccountUpdateEmail: true });
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Your Peer Consults account was updated');
    expect(mail?.text).toContain('/set-password/');
  });

  it('says when the account e-mail failed and gives the administrator the link to copy', async () => {
    const send1 = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('relay down'));
    const form = hcpForm();
    const res = await send('POST', '/users', form);
    send1.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      createdPasswordChangeTicket: true,
      sentAccountUpdateEmail: false,
      setPasswordURL: expect.stringMatching(new RegExp(`^${t.config.oidc.issuer}/set-password/[A-Za-z0-9_-]{43}$`)),
      userProfile: { userCreateFailed: true },
    });
    expect(await mailsTo(form.email)).toEqual([]);
    // The list shows the failed-creation icon until an account e-mail goes out.
    const listed = (await send('GET', `/users?term=${encodeURIComponent(form.email)}`)).json().data[0];
    expect(listed.userProfile.userCreateFailed).toBe(true);
    const again = await send('PATCH', `/users/${res.json().id}`, form);
    expect(again.json()).toMatchObject({ sentAccountUpdateEmail: true, userProfile: { userCreateFailed: false } });
  });

  it('sends nothing when account e-mails are turned off for the user', async () => {
    const form = hcpForm({ disableAccountUpdateEmail: true });
    const res = await send('POST', '/users', form);
    expect(res.json()).toMatchObject({
      createdPasswordChangeTicket: false,
      setPasswordURL: null,
      sentAccountUpdateEmail: false,
    });
    expect(await mailsTo(form.email)).toEqual([]);
  });

  it('disables and enables: a disabled person’s next request answers 401', async () => {
    const member = await buildMember(t.database.db);
    expect(await currentUser(member)).toBe(200);
    const form = {
      ...hcpForm(),
      firstName: member.firstName,
      lastName: member.lastName,
      email: member.email,
      npi: member.npi,
      disableAccountUpdateEmail: true,
    };
    const off = await send('PATCH', `/users/${member.id}`, { ...form, disabled: true });
    expect(off.json().disabled).toBe(true);
    expect(await currentUser(member)).toBe(401);
    // Leaving `disabled` out keeps the state.
    expect((await send('PATCH', `/users/${member.id}`, form)).json().disabled).toBe(true);
    expect((await send('PATCH', `/users/${member.id}`, { ...form, disabled: false })).json().disabled).toBe(false);
    expect(await currentUser(member)).toBe(200);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['enable', 'update', 'disable']);
  });

  it('changes only the fields sent: disabling needs only `disabled`, a name only the name', async () => {
    const { user } = await created({ phone: '555-0100', permissions: ['create_case'] });
    const before = (await send('GET', `/users/${user.id}`)).json();
    const off = await send('PATCH', `/users/${user.id}`, { disabled: true });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ disabled: true, sentAccountUpdateEmail: false });
    const renamed = await send('PATCH', `/users/${user.id}`, { firstName: 'Noor' });
    expect(renamed.statusCode).toBe(200);
    const { updatedAt: _b, disabled: _d, ...kept } = before;
    const { updatedAt: _a, ...now } = (await send('GET', `/users/${user.id}`)).json();
    expect(now).toEqual({ ...kept, firstName: 'Noor', disabled: true });
    expect((await auditOf(user.id)).map((e) => e.action)).toEqual(['update', 'disable', 'create']);
  });

  it("a role change alone keeps what was ticked and the new role allows, never the old role's presets", async () => {
    const iq = roleByKey('iq_moderator');
    const { user } = await created({ roleId: iq.id, npi: '', permissions: ['all_patient_cases_management'] });
    expect(iq.preset).toContain('user_content');
    const res = await send('PATCH', `/users/${user.id}`, { roleId: roleByKey('moderator').id });
    expect(res.statusCode).toBe(200);
    // user_content, a moderator's option, was the IQ moderator's preset, not a tick: the moderator has only the preset.
    expect(res.json().permissions).toEqual(effectivePermissions(roleByKey('moderator')));
  });

  it('checks the merged user whole: a role needing an NPI for a user without one is refused and nothing changes', async () => {
    const { user } = await created({ roleId: roleByKey('moderator').id, npi: '' });
    const before = (await send('GET', `/users/${user.id}`)).json();
    const res = await send('PATCH', `/users/${user.id}`, { roleId: roleByKey('hcp').id });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: 'npi' })]);
    const badEmail = await send('PATCH', `/users/${user.id}`, { email: 'not an address' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().errors).toEqual([{ path: 'body.email', message: MESSAGES.email }]);
    expect((await send('GET', `/users/${user.id}`)).json()).toEqual(before);
  });

  it('refuses to let an administrator disable, demote or delete themselves', async () => {
    const self = {
      firstName: admin.firstName,
      lastName: admin.lastName,
      email: admin.email,
      roleId: admin.roleId,
      npi: admin.npi,
      disableAccountUpdateEmail: true,
    };
    for (const [method, payload] of [
      ['PATCH', { ...self, disabled: true }],
      ['PATCH', { ...self, roleId: roleByKey('moderator').id }],
      ['DELETE', undefined],
    ] as const) {
      const res = await send(method, `/users/${admin.id}`, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(USER_MESSAGES.ownAccount);
    }
    expect((await send('PATCH', `/users/${admin.id}`, { ...self, firstName: 'Avery' })).statusCode).toBe(200);
  });
});

describe('DELETE users/{id} and PATCH users/{id}/restore', () => {
  it('soft-deletes: the person’s next request answers 401 and their answers stay under their name', async () => {
    const member = await buildMember(t.database.db, { firstName: 'Greta', lastName: 'Lund' });
    const topic = await buildTopic(t.database.db, { authorUserId: admin.id, hideAnswers: false });
    const answer = await buildAnswer(t.database.db, { topicId: topic.id, userId: member.id });
    expect(await currentUser(member)).toBe(200);

    const res = await send('DELETE', `/users/${member.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, deletedAt: expect.any(String) });
    expect(await currentUser(member)).toBe(401);
    expect((await send('GET', `/users/${member.id}`)).statusCode).toBe(404);
    expect((await send('DELETE', `/users/${member.id}`)).statusCode).toBe(404);

    const thread = (await send('GET', `/comments?topicId=${topic.id}`)).json();
    expect(thread.comments).toEqual([
      expect.objectContaining({
        id: answer.id,
        createdByUser: expect.objectContaining({ firstName: 'Greta', lastName: 'Lund' }),
      }),
    ]);

    const restored = await send('PATCH', `/users/${member.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ id: member.id, deletedAt: null });
    expect(await currentUser(member)).toBe(200);
    expect((await auditOf(member.id)).map((e) => e.action)).toEqual(['restore', 'delete']);
  });

  it('restores only a deleted user whose e-mail and NPI are still free', async () => {
    const active = await buildUser(t.database.db);
    expect((await send('PATCH', `/users/${active.id}/restore`)).statusCode).toBe(409);
    expect((await send('PATCH', '/users/2147483647/restore')).statusCode).toBe(404);

    const gone = await buildUser(t.database.db, { deletedAt: new Date() });
    await buildUser(t.database.db, { email: gone.email.toUpperCase() });
    const taken = await send('PATCH', `/users/${gone.id}/restore`);
    expect(taken.json()).toMatchObject({ code: '301', message: USER_MESSAGES.emailNotUnique });

    const goneNpi = await buildUser(t.database.db, { deletedAt: new Date() });
    await buildUser(t.database.db, { npi: goneNpi.npi });
    expect((await send('PATCH', `/users/${goneNpi.id}/restore`)).json().code).toBe('303');
  });
});

describe('audit log', () => {
  it('records who created, changed and deleted a user, before and after, never the password hash', async () => {
    const { form, user } = await created();
    await t.database.db.update(users).set({ passwordHash: 'argon2-secret-hash' }).where(eq(users.id, user.id));
    await send('PATCH', `/users/${user.id}`, { ...form, lastName: 'Renamed' });
    await send('DELETE', `/users/${user.id}`);
    const entries = await auditOf(user.id);
    expect(entries.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(entries.every((e) => e.actor?.id === admin.id)).toBe(true);
    expect(entries[1]).toMatchObject({ before: { lastName: form.lastName }, after: { lastName: 'Renamed' } });
    expect(entries[2]!.before).toBeNull();
    expect(JSON.stringify(entries)).not.toContain('argon2-secret-hash');
    expect(JSON.stringify(entries)).not.toMatch(/passwordHash|password_hash/);
  });

  it('is readable by administrators only, a page at a time', async () => {
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    expect((await send('GET', '/audit-log', undefined, moderator)).statusCode).toBe(403);
    const page = (await send('GET', '/audit-log?entity=user&count=2&pageNumber=1')).json();
    expect(page.data).toHaveLength(2);
    expect(page.meta).toMatchObject({ page: 1, count: 2 });
    expect(page.meta.total).toBeGreaterThan(2);
  });
});
