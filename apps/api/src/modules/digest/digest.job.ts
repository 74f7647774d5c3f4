import { fanOutNewAnswers } from '../notifications/notification-fanout.js';
import { DIGEST_LOCAL_HOUR } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../../plugins/jobs.js';
import { type DigestContent, digestItemCount, digestMessage, isEmptyDigest } from './digest-mail.js';
import {
  type DigestCandidate,
  type DigestWindow,
  type DueZone,
  claimDigests,
  digestCandidates,
  dueZones,
  finishDigests,
  knownMemberZones,
  maxUserId,
  newQuestions,
  publishedConsensuses,
  pruneDigestDeliveries,
  recentActivity,
  unsubscribeTokensFor,
} from './digest.queries.js';

export const DIGEST_JOB = 'weekly-digest';
/** Every 15 minutes: a member's digest leaves within 15 minutes of 07:00 on their Monday. */
export const DIGEST_CRON = '*/15 * * * *';
/** Member ids per batch (a range of ids): one batch costs about seven statements plus one write per message sent. */
export const DIGEST_BATCH = 500;
/**
 * Messages handed to the relay at once (the SMTP transport keeps a pool of connections), then
 * recorded together: a crash can repeat at most this many messages (with their Message-IDs).
 */
export const DIGEST_SEND_GROUP = 10;
/** A claim unfinished for this long belongs to a sender that died (a batch takes seconds). */
export const DIGEST_CLAIM_STALE_MS = 10 * 60 * 1000;
/**
 * A run stops taking new batches after this long, so it ends before pg-boss's 15-minute expiry of a
 * job (an expired job is retried while the first may still be running); the next run goes on.
 */
export const DIGEST_RUN_BUDGET_MS = 12 * 60 * 1000;

export interface DigestRunOptions {
  /** The time the run acts at (tests and the bench pass their own). */
  now?: Date;
  batchSize?: number;
  /** Milliseconds after which no new batch is started. */
  budgetMs?: number;
}

export interface DigestRunStats {
  /** Members whose week was claimed by this run. */
  claimed: number;
  sent: number;
  empty: number;
  rejected: number;
  /** Claims taken over from a sender that died (their message may have gone once already). */
  resent: number;
  /** Whether the run stopped at its budget with members left. */
  stoppedEarly: boolean;
}

/**
 * Whether it is Monday after DIGEST_LOCAL_HOUR anywhere on Earth (UTC-12 to UTC+14): from Sunday 17:00
 * UTC to Tuesday 12:00 UTC. The rest of the week a run asks the database nothing.
 */
export function mondayMorningSomewhere(now: Date): boolean {
  const minuteOfWeek = ((now.getUTCDay() + 6) % 7) * 1440 + now.getUTCHours() * 60 + now.getUTCMinutes();
  const earliest = 6 * 1440 + (DIGEST_LOCAL_HOUR + 24 - 14) * 60; // Sunday, UTC+14's Monday morning
  const latest = 1440 + 12 * 60; // Tuesday 12:00: UTC-12's Monday ends
  return minuteOfWeek >= earliest || minuteOfWeek < latest;
}

/** A relay's permanent refusal (5xx) of one recipient: retrying cannot help. */
const isPermanentRejection = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
};

/** Each batch member's content, from three set-based statements. */
async function contentFor(
  app: FastifyInstance,
  members: DigestWindow[],
  now: Date,
): Promise<Map<number, DigestContent>> {
  const [questions, activity, consensuses] = await Promise.all([
    newQuestions(app.db, members, now),
    recentActivity(app.db, members),
    publishedConsensuses(app.db, members),
  ]);
  const content = new Map<number, DigestContent>(
    members.map((m) => [
      m.user_id,
      { questions: [], questionsTotal: 0, activity: [], activityTotal: 0, consensuses: [], consensusesTotal: 0 },
    ]),
  );
  for (const q of questions) {
    const c = content.get(Number(q.user_id))!;
    c.questions.push({ id: q.id, title: q.title });
    c.questionsTotal = Number(q.total);
  }
  for (const n of activity) {
    const c = content.get(Number(n.user_id))!;
    c.activity.push(n);
    c.activityTotal = Number(n.total);
  }
  const toldAlready = new Map<number, number>();
  for (const s of consensuses) {
    const userId = Number(s.user_id);
    const c = content.get(userId)!;
    // Told already among the activity ("a consensus was published from …"): not listed twice.
    const told = c.activity.some((n) => n.kind === 'consensus_published' && n.subject_key === `consensus:${s.id}`);
    if (told) toldAlready.set(userId, (toldAlready.get(userId) ?? 0) + 1);
    else c.consensuses.push({ id: s.id, title: s.title });
    c.consensusesTotal = Number(s.total) - (toldAlready.get(userId) ?? 0);
  }
  return content;
}

