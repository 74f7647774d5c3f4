import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  close(): void;
}

/** SMTP when `SMTP_URL` is set; otherwise the local outbox: one JSON file per message a person can read. */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
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
      const entry: OutboxEntry = { id, from: options.from, date: new Date().toISOString(), ...message };
      await writeFile(path.join(options.outboxDir, `${id}.json`), JSON.stringify(entry, null, 2));
    },
    close: () => {},
  };
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
