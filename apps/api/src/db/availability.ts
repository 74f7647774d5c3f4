import { DrizzleQueryError } from 'drizzle-orm';
import { POOL_WAIT_CODE } from './resilient-pool.js';

/**
 * Telling "the database is briefly unreachable" (a restart, a fail-over, a dropped connection) from a
 * bug, so that the first answers 503 (retryable: the transaction was rolled back by the server, nothing
 * was written) and the second 500. Classified by the codes PostgreSQL and Node give, never by text.
 */

/** SQLSTATEs that mean the server went away or is not accepting work yet. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: the server is stopping (a restart)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
  '08000', // connection_exception
  '08003', // connection_does_not_exist
  '08006', // connection_failure
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
]);

/**
 * Node's socket errors while connecting to or talking with the server, and the pool's wait for a free
 * connection running out (`PC_POOL_WAIT`, db/resilient-pool.ts).
 */
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  POOL_WAIT_CODE,
]);

/** Within this long after a connection was lost, a query error without a SQLSTATE is that loss. */
export const CONNECTION_LOSS_WINDOW_MS = 15_000;

/** Where the database records that one of its connections dropped (see `openDatabase`). */
export class ConnectionMonitor {
  lastLossAt: number | null = null;

  recordLoss(): void {
    this.lastLossAt = Date.now();
  }

  lostWithin(ms: number): boolean {
    return this.lastLossAt !== null && Date.now() - this.lastLossAt <= ms;
  }
}

function* causes(err: unknown): Generator<Record<string, unknown>> {
  let current = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * True when `err` (or what it wraps) says the database could not be reached. `monitor` covers the one
 * case without a code: node-postgres fails the queries of a connection that ended unexpectedly with a
 * plain Error, and records the loss on its client (`ConnectionMonitor.recordLoss`) in the same tick.
 */
export function isDatabaseUnavailable(err: unknown, monitor?: ConnectionMonitor): boolean {
  let sawQueryError = false;
  let sawCode = false;
  for (const e of causes(err)) {
    const code = typeof e.code === 'string' ? e.code : undefined;
    if (code && (UNAVAILABLE_SQLSTATES.has(code) || UNAVAILABLE_ERRNOS.has(code))) return true;
    if (code) sawCode = true;
    if (e instanceof DrizzleQueryError) sawQueryError = true;
  }
  return sawQueryError && !sawCode && Boolean(monitor?.lostWithin(CONNECTION_LOSS_WINDOW_MS));
}
