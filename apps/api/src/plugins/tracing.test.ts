import { once } from 'node:events';
import net from 'node:net';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tracing } from '../lib/tracing.js';
import { pngImage } from '../modules/uploads/test-images.js';
import { buildTopic, buildUser } from '../test/factories.js';
import { type LocalS3, startLocalS3 } from '../test/local-s3.js';
import { type ReceivedSpan, startOtlpReceiver } from '../test/otlp-receiver.js';
import { redisReachable, TEST_REDIS_URL } from '../test/redis.js';
import { type TestApp, createTestApp } from '../test/test-app.js';

/**
 * Issue 26: with OTEL_EXPORTER_OTLP_ENDPOINT pointing at a collector (a local one here), a request
 * through the real app makes a trace of an HTTP server span and its database spans, and a job queued
 * by a request runs in a span linked to that request's trace. (Off: tracing-off.test.ts.)
 */
let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let question: Awaited<ReturnType<typeof buildTopic>>;

/** The first app's log lines, parsed. */
const logLines: Record<string, unknown>[] = [];
const logStream = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(JSON.parse(String(chunk)));
    done();
  },
});

const SERVER = 2;
const CLIENT = 3;
const PRODUCER = 4;
const CONSUMER = 5;

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  t = await createTestApp(
    {
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: 'peer-consults-test',
      // Workers run, so a job queued by a request is processed here.
      JOBS_ENABLED: 'true',
    },
    { logger: { level: 'info', stream: logStream } },
  );
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  await buildUser(t.database.db, { role: 'hcp', specialty: 'Cardiology' });
  question = await buildTopic(t.database.db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await receiver?.close();
});

/** The spans below `root` in its trace, at any depth. */
function descendants(spans: ReceivedSpan[], root: ReceivedSpan): ReceivedSpan[] {
  const inTrace = spans.filter((s) => s.traceId === root.traceId);
  const found: ReceivedSpan[] = [];
  let frontier = [root.spanId];
  while (frontier.length > 0) {
    const children = inTrace.filter((s) => s.parentSpanId !== undefined && frontier.includes(s.parentSpanId));
    found.push(...children);
    frontier = children.map((s) => s.spanId);
  }
  return found;
}

describe('tracing on', () => {
  it('a request makes an HTTP server span (route, status, request id) with database spans beneath it, named in its log lines', async () => {
    const res = await t.app.inject({ url: `/api/v1/topics/${question.id}`, headers: await t.authAs(moderator) });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toBeTruthy();
    await tracing()!.flush();

    const server = await receiver.waitFor((spans) =>
      spans.find((s) => s.kind === SERVER && s.attributes['http.request.id'] === requestId),
    );
    expect(server.name).toBe('GET /api/v1/topics/:id');
    expect(server.service).toBe('peer-consults-test');
    expect(server.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.route': '/api/v1/topics/:id',
      'url.path': `/api/v1/topics/${question.id}`,
      'http.response.status_code': 200,
    });
    expect(server.parentSpanId).toBeUndefined();

    const queries = descendants(receiver.spans, server).filter((s) => s.attributes['db.system.name'] === 'postgresql');
    expect(queries.length).toBeGreaterThan(0);
    for (const q of queries) {
      expect(q.kind).toBe(CLIENT);
      expect(q.traceId).toBe(server.traceId);
      expect(q.attributes['db.operation.name']).toBe(q.name);
      // The statement's text with its placeholders, never its values.
      expect(String(q.attributes['db.query.text'])).not.toContain(String(moderator.email));
    }
    expect(queries.map((q) => q.name)).toContain('select');

    // The request's log lines lead to its trace: the line of its answer names the server span.
    const completed = logLines.find((l) => l.reqId === requestId && l.msg === 'request completed');
    expect(completed).toMatchObject({ trace_id: server.traceId, span_id: server.spanId });
  });

  it('a job queued by a request runs in a consumer span linked to that request, with its own spans', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns',
      headers: await t.authAs(moderator),
      payload: { topicId: question.id, name: 'Traced reminder', targetAudience: 'eligible' },
    });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    await tracing()!.flush();
    const server = await receiver.waitFor((spans) =>
      spans.find((s) => s.kind === SERVER && s.attributes['http.request.id'] === requestId),
    );
    expect(server.name).toBe('POST /api/v1/campaigns');
    // The body is read outside the request's context: the handler's queries must still be its children.
    expect(descendants(receiver.spans, server).some((s) => s.name === 'insert')).toBe(true);
    const send = descendants(receiver.spans, server).find((s) => s.kind === PRODUCER);
    expect(send).toMatchObject({ name: 'send campaign-send' });

    // The worker polls; its span is exported once it ends.
    const deadline = Date.now() + 30_000;
    let consumer: ReceivedSpan | undefined;
    while (!consumer && Date.now() < deadline) {
      await tracing()!.flush();
      consumer = receiver.spans.find((s) => s.kind === CONSUMER && s.links.some((l) => l.spanId === send!.spanId));
      if (!consumer) await new Promise((r) => setTimeout(r, 200));
    }
    expect(consumer).toBeDefined();
    expect(consumer!.name).toBe('process campaign-send');
    expect(consumer!.links).toEqual([{ traceId: server.traceId, spanId: send!.spanId }]);
    // A trace of its own, carrying the request id of the request that queued it.
    expect(consumer!.traceId).not.toBe(server.traceId);
    expect(consumer!.parentSpanId).toBeUndefined();
    expect(consumer!.attributes).toMatchObject({
      'http.request.id': requestId,
      'messaging.system': 'pg-boss',
      'messaging.destination.name': 'campaign-send',
    });
    const inJob = descendants(receiver.spans, consumer!);
    expect(inJob.some((s) => s.attributes['db.system.name'] === 'postgresql')).toBe(true);
    // The invitation it mails (the test's outbox transport): a span naming the transport only.
    const mail = inJob.find((s) => s.name === 'mail send');
    expect(mail).toMatchObject({ kind: CLIENT, attributes: { 'mail.transport': 'outbox' } });
    expect(Object.keys(mail!.attributes)).toEqual(['mail.transport']);
  }, 45_000);
});

