import {
  INSTANCE_SEEN_WITHIN_SECONDS,
  MAIL_FAILURE_DAYS,
  type CLIENT_ERROR_KINDS,
  type FailedJobList,
  type JobRetryResult,
  type MailFailureList,
  type StoredClientErrorList,
  type SystemListQuery,
  type SystemJob,
  type SystemOverview,
  maskRecipient,
  scrubClientText,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { iso, isoOrNull, transactionExecutor } from '../../db/raw-sql.js';
import { latestMigrationMillis, migrationCount, schemaVersion } from '../../db/migrate.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { recordAudit } from '../audit/audit.service.js';
import { giftCardPoolStatus } from '../rewards/gift-card-pool.js';
import { ERROR_TEXT_MAX, canRetry } from './system.policy.js';
import {
  databaseFacts,
  failedJobs,
  findJob,
  insertClientError,
  insertMailFailure,
  jobState,
  jobStateCounts,
  listClientErrors,
  listMailFailures,
  recentInstances,
  type StoredReport,
} from './system.queries.js';
import { SYSTEM_TEST_MAIL_JOB, TEST_MAIL_OPTIONS } from './test-mail.job.js';

/** An error text as the page shows it: scrubbed of addresses and tokens, first line, capped. */
export const safeErrorText = (text: string | null | undefined) =>
  scrubClientText(String(text ?? '').split('\n')[0] ?? '').slice(0, ERROR_TEXT_MAX);

const page = (q: SystemListQuery) => ({ limit: q.count, offset: (q.pageNumber - 1) * q.count });

/** `GET system`: instances, database and migrations, queue counts and the code pool, read side by side. */
export async function systemOverview(app: FastifyInstance, instanceId: string): Promise<SystemOverview> {
  const [instances, facts, queues, pool] = await Promise.all([
    recentInstances(app.db, INSTANCE_SEEN_WITHIN_SECONDS),
    databaseFacts(app.db),
    jobStateCounts(app.database),
    app.config.features.rewards ? giftCardPoolStatus(app.db, app.config.rewards.codesLowThreshold) : null,
  ]);
  const expected = migrationCount();
  return {
    generatedAt: new Date().toISOString(),
    instances: instances.map((i) => ({
      id: i.instance_id,
      hostname: i.hostname,
      version: i.version,
      startedAt: iso(i.started_at),
      lastSeenAt: iso(i.last_seen_at),
      uptimeSeconds: Math.max(0, Number(i.uptime)),
      current: i.instance_id === instanceId,
    })),
    database: {
      dialect: app.database.kind,
      serverVersion: facts.serverVersion,
      // The readiness rule: the database holds the newest migration this release ships.
      migrations: {
        expected,
        applied: facts.applied,
        latest: schemaVersion(),
        upToDate: facts.lastMillis >= latestMigrationMillis(),
      },
    },
    queues,
    codePool: pool && { remaining: pool.remaining, waiting: pool.waiting, low: pool.low, byValue: pool.byValue },
  };
}

export async function failedJobPage(app: FastifyInstance, q: SystemListQuery): Promise<FailedJobList> {
  const { limit, offset } = page(q);
  const { rows, total } = await failedJobs(app.database, limit, offset);
  return {
    data: rows.map((j) => ({
      id: j.id,
      queue: j.queue,
      error: safeErrorText(j.error) || 'No error message',
      createdAt: iso(j.created_on),
      failedAt: isoOrNull(j.completed_on),
      retryCount: Number(j.retry_count),
    })),
    meta: { total, page: q.pageNumber, count: q.count },
  };
}

/** `GET system/jobs/{queue}/{id}`: where one job is now (the page follows a retried job with it). */
export async function jobDetail(app: FastifyInstance, queue: string, id: string): Promise<SystemJob> {
  const job = await findJob(app.database, queue, id);
  if (!job) throw notFound('No such job in that queue.');
  return {
    id: job.id,
    queue: job.queue,
    state: job.state as SystemJob['state'],
    // Only a failed job's output is an error; a completed one's is the handler's result.
    error: job.state === 'failed' ? safeErrorText(job.error) || 'No error message' : null,
    createdAt: iso(job.created_on),
    completedAt: isoOrNull(job.completed_on),
    retryCount: Number(job.retry_count),
  };
}

/**
 * `POST system/jobs/{queue}/{id}/retry`: pg-boss's own retry of one failed job (back to `retry`, one
 * more attempt allowed), recorded in the audit log. 404 for a job that is not there, 409 for one
 * that has not failed: nothing changes in either case.
 */
export async function retryJob(
  app: FastifyInstance,
  actor: AuthUser,
  queue: string,
  id: string,
): Promise<JobRetryResult> {
  const state = await jobState(app.database, queue, id);
  if (state === null) throw notFound('No such job in that queue.');
  if (!canRetry(state)) throw conflict(`Only a failed job can be retried; this one is ${state}.`);
  await app.db.transaction(async (tx) => {
    // pg-boss's own retry, in the transaction of its audit entry: both commit or neither does. It
    // answers `{ affected }` (its typings say void): 0 when the job is no longer failed, as when
    // another administrator's retry got there first.
    const result = (await app.jobs.boss.retry(queue, id, { db: transactionExecutor(tx) })) as unknown as
      | { affected?: number }
      | undefined;
    if (result?.affected === 0) throw conflict('Only a failed job can be retried; this one was retried already.');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'retry',
      entity: 'job',
      entityId: null,
      after: { queue, jobId: id },
    });
  });
  return { id, queue, state: 'retry' };
}

