import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Logs carry no personal data and no request bodies: a query that fails on a member's value (here
 * an e-mail address cast to an integer, which the database quotes in its own message) is logged
 * with its SQL text, SQLSTATE and route only.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

/** A route whose query fails on a value from the request's body. */
async function failingRoute(app: FastifyInstance) {
  app.post('/test/failing-query', { config: { public: true } }, async (request) => {
    const { email } = request.body as { email: string };
    await app.db.execute(sql`select ${email}::int as id`);
    return { ok: true };
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'info', stream }, extensions: [failingRoute] });
});
afterAll(async () => t?.close());

describe('the log of an internal error', () => {
  it('has the statement text, SQLSTATE and route, never the values, the body or the query string', async () => {
    const unique = Math.random().toString(36).slice(2);
    const email = `leak-${unique}@example.org`;
    const inQuery = `query-${unique}@example.org`;
    const res = await t.app.inject({
      method: 'POST',
      url: `/test/failing-query?contact=${encodeURIComponent(inQuery)}`,
      payload: { email, note: `body-${unique}` },
    });
    expect(res.statusCode).toBe(500);
    // Spec §8's unknown-error text, and nothing of what failed.
    expect(res.json()).toEqual({
      statusCode: 500,
      code: 'internal_error',
      message: 'An Error occurred. Please Try Again',
      requestId: expect.any(String),
    });
    expect(res.body).not.toContain(unique);

    const log = lines.join('');
    expect(log).toContain('incoming request');
    expect(log).not.toContain(unique);
    const entry = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'unhandled error');
    expect(entry).toMatchObject({
      route: '/test/failing-query',
      err: { type: 'DrizzleQueryError', code: '22P02', sql: 'select $1::int as id' },
    });
    expect(entry.err.stack).toMatch(/^\s+at /);
  });
});
