import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REQUEST_ID_PATTERN, trustedSenders } from '../lib/request-id.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 26: one id per request, the balancer's when the balancer is a trusted proxy, in the response
 * header, every log line of the request and the error body.
 */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const PROXY = '10.0.0.7';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: '10.0.0.0/24' }, { logger: { level: 'info', stream } });
});
afterAll(async () => t?.close());

const logOf = (id: string) =>
  lines.map((line) => JSON.parse(line) as { reqId?: string; msg: string }).filter((l) => l.reqId === id);

describe('request ids', () => {
  it("takes a trusted proxy's X-Request-Id into the header, every log line and the error body", async () => {
    const id = `lb-${Math.random().toString(36).slice(2)}`;
    const res = await t.app.inject({
      url: '/api/v1/specialties',
      remoteAddress: PROXY,
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(401);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.json()).toMatchObject({ code: 'unauthorized', requestId: id });
    expect(logOf(id).map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
  });

  it("replaces an untrusted sender's id, and a trusted proxy's malformed one, with a new UUID", async () => {
    for (const [remoteAddress, sent] of [
      ['203.0.113.9', 'spoofed-by-a-client'],
      [PROXY, 'bad id with spaces'],
      [PROXY, 'x'.repeat(129)],
    ] as const) {
      const res = await t.app.inject({ url: '/api/v1/nothing', remoteAddress, headers: { 'x-request-id': sent } });
      const id = res.headers['x-request-id'];
      expect(id).not.toBe(sent);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json()).toMatchObject({ statusCode: 404, requestId: id });
      expect(logOf(String(id)).length).toBeGreaterThan(0);
    }
  });

  it('names successful answers too', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['x-request-id'])).toMatch(REQUEST_ID_PATTERN);
  });

  it('trusts addresses and ranges of TRUST_PROXY only, IPv4-mapped ones included', () => {
    const trusted = trustedSenders(['10.0.0.0/24', '2001:db8::1']);
    expect(trusted('10.0.0.200')).toBe(true);
    expect(trusted('::ffff:10.0.0.3')).toBe(true);
    expect(trusted('2001:db8::1')).toBe(true);
    expect(trusted('10.0.1.1')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedSenders(false)('10.0.0.1')).toBe(false);
  });
});