/** `POST system/test-mail`: queues one e-mail to the asking administrator (see test-mail.job.ts). */
export async function queueTestMail(app: FastifyInstance, actor: AuthUser) {
  const id = await app.jobs.send(SYSTEM_TEST_MAIL_JOB, { userId: actor.id }, TEST_MAIL_OPTIONS);
  return { id: id ?? '', queue: SYSTEM_TEST_MAIL_JOB };
}

export async function mailFailurePage(app: FastifyInstance, q: SystemListQuery): Promise<MailFailureList> {
  const { limit, offset } = page(q);
  const { rows, total } = await listMailFailures(app.db, MAIL_FAILURE_DAYS, limit, offset);
  return {
    data: rows.map((r) => ({
      id: r.id,
      recipient: r.recipient,
      transport: r.transport,
      error: r.error,
      failedAt: r.failedAt,
    })),
    meta: { total, page: q.pageNumber, count: q.count },
  };
}

export async function clientErrorPage(app: FastifyInstance, q: SystemListQuery): Promise<StoredClientErrorList> {
  const { limit, offset } = page(q);
  const { rows, total } = await listClientErrors(app.db, limit, offset);
  return {
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind as (typeof CLIENT_ERROR_KINDS)[number],
      message: r.message,
      path: r.path,
      status: r.status,
      code: r.code,
      release: r.release,
      requestId: r.request_id,
      at: r.at,
    })),
    meta: { total, page: q.pageNumber, count: q.count },
  };
}

/**
 * Called by the one mail transport (plugins/mail.ts) for each message it could not hand over: the
 * recipient masked, the error scrubbed. Never throws: a failed record must not hide the mail's error.
 */
export async function recordMailFailure(
  app: FastifyInstance,
  to: string,
  transport: string,
  err: unknown,
): Promise<void> {
  const message = err instanceof Error ? err.message : String(err);
  await insertMailFailure(app.db, {
    recipient: maskRecipient(to),
    transport,
    error: safeErrorText(message) || 'Unknown error',
  }).catch((recordErr) => app.log.warn({ err: recordErr }, 'system: a mail failure could not be recorded'));
}

/**
 * Called by `POST client-errors` for each report it logged: kept (scrubbed, bounded) for the page.
 * Never throws: a failed write is only logged, and the browser's report still counts as received.
 */
export async function recordClientErrorReport(app: FastifyInstance, report: StoredReport): Promise<void> {
  await insertClientError(app.db, report).catch((err) =>
    app.log.warn({ err }, 'system: a client error could not be stored for the system page'),
  );
}
