import { MESSAGES } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTopic, buildUser } from '../test/factories.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { nulPath } from './input-guard.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
});
afterAll(async () => t?.close());

describe('the NUL guard', () => {
  it('finds a NUL in strings and keys at any depth, without recursion', () => {
    expect(nulPath({ a: ['ok', { b: 'x\u0000y' }] }, 'body')).toBe('body.a.1.b');
    expect(nulPath({ 'k\u0000': 1 }, 'querystring')).toBe('querystring');
    expect(nulPath({ a: 'clean', n: 2, z: null }, 'body')).toBeNull();
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(nulPath(deep, 'body')).toMatch(/^body(\.0)+$/);
  });

  it('refuses a NUL inside a report, a search term or a path with 400 naming the field', async () => {
    const moderator = await buildUser(t.database.db, { role: 'moderator' });
    const member = await buildUser(t.database.db, { role: 'hcp' });
    const topic = await buildTopic(t.database.db, { authorUserId: moderator.id });
    const cases = [
      {
        user: member,
        method: 'POST' as const,
        url: `/api/v1/topics/${topic.id}/flag`,
        payload: { userEmail: 'a@example.org', title: 'Wrong dose', message: 'The dose is\u0000 wrong' },
        path: 'body.message',
      },
      {
        user: moderator,
        method: 'GET' as const,
        url: '/api/v1/internal/topics?term=do%00se',
        path: 'querystring.term',
      },
      { user: member, method: 'GET' as const, url: '/api/v1/tooltips/check/a%00b', path: 'params.name' },
    ];
    for (const { user, path, ...request } of cases) {
      const res = await t.app.inject({ ...request, headers: await t.authAs(user) });
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toEqual({
        statusCode: 400,
        code: 'validation_failed',
        message: MESSAGES.nulCharacter,
        errors: [{ path, message: MESSAGES.nulCharacter }],
        requestId: expect.any(String),
      });
    }
  });
});
