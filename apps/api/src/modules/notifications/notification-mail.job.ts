import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.js';
import { unsubscribeTokenFor } from '../unsubscribe/unsubscribe.queries.js';
import { fanOutNewAnswers } from './notification-fanout.js';
import { notificationMail } from './notification-mail.js';
import {
  type ClaimedMail,
  claimThread,
  dueThreads,
  mailContent,
  markMailDone,
  settleNotImmediate,
  takeOverStalled,
} from './notification-mail.queries.js';

export const NOTIFICATION_MAIL_JOB = 'notification-mail';
const DUE_BATCH = 200;

/** A relay's permanent refusal (5xx) of one message: retrying cannot help. */
const isPermanentRejection = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Sends one claimed message (or records that nothing is left to say) and records it done. */
async function deliver(app: FastifyInstance, mail: ClaimedMail, owner: string, now: Date): Promise<boolean> {
  const { recipient, rows } = await mailContent(app.db, mail);
  if (!recipient || rows.length === 0) {
    // Read in the app, withdrawn or switched off since the claim: nothing goes.
    await markMailDone(app.db, mail, { owner, now, mailed: false });
    return false;
  }
  if (mail.was_attempted) {
    app.metrics.mailRetries.inc({ kind: 'notification' });
    app.log.warn(
      { userId: mail.user_id, thread: mail.thread_key, seq: mail.seq },
      'resending a notification e-mail whose send was not recorded',
    );
  }
  try {
    const unsubscribeToken = await unsubscribeTokenFor(app.db, mail.user_id);
    await app.mailer.send(
      notificationMail({ ...recipient, user_id: mail.user_id }, mail, rows, {
        publicUrl: app.config.publicUrl,
        supportEmail: app.config.mail.supportEmail,
        unsubscribeToken,
      }),
    );
  } catch (err) {
    // A transient failure leaves the claim: its lease runs out and a later run sends it again.
    if (!isPermanentRejection(err)) throw err;
    await markMailDone(app.db, mail, { owner, now, mailed: false, error: (err as Error).message });
    return false;
  }
  await markMailDone(app.db, mail, { owner, now, mailed: true });
  return true;
}

/**
 * E-mails the notifications whose member chose immediate mail for their kind (issue 25); the
 * `notifications` table is the outbox. Returns how many messages went out.
 *
 * - Throttled per member and thread (a question, or the kind for kinds without one): at most one
 *   message per IMMEDIATE_MAIL_WINDOW_MS; what arrives meanwhile waits and goes grouped in the next.
 * - Notifications read in the app before their message goes, or withdrawn (a deleted item), are not mailed.
 * - Never doubled: each message is claimed (notification_mail_threads, an atomic upsert) before it
 *   goes and recorded after the relay accepted it, so a retried job or a second instance never sends
 *   a recorded message. The only message that can go twice is the one in flight when a sender dies
 *   after the relay accepted it: it goes again, with the same Message-ID, once its lease runs out.
 *
 * `now` is injectable for tests of the window.
 */
export async function sendImmediateMail(app: FastifyInstance, o: { now?: Date } = {}): Promise<number> {
  const now = o.now ?? new Date();
  const owner = randomUUID();
  let sent = 0;
  // Answers still waiting to be counted join their batches first, so this run mails them.
  await fanOutNewAnswers(app.db);
  await settleNotImmediate(app.db);
  for (;;) {
    const stalled = await takeOverStalled(app.db, owner, now);
    if (!stalled) break;
    if (await deliver(app, stalled, owner, now)) sent++;
  }
  for (;;) {
    const due = await dueThreads(app.db, now, DUE_BATCH);
    let claimed = 0;
    for (const thread of due) {
      const mail = await claimThread(app.db, thread, owner, now);
      if (!mail) continue;
      claimed++;
      if (await deliver(app, mail, owner, now)) sent++;
    }
    // Threads another sender claimed (or with nothing for immediate mail) come back: stop then.
    if (claimed === 0) break;
  }
  return sent;
}

export const notificationMailJobs: JobDefinition[] = [
  {
    name: NOTIFICATION_MAIL_JOB,
    cron: '* * * * *',
    handler: async (_data, app) => {
      await sendImmediateMail(app);
    },
  },
];
