import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { type TestApp, createTestApp, testDbKind } from '../../test/test-app.js';
import { buildUser } from '../../test/factories.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('reports health with the database kind and schema version', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'ok',
      database: testDbKind,
      schemaVersion: expect.stringMatching(/^\d{4}_/),
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('serves OpenAPI generated from the route schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths).toHaveProperty('/api/v1/specialties');
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      code: 'not_found',
      message: 'Not found',
      requestId: expect.any(String),
    });
  });

  it('denies by default: a protected route without a token is 401 with a stable code', async () => {
    const res = await t.app.inject({ url: '/api/v1/specialties' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('unauthorized');
  });

  it('lists specialties alphabetically for a signed-in user, roles only with user_management', async () => {
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    const res = await t.app.inject({ url: '/api/v1/specialties', headers: await t.authAs(hcp) });
    expect(res.statusCode).toBe(200);
    const names = res.json().map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    expect(names).toContain('Cardiology');
    expect((await t.app.inject({ url: '/api/v1/roles', headers: await t.authAs(hcp) })).statusCode).toBe(403);
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    const roles = await t.app.inject({ url: '/api/v1/roles', headers: await t.authAs(admin) });
    expect(roles.statusCode).toBe(200);
    expect(roles.json()).toHaveLength(8);
  });

  it('refuses to register an API route that declares no access', async () => {
    const extra = await createTestApp().catch((e) => e);
    // A fresh app is fine; registering an undeclared route on it must throw.
    expect(() => extra.app.get('/api/v1/undeclared', async () => ({}))).toThrow();
    await extra.close();
  });
});

describe('configuration', () => {
  it('stops with one line naming the variable for a bad PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc" — expected a port number/);
  });
  it('rejects a malformed DATABASE_URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL="not a url" — expected a postgres/);
  });
  it('trusts X-Forwarded-For only from configured proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
  it('needs the audience and client id with an external issuer', () => {
    expect(() => loadConfig({ OIDC_ISSUER: 'https://id.example.org' })).toThrow(/OIDC_AUDIENCE and OIDC_CLIENT_ID/);
  });
});

describe('rate limit', () => {
  it('counts API calls but not the web app files or the health check', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      for (let i = 0; i < 5; i++)
        expect((await limited.app.inject({ url: '/assets/app.js' })).statusCode).not.toBe(429);
      for (let i = 0; i < 5; i++) expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      const codes = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.app.inject({ url: '/api/v1/specialties' })).statusCode);
      expect(codes).toEqual([401, 401, 401, 429, 429]);
      const body = (await limited.app.inject({ url: '/api/v1/specialties' })).json();
      expect(body).toMatchObject({ statusCode: 429, code: 'rate_limited' });
    } finally {
      await limited.close();
    }
  });
});
