import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.js';
import { campaignMessage } from './campaign-mail.js';
import {
  acquireLease,
  buildTargetList,
  claimNextRecipient,
  finishCampaign,
  markRejected,
  markSent,
  releaseLease,
  renewLease,
} from './campaign-send.queries.js';
import { unfinishedCampaigns } from './campaigns.queries.js';
import { unsubscribeTokenFor } from '../unsubscribe/unsubscribe.queries.js';

export const CAMPAIGN_SEND_JOB = 'campaign-send';
export const CAMPAIGN_RESUME_JOB = 'campaign-resume';
const HEARTBEAT_MS = 5000;
/** Transient failures (relay down) retry with backoff; the minute resume picks up after that. */
export const SEND_OPTIONS = { retryLimit: 10, retryBackoff: true } as const;

/** A relay's permanent refusal (5xx) of one recipient: retrying cannot help. */
const isPermanentRejection = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/**
 * Builds the campaign's target list (once) and e-mails every recipient.
 *
 * Delivery guarantee (docs/moderator-questions.md): one sender per campaign at a time (a lease the
 * sender renews every 5 s); each recipient is claimed (`attempted_at`) before its message goes out
 * and marked `sent_at` after the relay accepted it, so a retried job or a restarted server never
 * mails a recipient whose send was recorded. The only message that can go out twice is the one in
 * flight when a sender dies after the relay accepted it but before `sent_at` was written: it is sent
 * again, with the same Message-ID, when the campaign resumes.
 */
export async function sendCampaign(app: FastifyInstance, campaignId: number): Promise<void> {
  const owner = randomUUID();
  const campaign = await acquireLease(app.db, campaignId, owner);
  if (!campaign) return;
  const heartbeat = setInterval(() => {
    renewLease(app.db, campaignId, owner).catch((err) =>
      app.log.error({ err, campaignId }, 'campaign lease renewal failed'),
    );
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    if (!campaign.target_list_created_at) await buildTargetList(app.db, campaign, new Date());
    for (;;) {
      const recipient = await claimNextRecipient(app.db, campaignId, owner);
      if (!recipient) break;
      if (recipient.was_attempted) {
        app.metrics.mailRetries.inc({ kind: 'campaign' });
        app.log.warn(
          { campaignId, userId: recipient.user_id },
          'resending a campaign message whose send was not recorded',
        );
      }
      try {
        const unsubscribeToken = await unsubscribeTokenFor(app.db, recipient.user_id);
        await app.mailer.send(
          campaignMessage(campaignId, recipient, {
            publicUrl: app.config.publicUrl,
            supportEmail: app.config.mail.supportEmail,
            unsubscribeToken,
          }),
        );
      } catch (err) {
        if (!isPermanentRejection(err)) throw err;
        await markRejected(app.db, campaignId, recipient.user_id, (err as Error).message);
        continue;
      }
      await markSent(app.db, campaignId, recipient.user_id);
    }
    await finishCampaign(app.db, campaignId, owner);
  } finally {
    clearInterval(heartbeat);
    await releaseLease(app.db, campaignId, owner);
  }
}

/**
 * Re-queues every campaign whose sending has not finished: at worker start (a crashed process's
 * campaigns, once their lease runs out) and every minute (a crash of another worker process).
 */
export async function resumeCampaigns(app: FastifyInstance, options: { onlyUnleased: boolean }): Promise<number> {
  const pending = await unfinishedCampaigns(app.db, options.onlyUnleased);
  const now = Date.now();
  for (const c of pending) {
    const leaseEnds = c.send_lease_until ? new Date(c.send_lease_until).getTime() : 0;
    const startAfter = new Date(Math.max(now, leaseEnds + 1000));
    // One resume job per campaign per minute, however often this runs.
    await app.jobs.send(
      CAMPAIGN_SEND_JOB,
      { campaignId: c.id },
      { ...SEND_OPTIONS, startAfter, singletonKey: `campaign-${c.id}`, singletonSeconds: 60 },
    );
  }
  return pending.length;
}

export const campaignJobs: JobDefinition[] = [
  {
    name: CAMPAIGN_SEND_JOB,
    handler: async (data: { campaignId: number }, app) => sendCampaign(app, Number(data.campaignId)),
  },
  {
    name: CAMPAIGN_RESUME_JOB,
    cron: '* * * * *',
    handler: async (_data, app) => {
      await resumeCampaigns(app, { onlyUnleased: true });
    },
  },
];
