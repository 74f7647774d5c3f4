import {
  ERROR_CODES,
  MESSAGES,
  NPI_MESSAGES,
  USER_MESSAGES,
  type UserFormBody,
  isInternalId,
  roleByKey,
} from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directoryMembers, users } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildUser, buildUserForm, specialtyId, unusedNpi } from '../../test/factories.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { duplicateFromConstraint } from './users.service.js';

/** User management through the real app (spec §5 Create-user, §7 Users, §8 codes). */
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

describe('POST users', () => {
  it('creates a member with trimmed names and e-mails them a set-password link', async () => {
    const form = hcpForm({ firstName: '  Nora ', lastName: ' Quinn  ' });
    const res = await send('POST', '/users', { ...form, email: `  ${form.email} ` });
    expect(res.statusCode).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({
      firstName: 'Nora',
      lastName: 'Quinn',
      email: form.email,
      roleName: 'HCP',
      roleDisplayName: 'Healthcare Provider',
      npi: form.npi,
      internalNpi: false,
      isExternalUser: true,
      specialty: { id: cardiology, name: 'Cardiology' },
      userProfile: { npi: form.npi, userCreateFailed: false, specialty: { name: 'Cardiology' } },
      disabled: false,
      deletedAt: null,
      createdPasswordChangeTicket: true,
      sentAccountUpdateEmail: true,
      // The link went by e-mail: the administrator does not get a copy.
      setPasswordURL: null,
    });
    expect(user.permissions).toEqual(expect.arrayContaining([...roleByKey('hcp').preset]));
    const [mail] = await mailsTo(form.email);
    expect(mail?.subject).toBe('Your Peer Consults account');
    expect(mail?.text).toMatch(new RegExp(`${t.config.oidc.issuer}/set-password/[A-Za-z0-9_-]{43}`));
  });

  it('generates a 9-digit internal ID for roles without a real NPI, and keeps one the form generated', async () => {
    const moderator = { ...hcpForm(), roleId: roleByKey('moderator').id, npi: '', specialtyId: null };
    const generated = (await send('POST', '/users', moderator)).json();
    expect(isInternalId(generated.npi)).toBe(true);
    expect(generated).toMatchObject({ internalNpi: true, isExternalUser: false, specialty: null });
    const chosen = { ...hcpForm(), roleId: roleByKey('moderator').id, npi: '555444333', specialtyId: null };
    expect((await send('POST', '/users', chosen)).json().npi).toBe('555444333');
  });

  it('answers each rule of the form with its message', async () => {
    const messagesOf = async (payload: unknown) => {
      const res = await send('POST', '/users', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(ERROR_CODES.validation);
      return Object.fromEntries(
        (res.json().errors as { path: string; message: string }[]).map((e) => [
          e.path.replace(/^body\./, ''),
          e.message,
        ]),
      );
    };
    expect(await messagesOf({})).toMatchObject({
      firstName: MESSAGES.required,
      lastName: MESSAGES.required,
      email: MESSAGES.required,
      roleId: MESSAGES.required,
    });
    expect(await messagesOf(hcpForm({ firstName: '   ' }))).toMatchObject({ firstName: MESSAGES.required });
    expect(await messagesOf(hcpForm({ email: 'nora@' }))).toMatchObject({ email: MESSAGES.email });
    expect(await messagesOf(hcpForm({ npi: '' }))).toMatchObject({ npi: MESSAGES.required });
    expect(await messagesOf(hcpForm({ npi: '12345abcde' }))).toMatchObject({ npi: NPI_MESSAGES.notNumber });
    expect(await messagesOf(hcpForm({ npi: '123456789' }))).toMatchObject({ npi: NPI_MESSAGES.length });
    expect(await messagesOf(hcpForm({ npi: '1234567890' }))).toMatchObject({ npi: NPI_MESSAGES.luhn });
    expect(await messagesOf(hcpForm({ npi: '1'.repeat(19) }))).toMatchObject({ npi: NPI_MESSAGES.tooLong });
    expect(await messagesOf(hcpForm({ specialtyId: null }))).toMatchObject({ specialtyId: MESSAGES.required });
    expect(await messagesOf(hcpForm({ roleId: 99 }))).toMatchObject({ roleId: USER_MESSAGES.unknownRole });
  });

  it('answers code 3 for a specialty that does not exist or a subspecialty of another specialty', async () => {
    const unknown = await send('POST', '/users', hcpForm({ specialtyId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: '3', errors: [{ path: 'specialtyId' }] });
    const mismatch = await send('POST', '/users', hcpForm({ subspecialtyId: 999_999 }));
    expect(mismatch.json()).toMatchObject({
      code: '3',
      errors: [{ path: 'subspecialtyId', message: USER_MESSAGES.unknownSubspecialty }],
    });
  });

  it('answers 301 for an e-mail in use (any case), 302 for a deleted user’s e-mail, 303 for an NPI in use', async () => {
    const first = hcpForm();
    expect((await send('POST', '/users', first)).statusCode).toBe(200);
    const sameEmail = await send('POST', '/users', hcpForm({ email: first.email.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: '301', message: USER_MESSAGES.emailNotUnique });

    const sameNpi = await send('POST', '/users', hcpForm({ npi: first.npi }));
    expect(sameNpi.statusCode).toBe(409);
    expect(sameNpi.json()).toMatchObject({ code: '303', message: USER_MESSAGES.npiNotUnique });
    const internal = { roleId: roleByKey('moderator').id, specialtyId: null, npi: '777666555' };
    expect((await send('POST', '/users', hcpForm(internal))).statusCode).toBe(200);
    expect((await send('POST', '/users', hcpForm(internal))).json().code).toBe('303');

    const gone = await buildUser(t.database.db, { email: `gone${Date.now()}@example.test`, deletedAt: new Date() });
    const deletedEmail = await send('POST', '/users', hcpForm({ email: gone.email }));
    expect(deletedEmail.statusCode).toBe(409);
    expect(deletedEmail.json()).toMatchObject({ code: '302', message: USER_MESSAGES.deletedUserExists });
    // The form then finds the deleted user to offer Restore.
    const found = await send('GET', `/users?deleted=true&searchValue=${encodeURIComponent(gone.email)}`);
    expect(found.json().data.map((u: { id: number }) => u.id)).toEqual([gone.id]);
  });

  it('gives a save that loses a race past the checks the same codes, from the unique indexes', async () => {
    const taken = await buildUser(t.database.db);
    const insertLike = (o: { email: string; npi: string | null }) =>
      t.database.db
        .insert(users)
        .values({ firstName: 'R', lastName: 'Ace', roleId: taken.roleId, ...o })
        .then(() => null, duplicateFromConstraint);
    expect((await insertLike({ email: taken.email.toUpperCase(), npi: unusedNpi() }))?.code).toBe('301');
    expect((await insertLike({ email: `race${Date.now()}@example.test`, npi: taken.npi }))?.code).toBe('303');
  });

  it('keeps only the permissions the role allows; its presets are always granted', async () => {
    const form = hcpForm({
      roleId: roleByKey('moderator').id,
      npi: '',
      specialtyId: null,
      permissions: ['user_content', 'user_management', 'programs'],
    });
    const user = (await send('POST', '/users', form)).json();
    expect(user.permissions.sort()).toEqual([...roleByKey('moderator').preset, 'user_content'].sort());
    expect(user.permissions).not.toContain('user_management');
  });

  it('needs an app.hc account chosen when the directory has one for the e-mail or NPI', async () => {
    const npi = unusedNpi();
    await t.database.db.insert(directoryMembers).values({
      appHcUserId: `apphc-${npi}`,
      email: `dir${npi}@example.test`,
      npi,
      firstName: 'Dina',
      lastName: 'Directory',
    });
    const form = hcpForm({ npi });
    const missing = await send('POST', '/users', form);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: '3', errors: [{ path: 'appHcUserId', message: MESSAGES.required }] });
    const wrong = await send('POST', '/users', { ...form, appHcUserId: 'apphc-somebody-else' });
    expect(wrong.json()).toMatchObject({ code: '3', errors: [{ message: USER_MESSAGES.unknownAppHcUser }] });
    const linked = await send('POST', '/users', { ...form, appHcUserId: `apphc-${npi}` });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().appHcUserId).toBe(`apphc-${npi}`);
  });

  it('is for administrators only (user_management)', async () => {
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    for (const [method, url] of [
      ['GET', '/users'],
      ['POST', '/users'],
      ['GET', `/users/${admin.id}`],
      ['PATCH', `/users/${admin.id}`],
      ['DELETE', `/users/${admin.id}`],
      ['PATCH', `/users/${admin.id}/restore`],
      ['GET', '/users/export/csv'],
      ['GET', '/app_hc_users?email=a@b.c'],
    ] as const) {
      const res = await send(method, url, method === 'GET' || method === 'DELETE' ? undefined : hcpForm(), moderator);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await t.app.inject({ url: '/api/v1/users' })).statusCode).toBe(401);
  });
});

