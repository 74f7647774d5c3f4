import { ROLE_KEYS, roleByKey, SIGN_IN_SCOPES } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { disclaimerReads, users } from '../../db/schema/index.js';
import { buildTopic, buildUser } from '../../test/factories.js';
import { createTestApp, type TestApp, testDbKind } from '../../test/test-app.js';

/** current_user, disclaimer, tooltips and the public auth config (spec §7). */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function as(user: { id: number }, method: 'GET' | 'POST', url: string, payload?: object) {
  return t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload });
}

describe('GET /api/v1/auth/config', () => {
  it('tells the web app which issuer, client, audience and scopes to use, without a session', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/config' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      issuer: 'http://localhost:3000/oidc',
      clientId: 'peer-consults-web',
      audience: 'http://localhost:3000/api',
      scopes: [...SIGN_IN_SCOPES],
      external: false,
      magicLinkEnabled: true,
    });
  });
});

describe('GET /api/v1/current_user', () => {
  it('returns the profile of spec §7 with permissions from the user record (role preset plus extras)', async () => {
    const user = await buildUser(t.database.db, {
      role: 'hcp',
      specialty: 'Dermatology',
      extraPermissions: ['create_case', 'user_management'],
    });
    const res = await as(user, 'GET', '/current_user');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body).toMatchObject({
      id: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      npi: user.npi,
      specialty: { name: 'Dermatology' },
      subspecialty: null,
      showTooltips: true,
      ctaPopupDisabled: false,
      roleId: 6,
      roleName: 'HCP',
      roleKey: 'hcp',
      disclaimerRead: false,
      mustReadDisclaimer: true,
      userHasUnseenTopics: false,
    });
    // create_case is an optional HCP permission; user_management is not allowed for the role.
    expect(body.permissions).toContain('create_case');
    expect(body.permissions).not.toContain('user_management');
    expect(Object.keys(body)).not.toContain('passwordHash');
  });

  it('shows the unseen-topics dot while an active question of the member has not been opened', async () => {
    const author = await buildUser(t.database.db, { role: 'administrator' });
    const member = await buildUser(t.database.db, { role: 'hcp', specialty: 'Neurology' });
    expect((await as(member, 'GET', '/current_user')).json().userHasUnseenTopics).toBe(false);
    await buildTopic(t.database.db, { authorUserId: author.id, specialties: ['Neurology'] });
    expect((await as(member, 'GET', '/current_user')).json().userHasUnseenTopics).toBe(true);
  });

  it('reads in a fixed number of statements', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    const headers = await t.authAs(user);
    const before = t.database.queryCounter.count;
    await t.app.inject({ url: '/api/v1/current_user', headers });
    // One for the guard, one for the profile, one for the unseen-topics check.
    expect(t.database.queryCounter.count - before).toBeLessThanOrEqual(3);
  });

  // Every API call reads its signed-in user: prepared once, not parsed and planned on each call (on
  // PGlite, one session, the statement is there to see; PostgreSQL's are per pooled connection).
  it.runIf(testDbKind === 'pglite')('reads the signed-in user with a prepared statement', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    expect((await t.app.inject({ url: '/api/v1/current_user', headers: await t.authAs(user) })).statusCode).toBe(200);
    const { rows } = await t.database.executeSql(
      "select name from pg_prepared_statements where statement like '%from users where id = $1 and deleted_at is null%'",
    );
    expect(rows).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject({ url: '/api/v1/current_user' })).statusCode).toBe(401);
  });
});

describe('disclaimer', () => {
  it('counts as read for the roles that skip it, and must be read by every other role', async () => {
    for (const role of ROLE_KEYS) {
      const user = await buildUser(t.database.db, { role });
      const res = await as(user, 'GET', '/disclaimer');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ disclaimerRead: !roleByKey(role).mustReadDisclaimer });
    }
  });

  it('is marked read once, and stays read', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    expect((await as(user, 'POST', '/disclaimer')).json()).toEqual({ disclaimerRead: true });
    const [first] = await t.database.db.select().from(disclaimerReads).where(eq(disclaimerReads.userId, user.id));
    expect((await as(user, 'POST', '/disclaimer')).json()).toEqual({ disclaimerRead: true });
    const rows = await t.database.db.select().from(disclaimerReads).where(eq(disclaimerReads.userId, user.id));
    expect(rows).toEqual([first]);
    expect((await as(user, 'GET', '/disclaimer')).json()).toEqual({ disclaimerRead: true });
    expect((await as(user, 'GET', '/current_user')).json().disclaimerRead).toBe(true);
  });

  it('disables the call-to-action popup for good', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    expect((await as(user, 'POST', '/disclaimer/disable_cta_popup')).json()).toEqual({ ctaPopupDisabled: true });
    expect((await as(user, 'GET', '/current_user')).json().ctaPopupDisabled).toBe(true);
  });
});

describe('tooltips', () => {
  it('records a viewed tooltip per member', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    const other = await buildUser(t.database.db, { role: 'hcp' });
    expect((await as(user, 'GET', '/tooltips/check/my-specialty')).json()).toEqual({
      name: 'my-specialty',
      alreadyViewed: false,
    });
    const viewed = await as(user, 'POST', '/tooltips/view', { name: 'my-specialty' });
    expect(viewed.json()).toEqual({ name: 'my-specialty', alreadyViewed: true });
    expect((await as(user, 'POST', '/tooltips/view', { name: 'my-specialty' })).statusCode).toBe(200);
    expect((await as(user, 'GET', '/tooltips/check/my-specialty')).json().alreadyViewed).toBe(true);
    expect((await as(other, 'GET', '/tooltips/check/my-specialty')).json().alreadyViewed).toBe(false);
  });

  it('refuses a tooltip name that is not a plain identifier', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    const res = await as(user, 'POST', '/tooltips/view', { name: '<script>' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Tooltip name must be 1 to 100 letters, digits, dots, dashes or underscores.');
    expect((await as(user, 'POST', '/tooltips/view', {})).statusCode).toBe(400);
    expect((await as(user, 'GET', '/tooltips/check/bad%20name')).statusCode).toBe(400);
  });

  it('turns tooltips off and on with empty bodies', async () => {
    const user = await buildUser(t.database.db, { role: 'hcp' });
    const off = await t.app.inject({ method: 'POST', url: '/api/v1/tooltips/disable', headers: await t.authAs(user) });
    expect(off.json()).toEqual({ showTooltips: false });
    const [row] = await t.database.db.select({ show: users.showTooltips }).from(users).where(eq(users.id, user.id));
    expect(row!.show).toBe(false);
    expect((await as(user, 'GET', '/current_user')).json().showTooltips).toBe(false);
    expect((await as(user, 'POST', '/tooltips/allow', {})).json()).toEqual({ showTooltips: true });
    expect((await as(user, 'GET', '/current_user')).json().showTooltips).toBe(true);
  });
});
