import http from 'node:http';
import net from 'node:net';
import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';

/**
 * Closing the server (a SIGTERM, a test's end) finishes the answers in flight and lets go of their
 * keep-alive connections: before plugins/graceful-close.ts, such a connection stayed open for the
 * keep-alive timeout (72 s) after its answer and `close()` waited for it.
 */
/** A moment one side waits for: `begin` resolves `started`; `finish` resolves `done`. */
function held() {
  let begin!: () => void;
  let finish!: () => void;
  const started = new Promise<void>((resolve) => {
    begin = resolve;
  });
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { started, begin, finish, done };
}

/** A keep-alive GET; resolves with the answer's status, its Connection header and its body. */
function get(url: string, agent: http.Agent) {
  return new Promise<{ status: number; connection: string | undefined; body: string; socketClosed: Promise<void> }>(
    (resolve, reject) => {
      http
        .get(url, { agent }, (res) => {
          const socketClosed = new Promise<void>((closed) => res.socket.once('close', () => closed()));
          let body = '';
          res.on('data', (chunk) => {
            body += chunk;
          });
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body, socketClosed }),
          );
        })
        .on('error', reject);
    },
  );
}

/** Once the server no longer takes connections: Fastify has begun `server.close()`. */
async function stoppedListening(app: FastifyInstance) {
  while (app.server.listening) await new Promise((resolve) => setTimeout(resolve, 5));
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), ms))]);

describe('closing the server while answering', () => {
  it('finishes an answer in flight, tells its client the connection ends, and closes without waiting for the keep-alive timeout', async () => {
    const request = held();
    const closing = held();
    const routes = async (app: FastifyInstance) => {
      // After the app's own preClose hooks: the close has begun.
      app.addHook('preClose', async () => closing.begin());
      app.get('/test/held', { config: { public: true } }, async () => {
        request.begin();
        await request.done;
        return { ok: true };
      });
    };
    const t = await createTestApp({}, { listen: true, extensions: [routes] });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(`${t.baseUrl}/test/held`, agent);
      await request.started;
      const closed = t.close().then(() => 'closed' as const);
      await closing.started;
      request.finish();
      const res = await answer;
      expect(res).toMatchObject({ status: 200, connection: 'close', body: '{"ok":true}' });
      expect(await within(res.socketClosed, 10_000)).toBeUndefined();
      expect(await within(closed, 10_000)).toBe('closed');
    } finally {
      agent.destroy();
    }
  });

  it('lets go of a connection whose answer was already on its way when the close began', async () => {
    const body = new PassThrough();
    const request = held();
    const closing = held();
    const routes = async (app: FastifyInstance) => {
      app.addHook('preClose', async () => closing.begin());
      app.get('/test/streaming', { config: { public: true } }, async (_request, reply) => {
        request.begin();
        reply.type('text/plain').send(body);
        return reply;
      });
    };
    const t = await createTestApp({}, { listen: true, extensions: [routes] });
    const agent = new http.Agent({ keepAlive: true });
    try {
      const answer = get(`${t.baseUrl}/test/streaming`, agent);
      await request.started;
      body.write('first part, ');
      // The headers (keep-alive) are out before the close begins.
      await new Promise((resolve) => setTimeout(resolve, 100));
      const closed = t.close().then(() => 'closed' as const);
      await closing.started;
      await stoppedListening(t.app);
      body.end('last part');
      const res = await answer;
      expect(res).toMatchObject({ status: 200, body: 'first part, last part' });
      expect(await within(res.socketClosed, 10_000)).toBeUndefined();
      expect(await within(closed, 10_000)).toBe('closed');
    } finally {
      agent.destroy();
    }
  });

  it('lets go of a connection whose refused request was still arriving when the close began', async () => {
    const t = await createTestApp({}, { listen: true });
    const { port } = new URL(t.baseUrl);
    const socket = net.connect(Number(port), '127.0.0.1');
    const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
    socket.on('error', () => {});
    let received = '';
    const answered = new Promise<void>((resolve) =>
      socket.on('data', (chunk) => {
        received += chunk;
        if (received.includes('\r\n\r\n')) resolve();
      }),
    );
    try {
      const body = JSON.stringify({ text: 'x'.repeat(100_000) });
      // No token: the guard refuses before the body is read; the rest of it arrives after the close began.
      socket.write(
        `POST /api/v1/comments HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 1000)}`,
      );
      await answered;
      expect(received).toMatch(/^HTTP\/1\.1 401/);
      const closed = t.close().then(() => 'closed' as const);
      await stoppedListening(t.app);
      socket.write(body.slice(1000));
      expect(await within(socketClosed, 10_000)).toBeUndefined();
      expect(await within(closed, 10_000)).toBe('closed');
    } finally {
      socket.destroy();
    }
  });
});