describe('GET users', () => {
  let people: Awaited<ReturnType<typeof buildUser>>[];
  const tag = `zeta${Date.now()}`;
  beforeAll(async () => {
    people = [];
    for (const [first, last] of [
      ['Olivia', 'Abbott'],
      ['Peter', 'Baker'],
      ['Quentin', 'Carver'],
    ]) {
      people.push(
        await buildUser(t.database.db, {
          firstName: first,
          lastName: `${last}${tag}`,
          email: `${first.toLowerCase()}.${tag}@example.test`,
          specialty: 'Dermatology',
        }),
      );
    }
    await buildUser(t.database.db, { lastName: `Deleted${tag}`, deletedAt: new Date() });
  });
  const ids = (res: { json: () => { data: { id: number }[] } }) => res.json().data.map((u) => u.id);

  it('searches by first name, last name, full name, e-mail and NPI; deleted users are left out', async () => {
    expect(ids(await send('GET', `/users?term=${tag}`))).toEqual(people.map((p) => p.id));
    expect(ids(await send('GET', `/users?searchValue=peter%20baker${tag}`))).toEqual([people[1]!.id]);
    expect(ids(await send('GET', `/users?term=quentin.${tag}@`))).toEqual([people[2]!.id]);
    expect(ids(await send('GET', `/users?term=${people[0]!.npi}`))).toEqual([people[0]!.id]);
    expect(ids(await send('GET', `/users?term=${tag}&deleted=true`))).toHaveLength(1);
  });

  it('pages 10 by default; count or pageSize and pageNumber choose the page', async () => {
    const all = (await send('GET', '/users')).json();
    expect(all.meta).toMatchObject({ page: 1, count: 10 });
    expect(all.data.length).toBeLessThanOrEqual(10);
    const second = (await send('GET', `/users?term=${tag}&count=2&pageNumber=2`)).json();
    expect(second).toMatchObject({ meta: { total: 3, page: 2, count: 2 }, data: [{ id: people[2]!.id }] });
    expect(ids(await send('GET', `/users?term=${tag}&pageSize=1`))).toEqual([people[0]!.id]);
  });

  it('answers the author look-up by NPI with firstName, lastName and userProfile.specialty.name', async () => {
    const res = await send('GET', `/users?count=1&term=${people[1]!.npi}`);
    expect(res.json().data[0]).toMatchObject({
      firstName: 'Peter',
      lastName: `Baker${tag}`,
      userProfile: { specialty: { name: 'Dermatology' } },
    });
  });

  it('exports the matching users as CSV with the target lists’ conventions', async () => {
    const formula = await buildUser(t.database.db, { firstName: '=HYPERLINK("x")', lastName: `Evil${tag}` });
    const res = await send('GET', `/users/export/csv?term=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body.startsWith('\uFEFF"User ID","First Name","Last Name","Email","Role","NPI / ID"')).toBe(true);
    const lines = res.body.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 4);
    expect(lines[1]).toContain(`"${people[0]!.id}","Olivia","Abbott${tag}"`);
    expect(lines[1]).toContain('"Healthcare Provider"');
    expect(res.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(res.body).not.toContain(`Deleted${tag}`);
    expect(formula.id).toBeGreaterThan(0);
  });

  it('answers 404 for a user who does not exist or is deleted', async () => {
    const gone = await buildUser(t.database.db, { deletedAt: new Date() });
    expect((await send('GET', `/users/${gone.id}`)).statusCode).toBe(404);
    expect((await send('GET', '/users/2147483647')).statusCode).toBe(404);
  });
});
