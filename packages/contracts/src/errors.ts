import { z } from 'zod';

/**
 * Every API error body (design.md): a stable `code` clients can switch on, never the message text.
 * Numeric codes 1, 3, 301, 302, 303 are the user create/update codes of spec §8.
 */
export const ERROR_CODES = {
  badRequest: 'bad_request',
  validation: 'validation_failed',
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  /** Writing in a thread needs the disclaimer agreed first: the web app opens the disclaimer prompt. */
  disclaimerRequired: 'disclaimer_required',
  notFound: 'not_found',
  conflict: 'conflict',
  rateLimited: 'rate_limited',
  internal: 'internal_error',
  /** The database is unreachable (restarting, failing over): retry shortly; nothing was written. */
  databaseUnavailable: 'database_unavailable',
  /** 503: a search or export ran past its time budget (issue 22) and was stopped: narrow it and retry. */
  queryTimeout: 'query_timeout',
  /** 422: a written text may identify a patient; the body lists `findings` (contracts phi.ts). Nothing was stored. */
  phiSuspected: 'phi_suspected',
  /** 503: too much CPU-heavy work is waiting (the worker pool's queue is full); retry shortly. Nothing was written. */
  busy: 'busy',
  /** 503: a CPU-heavy step (checking a text for patient identifiers) ran past its time budget and was cancelled. */
  timeBudgetExceeded: 'time_budget_exceeded',
  userCreateFailed: '1',
  userWrongArguments: '3',
  userEmailNotUnique: '301',
  userEmailExists: '302',
  userNpiNotUnique: '303',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  code: z.string(),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  /**
   * The request's id (its X-Request-Id response header too): quoted by a member or a client error report,
   * it finds the request's log lines. Optional: bodies made by other code (tests, a proxy) may lack it.
   */
  requestId: z.string().max(128).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
