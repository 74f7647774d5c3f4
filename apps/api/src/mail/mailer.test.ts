import { mkdtemp, readdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, readOutbox, undeliverableAddresses } from './mailer.js';

/** The SMTP mailer against a real SMTP receiver: what a relay is handed, connection by connection. */
let smtp: SMTPServer;
let port: number;
let connections = 0;
const received: string[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onConnect(_session, callback) {
      connections++;
      callback();
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString('utf8'));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  port = (smtp.server.address() as AddressInfo).port;
});
afterAll(async () => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** A header's value, unfolded. */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

describe('SMTP mailer', () => {
  it('sends HTML with a text part, Reply-To and extra headers, over one pooled connection', async () => {
    connections = 0;
    received.length = 0;
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Peer Consults <no-reply@example.org>',
      outboxDir: '/nonexistent',
    });
    try {
      for (const n of [1, 2, 3]) {
        await mailer.send({
          to: `member${n}@example.org`,
          subject: `Message ${n}`,
          text: `Dear Dr. Lee,\n\nSee https://peer.example.org/questions/${n} <now> & reply.`,
          replyTo: 'reporter@example.org',
          headers: { 'X-Peer-Test': `n${n}` },
        });
      }
    } finally {
      mailer.close();
    }
    expect(received).toHaveLength(3);
    // A pool keeps the connection open between messages; without it each message opens its own.
    expect(connections).toBe(1);
    const raw = received[0]!;
    expect(header(raw, 'Reply-To')).toBe('reporter@example.org');
    expect(header(raw, 'X-Peer-Test')).toBe('n1');
    expect(header(raw, 'Content-Type')).toMatch(/^multipart\/alternative;/);
    expect(raw).toMatch(/Content-Type: text\/plain; charset=utf-8/);
    expect(raw).toMatch(/Content-Type: text\/html; charset=utf-8/);
    const html = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(html).toContain('<a href="https://peer.example.org/questions/1">https://peer.example.org/questions/1</a>');
    expect(html).toContain('&lt;now&gt; &amp; reply.');
  });
});

describe('mail settings', () => {
  it('names the .local defaults (or any undeliverable domain) as unfit once mail goes to a relay', () => {
    const defaults = {
      from: 'Peer Consults <no-reply@peerconsults.local>',
      supportEmail: 'support@peerconsults.local',
    };
    expect(undeliverableAddresses(defaults)).toEqual([]);
    expect(undeliverableAddresses({ ...defaults, smtpUrl: 'smtp://relay.example.org' })).toEqual([
      'MAIL_FROM=Peer Consults <no-reply@peerconsults.local>',
      'SUPPORT_EMAIL=support@peerconsults.local',
    ]);
    expect(
      undeliverableAddresses({
        smtpUrl: 'smtp://relay.example.org',
        from: 'Peer Consults <no-reply@peerconsults.com>',
        supportEmail: 'support@peerconsults.com',
      }),
    ).toEqual([]);
  });
});

describe('the local outbox', () => {
  it('never shows a reader half a message, however often it looks while mail is written', async () => {
    const outboxDir = await mkdtemp(path.join(tmpdir(), 'outbox-'));
    const mailer = createMailer({ from: 'noreply@example.org', outboxDir });
    // A long body makes each write take several chunks, which a reader could catch half done.
    const text = 'Your sign-in link: https://example.org/x\n'.repeat(20_000);
    let writing = true;
    const sends = Promise.all(
      Array.from({ length: 20 }, (_, i) => mailer.send({ to: `m${i}@example.org`, subject: 'Sign in', text })),
    ).finally(() => {
      writing = false;
    });
    let looks = 0;
    while (writing) {
      await readOutbox(outboxDir);
      looks++;
    }
    await sends;
    expect(looks).toBeGreaterThan(0);
    expect(await readOutbox(outboxDir)).toHaveLength(20);
    expect((await readdir(outboxDir)).filter((f) => !f.endsWith('.json'))).toEqual([]);
  });
});
