import { z } from 'zod';
import { CLIENT_ERROR_KINDS } from './client-error-rules.js';
import { pageNumberParam } from './common.js';
import { pageMetaSchema } from './internal-topics.js';
import { giftCardPoolStatusSchema } from './rewards.js';

// ---------------------------------------------------------------------------------------------------
// The administrators' system page (issue 26): instances, database, job queues, mail failures, the
// code pool and client errors. Only what an operator needs: no job payload, no full address.
// ---------------------------------------------------------------------------------------------------

/** An instance counts as running while its heartbeat is younger than this (it beats every 30 s). */
export const INSTANCE_SEEN_WITHIN_SECONDS = 180;
/** Mail failures shown on the page: the last week. */
export const MAIL_FAILURE_DAYS = 7;

/** pg-boss's job states, in the order the page shows them. */
export const JOB_STATES = ['created', 'retry', 'active', 'completed', 'cancelled', 'failed'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const systemInstanceSchema = z.object({
  id: z.string(),
  hostname: z.string(),
  version: z.string(),
  startedAt: z.string(),
  lastSeenAt: z.string(),
  uptimeSeconds: z.number().int(),
  /** The instance that answered this request. */
  current: z.boolean(),
});
export type SystemInstance = z.infer<typeof systemInstanceSchema>;

export const systemDatabaseSchema = z.object({
  dialect: z.enum(['pglite', 'postgres']),
  serverVersion: z.string(),
  /** Migrations this release ships and how many the database holds. */
  migrations: z.object({
    expected: z.number().int(),
    applied: z.number().int(),
    latest: z.string(),
    upToDate: z.boolean(),
  }),
});

export const jobQueueCountsSchema = z.object({
  queue: z.string(),
  counts: z.object(Object.fromEntries(JOB_STATES.map((s) => [s, z.number().int()])) as Record<JobState, z.ZodNumber>),
});
export type JobQueueCounts = z.infer<typeof jobQueueCountsSchema>;

/** The Gift-card codes page's pool status, without what only that page shows. */
export const systemCodePoolSchema = giftCardPoolStatusSchema.pick({
  remaining: true,
  waiting: true,
  low: true,
  byValue: true,
});

/** `GET system`: the page's summary, read in one request. */
export const systemOverviewSchema = z.object({
  generatedAt: z.string(),
  instances: z.array(systemInstanceSchema),
  database: systemDatabaseSchema,
  queues: z.array(jobQueueCountsSchema),
  /** Null when the rewards programme is off. */
  codePool: systemCodePoolSchema.nullable(),
});
export type SystemOverview = z.infer<typeof systemOverviewSchema>;

/** The page size of the system page's lists. */
const listCount = z.coerce.number().int().min(1).max(100).default(20);
export const systemListQuerySchema = z.object({ pageNumber: pageNumberParam, count: listCount });
export type SystemListQuery = z.infer<typeof systemListQuerySchema>;

/** A failed job: where and why it failed, never its payload (it may hold a member's data). */
export const failedJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  error: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  retryCount: z.number().int(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobListSchema = z.object({ data: z.array(failedJobSchema), meta: pageMetaSchema });
export type FailedJobList = z.infer<typeof failedJobListSchema>;

/** pg-boss queue names: letters, digits, `-`, `_`, `.` and `/` (its own rule), at most 100 characters. */
export const jobRetryParamsSchema = z.object({
  queue: z
    .string()
    .max(100)
    .regex(/^[\w.\-/]+$/),
  id: z.uuid().max(36),
});
/** `GET system/jobs/{queue}/{id}`: one job's state, to follow a retried job to its end. */
export const systemJobSchema = z.object({
  id: z.string(),
  queue: z.string(),
  state: z.enum(JOB_STATES),
  error: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  retryCount: z.number().int(),
});
export type SystemJob = z.infer<typeof systemJobSchema>;

export const jobRetryResultSchema = z.object({ id: z.string(), queue: z.string(), state: z.literal('retry') });
export type JobRetryResult = z.infer<typeof jobRetryResultSchema>;

/** A message the mail transport could not hand over: to whom (masked), the error, when. */
export const mailFailureSchema = z.object({
  id: z.number().int(),
  recipient: z.string(),
  transport: z.string(),
  error: z.string(),
  failedAt: z.string(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;
export const mailFailureListSchema = z.object({ data: z.array(mailFailureSchema), meta: pageMetaSchema });
export type MailFailureList = z.infer<typeof mailFailureListSchema>;

/** A stored client error report (already scrubbed of tokens and addresses). */
export const storedClientErrorSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  path: z.string().nullable(),
  status: z.number().int().nullable(),
  code: z.string().nullable(),
  release: z.string().nullable(),
  requestId: z.string().nullable(),
  at: z.string(),
});
export type StoredClientError = z.infer<typeof storedClientErrorSchema>;
export const storedClientErrorListSchema = z.object({ data: z.array(storedClientErrorSchema), meta: pageMetaSchema });
export type StoredClientErrorList = z.infer<typeof storedClientErrorListSchema>;

/** Masks a recipient for the page: `d•••@example.org` (the first letter and the domain). */
export function maskRecipient(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address[0]}•••${address.slice(at)}`;
}

/** `POST system/test-mail`: the queued job that sends one e-mail to the administrator who asked. */
export const testMailResultSchema = z.object({ id: z.string(), queue: z.string() });
export type TestMailResult = z.infer<typeof testMailResultSchema>;
