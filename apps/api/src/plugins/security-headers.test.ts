import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../test/factories.js';
import { type TestApp, createTestApp } from '../test/test-app.js';
import { PERMISSIONS_POLICY } from './permissions-policy.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { issuer: true });
});
afterAll(() => t.close());

describe('Permissions-Policy', () => {
  it('denies the browser features the product never uses', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(PERMISSIONS_POLICY).toContain(`${feature}=()`);
    }
  });

  it.each([
    ['an API answer', '/api/v1/auth/config'],
    ['an API error', '/api/v1/current_user'],
    ['an unknown API path', '/api/v1/no-such-thing'],
    ['the health check', '/api/health'],
    ['the API document', '/api/docs/json'],
    ["the issuer's metadata", '/oidc/.well-known/openid-configuration'],
    ['a page of the web app', '/questions/1'],
  ])('is on %s', async (_what, url) => {
    const res = await t.app.inject({ url });
    expect(res.headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  });
});

describe('WWW-Authenticate on 401 (RFC 6750)', () => {
  const challenge = 'Bearer realm="peer-consults"';

  it('names the bearer scheme when no token came', async () => {
    const res = await t.app.inject({ url: '/api/v1/current_user' });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(challenge);
  });

  it('names the bearer scheme, not an error, when another scheme came', async () => {
    const res = await t.app.inject({ url: '/api/v1/current_user', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['www-authenticate']).toBe(challenge);
  });

  it('says invalid_token when a token came and was refused', async () => {
    const gone = await buildUser(t.database.db, { role: 'hcp', disabled: true });
    for (const authorization of ['Bearer not-a-jwt', `Bearer ${await t.tokenFor(gone)}`]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/disclaimer', headers: { authorization } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe(`${challenge}, error="invalid_token"`);
      expect(res.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
    }
  });

  it('is not sent with other answers', async () => {
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    const ok = await t.app.inject({ url: '/api/v1/current_user', headers: await t.authAs(hcp) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['www-authenticate']).toBeUndefined();
    const forbidden = await t.app.inject({ url: '/api/v1/internal/topics', headers: await t.authAs(hcp) });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.headers['www-authenticate']).toBeUndefined();
  });
});
