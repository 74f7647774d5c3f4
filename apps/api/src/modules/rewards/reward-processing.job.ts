import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.js';
import { recordAudit } from '../audit/audit.service.js';
import { giftCardPoolStatus } from './gift-card-pool.js';
import { warnAdministratorsOfPool } from './pool-warning.js';
import { notifyGiftCardSent } from '../notifications/notifications.other-events.js';
import { rewardMessage } from './reward-mail.js';
import {
  acquireLease,
  assignCodes,
  claimNextMail,
  leaseEnds,
  markEmailed,
  purgeOldCodes,
  releaseLease,
  renewLease,
  unsentCount,
} from './reward-processing.queries.js';

export const REWARD_PROCESSING_JOB = 'reward-processing';
export const REWARD_RESUME_JOB = 'reward-processing-resume';
export const REWARD_CODE_PURGE_JOB = 'reward-code-purge';
/** Monday 06:00 UTC: the week that closed on Saturday 23:59:59 UTC is processed (spec §9). */
export const REWARD_PROCESSING_CRON = '0 6 * * 1';
const HEARTBEAT_MS = 5000;
/** A relay that is down is retried with backoff; the resume check picks up after that. */
export const PROCESSING_OPTIONS = { retryLimit: 10, retryBackoff: true } as const;

/** A relay's permanent refusal (5xx) of one recipient: retrying now cannot help. */
const isPermanentRejection = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

export interface ProcessingOutcome {
  ran: boolean;
  assigned: number;
  emailed: number;
  /** A transient mail failure that stopped the run (the caller retries). */
  mailError: unknown;
}

/**
 * Gives every reward of a closed period a gift-card code from the pool and e-mails it.
 *
 * Exactly-once (the campaign sender's guarantee): one processor at a time (a lease renewed every
 * 5 s); codes are assigned in one statement, so a crash leaves each reward with a code or without;
 * each reward's send is claimed (`email_attempted_at`) before the message goes out and recorded
 * (`emailed_at`) once the relay accepted it, so a retried job or a restarted server never mails a
 * code whose send was recorded. The only message that can go out twice is the one in flight when a
 * processor dies after the relay accepted it and before `emailed_at` was written: it is sent again
 * with the same Message-ID. A reward whose value has no free code stays waiting for the next run.
 * The administrators' warning about a low pool (pool-warning.ts) is only idempotent-ish: one per
 * run, so a run retried after a crash or a failed relay may send it again.
 */
export async function processRewards(app: FastifyInstance): Promise<ProcessingOutcome> {
  const owner = randomUUID();
  if (!(await acquireLease(app.db, owner))) return { ran: false, assigned: 0, emailed: 0, mailError: null };
  const heartbeat = setInterval(() => {
    renewLease(app.db, owner).catch((err) => app.log.error({ err }, 'reward processing lease renewal failed'));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  let emailed = 0;
  try {
    const assigned = await assignCodes(app.db, owner);
    // The administrators hear of a low pool or of rewards left without a code once per run.
    await warnAdministratorsOfPool(app, await giftCardPoolStatus(app.db, app.config.rewards.codesLowThreshold), owner);
    let afterId = 0;
    for (;;) {
      const reward = await claimNextMail(app.db, owner, afterId);
      if (!reward) break;
      afterId = reward.id;
      if (reward.was_attempted) {
        app.metrics.mailRetries.inc({ kind: 'reward' });
        app.log.warn({ rewardId: reward.id }, 'resending a gift card whose send was not recorded');
      }
      try {
        await app.mailer.send(
          rewardMessage(reward, { publicUrl: app.config.publicUrl, supportEmail: app.config.mail.supportEmail }),
        );
      } catch (err) {
        // Refused for good (a dead address): left for the next run, after the member's address is fixed.
        if (isPermanentRejection(err)) {
          app.log.error({ err, rewardId: reward.id }, 'the mail relay refused a gift card e-mail');
          continue;
        }
        return { ran: true, assigned, emailed, mailError: err };
      }
      // The member's notification with the send's record: once, however often the job runs.
      await app.db.transaction(async (tx) => {
        await markEmailed(tx, reward.id);
        await notifyGiftCardSent(tx, { rewardId: reward.id, at: new Date() });
      });
      emailed++;
    }
    return { ran: true, assigned, emailed, mailError: null };
  } finally {
    clearInterval(heartbeat);
    await releaseLease(app.db, owner);
  }
}

/**
 * Queues a processing run when codes were assigned but not all e-mailed (a crashed or failed run):
 * at worker start and every 10 minutes. It starts once any live processor's lease has run out.
 */
export async function resumeRewardProcessing(app: FastifyInstance): Promise<boolean> {
  if ((await unsentCount(app.db)) === 0) return false;
  const ends = await leaseEnds(app.db);
  const startAfter = new Date(Math.max(Date.now(), (ends?.getTime() ?? 0) + 1000));
  await app.jobs.send(
    REWARD_PROCESSING_JOB,
    {},
    { ...PROCESSING_OPTIONS, startAfter, singletonKey: 'reward-processing-resume', singletonSeconds: 60 },
  );
  return true;
}

export const rewardJobs: JobDefinition[] = [
  {
    name: REWARD_PROCESSING_JOB,
    cron: REWARD_PROCESSING_CRON,
    handler: async (_data, app) => {
      const outcome = await processRewards(app);
      if (outcome.assigned > 0 || outcome.emailed > 0) {
        const after = { assigned: outcome.assigned, emailed: outcome.emailed };
        await recordAudit(app.db, {
          actorId: null,
          action: 'process',
          entity: 'reward_processing',
          entityId: null,
          after,
        });
      }
      if (outcome.mailError) throw outcome.mailError;
    },
  },
  {
    name: REWARD_RESUME_JOB,
    cron: '*/10 * * * *',
    handler: async (_data, app) => {
      await resumeRewardProcessing(app);
    },
  },
  {
    name: REWARD_CODE_PURGE_JOB,
    cron: '17 3 * * *',
    handler: async (_data, app) => {
      const purged = await purgeOldCodes(app.db);
      if (purged === 0) return;
      app.log.info({ purged }, 'gift card codes e-mailed over a year ago were deleted');
      await recordAudit(app.db, {
        actorId: null,
        action: 'purge',
        entity: 'gift_card_pool',
        entityId: null,
        after: { purged },
      });
    },
  },
];
