import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { htmlFromText } from './html.js';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; made from `text` when absent, so every message carries both. */
  html?: string;
  /** Where replies go when not to the sender (a report's reporter). */
  replyTo?: string;
  /** Further header lines, e.g. List-Unsubscribe on campaign mail. */
  headers?: Record<string, string>;
  /** Stable id: the same message sent twice (a retried job) is recognisable downstream. */
  messageId?: string;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  from: string;
  date: string;
}

export interface Mailer {
  kind: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** SMTP only: connects and authenticates without sending (readiness reports the relay's state). */
  verify?(): Promise<void>;
  close(): void;
}

const withHtml = (message: MailMessage): MailMessage => ({
  ...message,
  html: message.html ?? htmlFromText(message.text),
});

/**
 * SMTP when `SMTP_URL` is set; otherwise the local outbox: one JSON file per message a person can read.
 * The SMTP transport keeps a pool of connections open: a campaign sends thousands of messages one
 * after another, and a new connection (and TLS handshake) for each would be slow, and some relays
 * throttle senders that reconnect for every message.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, pool: true });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...withHtml(message) });
      },
      async verify() {
        await transport.verify();
      },
      close: () => transport.close(),
    };
  }
  let seq = 0;
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const id = `${Date.now()}-${process.pid}-${++seq}`;
      const entry: OutboxEntry = { id, from: options.from, date: new Date().toISOString(), ...withHtml(message) };
      // Written under another name, then renamed: a reader listing `*.json` never sees half a message.
      const draft = path.join(options.outboxDir, `${id}.json.partial`);
      await writeFile(draft, JSON.stringify(entry, null, 2));
      await rename(draft, path.join(options.outboxDir, `${id}.json`));
    },
    close: () => {},
  };
}

/** Top-level domains that never deliver mail (RFC 2606, RFC 6761, RFC 6762). */
const UNDELIVERABLE_TLDS = new Set(['local', 'localhost', 'test', 'invalid', 'example']);

/**
 * The mail settings a relay would take but no one could receive or answer: a sender or support address
 * on an undeliverable domain (the `.local` defaults suit the outbox only). Empty without SMTP.
 */
export function undeliverableAddresses(o: { smtpUrl?: string; from: string; supportEmail: string }): string[] {
  if (!o.smtpUrl) return [];
  const tld = (mailbox: string) => (/<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox).trim().split('.').pop()?.toLowerCase();
  return [
    ['MAIL_FROM', o.from],
    ['SUPPORT_EMAIL', o.supportEmail],
  ]
    .filter(([, address]) => UNDELIVERABLE_TLDS.has(tld(address!) ?? ''))
    .map(([name, address]) => `${name}=${address}`);
}

/** Newest first. */
export async function readOutbox(outboxDir: string): Promise<OutboxEntry[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const entries = await Promise.all(
    files
      .filter((f) => f.endsWith('.json'))
      .map(async (f) => JSON.parse(await readFile(path.join(outboxDir, f), 'utf8'))),
  );
  return (entries as OutboxEntry[]).sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
}
