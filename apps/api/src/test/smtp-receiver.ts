import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the receiver got it: envelope recipients (comma-separated), Message-ID, raw text. */
export interface Delivery {
  to: string;
  messageId: string;
  raw: string;
}

/**
 * A real SMTP receiver on a free local port, for tests where the product sends through `SMTP_URL`.
 * `accept` decides each message in turn (numbered from 1): true delivers it (the 250 reply), false
 * refuses it; tests may replace it while running (crash tests stop the sender mid-campaign).
 */
export interface SmtpReceiver {
  url: string;
  delivered: Delivery[];
  refused: Delivery[];
  accept: (n: number) => Promise<boolean>;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  let count = 0;
  const receiver: SmtpReceiver = {
    url: '',
    delivered: [],
    refused: [],
    accept: async () => true,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const delivery = {
          to: session.envelope.rcptTo.map((r) => r.address).join(','),
          messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
          raw,
        };
        if (await receiver.accept(++count)) {
          receiver.delivered.push(delivery);
          callback();
        } else {
          receiver.refused.push(delivery);
          callback(new Error('receiver stopped'));
        }
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  receiver.url = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
  return receiver;
}
