import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobDefinition } from '../../plugins/jobs.js';
import { findActiveAccountById } from '../identity/accounts.js';

/** `Send a test e-mail` on the system page: one message to the administrator who asked, through the queue. */
export const SYSTEM_TEST_MAIL_JOB = 'system-test-mail';
/**
 * Not retried by itself: the point is to see at once whether mail goes out. A failure stays on the
 * page as a failed job (and a mail failure), to be retried there once the relay is fixed.
 */
export const TEST_MAIL_OPTIONS: PgBoss.SendOptions = { retryLimit: 0 };

export interface TestMailJob {
  userId: number;
}

export async function sendTestMail(app: FastifyInstance, job: TestMailJob): Promise<void> {
  const account = await findActiveAccountById(app.db, Number(job.userId));
  if (!account) return;
  await app.mailer.send({
    to: account.email,
    subject: 'Peer Consults test e-mail',
    text: [
      `Hello ${account.firstName},`,
      '',
      'You asked for this test e-mail on the system page: mail from Peer Consults reaches you.',
    ].join('\n'),
  });
}

export const systemJobs: JobDefinition[] = [
  { name: SYSTEM_TEST_MAIL_JOB, handler: async (data: TestMailJob, app) => sendTestMail(app, data) },
];