const redisUp = await redisReachable();

/** The request's server span, once exported. */
async function serverSpanOf(requestId: unknown) {
  await tracing()!.flush();
  return receiver.waitFor((spans) =>
    spans.find((s) => s.kind === SERVER && s.attributes['http.request.id'] === requestId),
  );
}

describe('tracing on: S3, Redis, outgoing HTTP and a balancer trace', () => {
  const BUCKET = 'pc-traced';
  let s3: LocalS3 | undefined;
  let t2: TestApp | undefined;
  beforeAll(async () => {
    s3 = await startLocalS3(BUCKET);
    t2 = await createTestApp(
      {
        // The same process-wide exporter as the first app (the SDK starts once per process).
        OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
        S3_BUCKET: BUCKET,
        S3_ENDPOINT: s3.endpoint,
        S3_REGION: 'us-east-1',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        // inject() comes from 127.0.0.1: the trusted balancer here.
        TRUST_PROXY: '127.0.0.1',
        ...(redisUp ? { REDIS_URL: TEST_REDIS_URL } : {}),
      },
      // Over a real socket too (a request's body then arrives on the socket's own events).
      { listen: true },
    );
  }, 60_000);
  afterAll(async () => {
    await t2?.close();
    t2 = undefined;
    await s3?.close();
  });

  it('the S3 calls of an upload over HTTP are client spans of the request, each with the fetch beneath it', async () => {
    const author = await buildUser(t2!.database.db, { role: 'moderator' });
    const res = await fetch(`${t2!.baseUrl}/api/v1/uploads/images`, {
      method: 'POST',
      headers: { 'content-type': 'image/png', ...(await t2!.authAs(author)) },
      // The body comes a moment after the headers, as from a slow client: it is read on the socket's
      // events, outside the request's context, which the handler's spans must not lose.
      body: new ReadableStream({
        async start(controller) {
          await new Promise((r) => setTimeout(r, 100));
          controller.enqueue(new Uint8Array(pngImage(4, 4)));
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(200);
    const server = await serverSpanOf(res.headers.get('x-request-id'));
    expect(server.name).toBe('POST /api/v1/uploads/images');
    const below = descendants(receiver.spans, server);
    const put = below.find((s) => s.name === 'S3.PutObject');
    expect(put).toMatchObject({
      kind: CLIENT,
      attributes: { 'rpc.system': 'aws-api', 'rpc.service': 'S3', 'rpc.method': 'PutObject', 'aws.s3.bucket': BUCKET },
    });
    // The outgoing HTTP request itself, from the fetch instrumentation.
    const fetchSpan = below.find((s) => s.parentSpanId === put!.spanId);
    expect(fetchSpan).toMatchObject({
      kind: CLIENT,
      attributes: { 'http.request.method': 'PUT', 'http.response.status_code': 200 },
    });
  });

  it('keeps the handler of a JSON body that arrives after the headers inside the request span', async () => {
    const mod = await buildUser(t2!.database.db, { role: 'moderator' });
    const topic = await buildTopic(t2!.database.db, { authorUserId: mod.id, specialties: ['Cardiology'] });
    const body = JSON.stringify({ topicId: topic.id, name: 'Late body', targetAudience: 'eligible' });
    // The headers first, the body 100 ms later over the same socket, as from a slow client: the body
    // arrives on the socket's events, long after the hook that opened the span has returned.
    const { authorization } = await t2!.authAs(mod);
    const url = new URL(t2!.baseUrl);
    const socket = net.connect(Number(url.port), url.hostname);
    await once(socket, 'connect');
    socket.write(
      `POST /api/v1/campaigns HTTP/1.1\r\nhost: ${url.host}\r\ncontent-type: application/json\r\n` +
        `authorization: ${authorization}\r\ncontent-length: ${Buffer.byteLength(body)}\r\nconnection: close\r\n\r\n`,
    );
    await new Promise((r) => setTimeout(r, 100));
    socket.write(body);
    let answer = '';
    for await (const chunk of socket) answer += chunk;
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const requestId = /^x-request-id: (.+)$/im.exec(answer)?.[1]?.trim();
    const server = await serverSpanOf(requestId);
    const below = descendants(receiver.spans, server);
    expect(below.map((s) => s.name)).toEqual(expect.arrayContaining(['insert', 'send campaign-send']));
  });

  it.skipIf(!redisUp)('Redis commands of a request are its client spans, named by command, without keys', async () => {
    const member = await buildUser(t2!.database.db, { role: 'hcp' });
    const res = await t2!.app.inject({ url: '/api/v1/topics', headers: await t2!.authAs(member) });
    expect(res.statusCode).toBe(200);
    const server = await serverSpanOf(res.headers['x-request-id']);
    const commands = descendants(receiver.spans, server).filter((s) => s.attributes['db.system.name'] === 'redis');
    expect(commands.length).toBeGreaterThan(0);
    for (const c of commands) {
      expect(c.kind).toBe(CLIENT);
      expect(c.name).toBe(`redis ${c.attributes['db.operation.name']}`);
      expect(Object.keys(c.attributes).sort()).toEqual(['db.operation.name', 'db.system.name']);
    }
  });

  it('continues the trace of a trusted balancer, and starts a new one for anyone else', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const parent = '00f067aa0ba902b7';
    const headers = { traceparent: `00-${traceId}-${parent}-01`, 'x-request-id': 'balancer-req-1' };
    const trusted = await t2!.app.inject({ url: '/api/health', headers });
    expect(trusted.headers['x-request-id']).toBe('balancer-req-1');
    const continued = await serverSpanOf('balancer-req-1');
    expect(continued).toMatchObject({ traceId, parentSpanId: parent, name: 'GET /api/health' });

    const stranger = await t2!.app.inject({ url: '/api/health', headers, remoteAddress: '203.0.113.9' });
    const fresh = await serverSpanOf(stranger.headers['x-request-id']);
    expect(fresh.traceId).not.toBe(traceId);
    expect(fresh.parentSpanId).toBeUndefined();
  });

  // Last: the collector stops answering for good.
  it('does not hold the shutdown when the collector hangs: buffered spans are given up after 2 s', async () => {
    receiver.hang();
    const res = await t2!.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const started = Date.now();
    await t2!.close();
    t2 = undefined;
    // The exporter alone would wait 10 s for an answer; server.ts gives the whole shutdown 9 s.
    expect(Date.now() - started).toBeLessThan(6000);
  }, 20_000);
});
