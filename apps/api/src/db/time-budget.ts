import { ERROR_CODES } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { AppError } from '../lib/errors.js';
import type { Db, Tx } from './client.js';

/**
 * Time budgets of the database-heavy reads (issue 22): each statement of a search, an export or a
 * CSV list runs under `statement_timeout`, so one request cannot hold a connection and the database
 * for minutes. A statement over its budget is cancelled by PostgreSQL (SQLSTATE 57014) and answered
 * 503 `query_timeout` with words that say what to do. PGlite accepts the setting but has no timer to
 * enforce it (it runs in this process; its reads are bounded by their row limits instead).
 */
export const QUERY_BUDGET_MS = {
  /** A search page: its probe, then its counted and ranked page. */
  search: 5_000,
  /** A download: the search CSV, the users export, the 1099 list, a campaign's target list. */
  export: 20_000,
} as const;

export const QUERY_TIMEOUT_MESSAGES = {
  search: 'This search took too long. Narrow it and try again.',
  export: 'This export took too long. Narrow it and try again.',
  /** A statement over a budget that no service mapped to its own words. */
  other: 'This request took too long. Narrow it and try again.',
} as const;

/** PostgreSQL's `query_canceled`: what a statement over `statement_timeout` fails with. */
const QUERY_CANCELED = '57014';

/** Whether `err` (or what it wraps: Drizzle wraps the driver's error) is a statement cancelled by its budget. */
export function isQueryTimeout(err: unknown): boolean {
  let current = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    if ((current as { code?: unknown }).code === QUERY_CANCELED) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

export const queryTimeout = (kind: keyof typeof QUERY_TIMEOUT_MESSAGES) =>
  new AppError(503, ERROR_CODES.queryTimeout, QUERY_TIMEOUT_MESSAGES[kind]);

/**
 * Runs `work` in a read transaction whose statements each get `ms` (`set local`: the setting ends with
 * the transaction, so the pooled connection goes back unchanged).
 */
export async function withQueryBudget<T>(
  db: Db | Tx,
  kind: keyof typeof QUERY_BUDGET_MS,
  work: (tx: Tx) => Promise<T>,
  ms: number = QUERY_BUDGET_MS[kind],
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local statement_timeout = ${Math.max(1, Math.floor(ms))}`));
      return work(tx);
    });
  } catch (err) {
    if (isQueryTimeout(err)) throw queryTimeout(kind);
    throw err;
  }
}