/**
 * Sends this week's digest to every member whose local Monday DIGEST_LOCAL_HOUR has come (until the
 * end of that Monday) and who has not had it: see docs/digest.md.
 *
 * Delivery guarantee: each member's week is claimed (a row keyed by member and week, inserted before
 * the message is composed) and marked sent after the relay accepted it, so reruns, retries and
 * several instances at once never mail a member twice in a week. The only messages that can go twice
 * are those in flight (a group of DIGEST_SEND_GROUP) when their sender dies after the relay accepted
 * them and before they were recorded: a later run takes the stale claims over and sends them again,
 * with the same Message-IDs.
 */
export async function runDigest(app: FastifyInstance, options: DigestRunOptions = {}): Promise<DigestRunStats> {
  const now = options.now ?? new Date();
  const batchSize = options.batchSize ?? DIGEST_BATCH;
  const stopAt = Date.now() + (options.budgetMs ?? DIGEST_RUN_BUDGET_MS);
  const stats: DigestRunStats = { claimed: 0, sent: 0, empty: 0, rejected: 0, resent: 0, stoppedEarly: false };
  if (!mondayMorningSomewhere(now)) return stats;
  const zones = await knownMemberZones(app.db);
  const due = await dueZones(app.db, zones, now);
  if (!due.length) return stats;
  // Answers still waiting to be counted join their batches first, so the digest lists them.
  await fanOutNewAnswers(app.db);
  // Once a week (the first run of Monday 07:00 UTC; a missed one waits a week): a scan of the table.
  if (now.getUTCDay() === 1 && now.getUTCHours() === DIGEST_LOCAL_HOUR && now.getUTCMinutes() < 15) {
    await pruneDigestDeliveries(app.db, now);
  }
  const dueByZone = new Map<string, DueZone>(due.map((d) => [d.tz, d]));
  const staleBefore = new Date(now.getTime() - DIGEST_CLAIM_STALE_MS);

  const lastId = await maxUserId(app.db);
  for (let afterId = 0; afterId < lastId; afterId += batchSize) {
    if (Date.now() > stopAt) {
      stats.stoppedEarly = true;
      break;
    }
    const candidates = await digestCandidates(app.db, { zones, due, afterId, span: batchSize, staleBefore });
    if (!candidates.length) continue;
    const claims = await claimDigests(app.db, candidates, { now, staleBefore });
    if (!claims.length) continue;
    stats.claimed += claims.length;

    const byId = new Map<number, DigestCandidate>(candidates.map((c) => [Number(c.user_id), c]));
    const members = claims.map((claim) => {
      const zone = dueByZone.get(byId.get(Number(claim.user_id))!.tz)!;
      return { user_id: Number(claim.user_id), since: zone.since, until: zone.until };
    });
    const content = await contentFor(app, members, now);
    const empty = claims.filter((c) => isEmptyDigest(content.get(Number(c.user_id))!));
    await finishDigests(
      app.db,
      empty.map((c) => ({ user_id: Number(c.user_id), week: c.week, items: 0 })),
      'empty',
      now,
    );
    stats.empty += empty.length;
    const toSend = claims.filter((c) => !isEmptyDigest(content.get(Number(c.user_id))!));
    const tokens = await unsubscribeTokensFor(
      app.db,
      toSend.map((c) => Number(c.user_id)),
    );

    for (let i = 0; i < toSend.length; i += DIGEST_SEND_GROUP) {
      const group = toSend.slice(i, i + DIGEST_SEND_GROUP);
      const results = await Promise.allSettled(
        group.map(async (claim) => {
          const userId = Number(claim.user_id);
          if (claim.reclaimed) {
            stats.resent++;
            app.metrics.mailRetries.inc({ kind: 'digest' });
            app.log.warn({ userId, week: claim.week }, 'resending a weekly digest whose send was not recorded');
          }
          await app.mailer.send(
            digestMessage({ ...byId.get(userId)!, user_id: userId, week: claim.week }, content.get(userId)!, {
              publicUrl: app.config.publicUrl,
              supportEmail: app.config.mail.supportEmail,
              unsubscribeToken: tokens.get(userId)!,
            }),
          );
        }),
      );
      const done = (j: number) => {
        const userId = Number(group[j]!.user_id);
        return { user_id: userId, week: group[j]!.week, items: digestItemCount(content.get(userId)!) };
      };
      const sent = group.flatMap((_, j) => (results[j]!.status === 'fulfilled' ? [done(j)] : []));
      const rejected = group.flatMap((_, j) => {
        const r = results[j]!;
        return r.status === 'rejected' && isPermanentRejection(r.reason) ? [done(j)] : [];
      });
      // Recorded before a transient failure is thrown, so what the relay took is never sent again.
      await finishDigests(app.db, sent, 'sent', now);
      await finishDigests(app.db, rejected, 'rejected', now);
      stats.sent += sent.length;
      stats.rejected += rejected.length;
      const failed = results.find((r) => r.status === 'rejected' && !isPermanentRejection(r.reason));
      if (failed) throw (failed as PromiseRejectedResult).reason;
    }
  }
  if (stats.claimed > 0) app.log.info({ ...stats }, 'weekly digest run');
  return stats;
}

export const digestJobs: JobDefinition[] = [
  {
    name: DIGEST_JOB,
    cron: DIGEST_CRON,
    handler: async (_data, app) => {
      await runDigest(app);
    },
  },
];
