import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { parseSentryDsn, SENTRY_TIMEOUT_MS } from './sentry.js';

/** The app's log lines, as JSON. */
const lines: string[] = [];
const stream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
const logged = () => lines.map((l) => JSON.parse(l) as Record<string, any>);
const reportsLogged = (marker: string) =>
  logged().filter((l) => l.msg === 'client error' && JSON.stringify(l).includes(marker));

/** A Sentry-compatible receiver: records what arrives; `hang` holds the next requests unanswered. */
const received: { url: string; auth: string; body: string }[] = [];
let hang = false;
const receiver = http.createServer((req, res) => {
  let body = '';
  req.on('data', (c) => (body += c));
  req.on('end', () => {
    received.push({ url: req.url ?? '', auth: String(req.headers['x-sentry-auth'] ?? ''), body });
    if (!hang) res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
});

let t: TestApp;
beforeAll(async () => {
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const { port } = receiver.address() as AddressInfo;
  t = await createTestApp(
    { SENTRY_DSN: `http://publickey123@127.0.0.1:${port}/42` },
    { logger: { level: 'warn', stream } },
  );
});
afterAll(async () => {
  await t?.close();
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
});

let client = 0;
const report = (payload: unknown, o: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/client-errors',
    payload: payload as object,
    remoteAddress: o.remoteAddress ?? `10.8.0.${++client}`,
    headers: o.headers,
  });

const waitFor = async <T>(find: () => T | undefined, ms = 5000): Promise<T> => {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error('not arrived in time');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const jwt = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiI0MiIsImVtYWlsIjoieEB5LnoifQ.c2lnbmF0dXJlLWJ5dGVz';

describe('POST /client-errors', () => {
  it('logs a failed 4xx action as one warning, scrubbed of tokens, code parameters and e-mail addresses', async () => {
    const marker = `m${Math.random().toString(36).slice(2)}`;
    const res = await report({
      kind: 'failed_action',
      name: 'users/list',
      message: `${marker} for rita@clinic.example.org with Bearer ${jwt} at /cb?code=s3cret&access_token=abc`,
      status: 404,
      code: 'not_found',
      path: '/moderator/users?searchValue=rita@clinic.example.org',
      release: 'r-1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ recorded: true });
    const [line] = reportsLogged(marker);
    expect(line).toMatchObject({
      level: 40,
      msg: 'client error',
      clientError: {
        kind: 'failed_action',
        kindName: 'Failed Action',
        level: 'warning',
        name: 'users/list',
        status: 404,
        code: 'not_found',
        path: '/moderator/users',
        release: 'r-1',
        message: `${marker} for [e-mail] with Bearer [token] at /cb?code=[redacted]&access_token=[redacted]`,
      },
    });
    const text = JSON.stringify(logged());
    for (const secret of ['rita@clinic', jwt, 's3cret', 'searchValue']) expect(text).not.toContain(secret);
  });

  it("logs the failed call's request id, which leads to that call's own log lines", async () => {
    const marker = `m${Math.random().toString(36).slice(2)}`;
    const failed = await t.app.inject({ url: '/api/v1/specialties' });
    const requestId = String(failed.headers['x-request-id']);
    expect(failed.json().requestId).toBe(requestId);
    await report({ kind: 'failed_action', name: 'specialties', message: marker, status: 401, requestId });
    expect(reportsLogged(marker)[0]?.clientError.requestId).toBe(requestId);
    expect((await report({ kind: 'failed_action', message: marker, requestId: 'x'.repeat(129) })).statusCode).toBe(400);
  });

  it('logs 5xx failures, unhandled rejections and uncaught errors as errors', async () => {
    const marker = `m${Math.random().toString(36).slice(2)}`;
    await report({ kind: 'failed_action', name: 'topics/detail', message: `${marker} a`, status: 500 });
    await report({ kind: 'unhandled_rejection', message: `${marker} b` });
    await report({ kind: 'uncaught_error', message: `${marker} c`, status: 0 });
    const lines = reportsLogged(marker);
    expect(lines.map((l) => [l.level, l.clientError.kindName])).toEqual([
      [50, 'Failed Action'],
      [50, 'Unhandled Rejection'],
      [50, 'Uncaught Error'],
    ]);
  });

  it("ignores 'Object Not Found Matching Id' (spec §8): nothing logged, nothing forwarded", async () => {
    const res = await report({
      kind: 'unhandled_rejection',
      message: 'Object Not Found Matching Id:3, MethodName:update, ParamCount:4',
    });
    expect(res.json()).toEqual({ recorded: false });
    expect(reportsLogged('Object Not Found Matching Id')).toEqual([]);
    await new Promise((r) => setTimeout(r, 100));
    expect(received.filter((r) => r.body.includes('Object Not Found'))).toEqual([]);
  });

  it('refuses bodies over 4 KB with 413 and odd ones with 400, never logging them', async () => {
    const big = await report({
      kind: 'failed_action',
      message: 'x'.repeat(900),
      name: 'y'.repeat(180),
      code: 'z'.repeat(100),
      path: `/${'p'.repeat(499)}`,
      release: 'r'.repeat(100),
      pad: 'q'.repeat(3000),
    });
    expect(big.statusCode).toBe(413);
    const tooLong = await report({ kind: 'failed_action', message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'validation_failed' });
    const wrongKind = await report({ kind: 'anything', message: 'x' });
    expect(wrongKind.statusCode).toBe(400);
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(notJson.statusCode).toBe(400);
  });

  it('allows 30 reports a minute per client, then 429', async () => {
    const remoteAddress = '10.7.7.7';
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push((await report({ kind: 'uncaught_error', message: `burst ${i}` }, { remoteAddress })).statusCode);
    }
    expect(codes.slice(0, 30).every((c) => c === 200)).toBe(true);
    expect(codes[30]).toBe(429);
  });

  it('forwards the scrubbed event to the Sentry-compatible service as an envelope', async () => {
    const marker = `m${Math.random().toString(36).slice(2)}`;
    await report({
      kind: 'failed_action',
      name: 'comments/post',
      message: `${marker} token=${jwt} from rita@clinic.example.org`,
      status: 422,
      code: 'validation_failed',
      path: '/questions/7?x=1',
      release: 'r-2',
    });
    const arrived = await waitFor(() => received.find((r) => r.body.includes(marker)));
    expect(arrived.url).toBe('/api/42/envelope/');
    expect(arrived.auth).toContain('sentry_key=publickey123');
    const [header, item, event] = arrived.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(header.event_id).toMatch(/^[0-9a-f]{32}$/);
    expect(item).toEqual({ type: 'event' });
    expect(event).toMatchObject({
      event_id: header.event_id,
      level: 'warning',
      message: { formatted: `Failed Action: ${marker} token=[redacted] from [e-mail]` },
      tags: { kind: 'failed_action', action: 'comments/post', status: '422', code: 'validation_failed' },
      release: 'r-2',
      request: { url: '/questions/7' },
    });
    expect(arrived.body).not.toContain('rita@');
    expect(arrived.body).not.toContain(jwt);
  });

  it('answers at once while the error service hangs, and logs that it gave up', async () => {
    hang = true;
    try {
      const marker = `m${Math.random().toString(36).slice(2)}`;
      const started = Date.now();
      const res = await report({ kind: 'uncaught_error', message: `${marker} slow service` });
      expect(res.statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(1000);
      await waitFor(() => received.find((r) => r.body.includes(marker)));
      await waitFor(
        () => logged().find((l) => l.msg === 'client error not forwarded to the error service'),
        SENTRY_TIMEOUT_MS + 2000,
      );
    } finally {
      hang = false;
    }
  });
});

describe('parseSentryDsn', () => {
  it('builds the envelope endpoint from the DSN, keeping a path prefix', () => {
    expect(parseSentryDsn('https://abc@o1.ingest.sentry.io/456')).toEqual({
      dsn: 'https://abc@o1.ingest.sentry.io/456',
      envelopeUrl: 'https://o1.ingest.sentry.io/api/456/envelope/',
      publicKey: 'abc',
    });
    expect(parseSentryDsn('https://k@errors.example.org/glitchtip/7/')?.envelopeUrl).toBe(
      'https://errors.example.org/glitchtip/api/7/envelope/',
    );
    expect(parseSentryDsn('https://o1.ingest.sentry.io/456')).toBeNull();
    expect(parseSentryDsn('not a dsn')).toBeNull();
  });
});
