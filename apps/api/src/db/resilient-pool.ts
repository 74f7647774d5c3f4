import pg from 'pg';
import { tracedQuery } from '../lib/tracing.js';
import type { ConnectionMonitor } from './availability.js';

const traced = Symbol('traced');

/**
 * No connection within the pool's `connectionTimeoutMillis`: every connection busy for that long (an
 * overload), or a server that does not answer. node-postgres says so with a plain Error (no code); this
 * gives it one, so the error handler answers 503 (db/availability.ts), not 500.
 */
export class ConnectionWaitError extends Error {
  readonly code = POOL_WAIT_CODE;
  constructor(cause: unknown) {
    super('no database connection became free in time', { cause });
  }
}
export const POOL_WAIT_CODE = 'PC_POOL_WAIT';

/** The pool's own refusals carry no code; the server's and the socket's always do (SQLSTATE, errno). */
const fromWaiting = (err: unknown) =>
  err instanceof Error && (err as { code?: unknown }).code === undefined ? new ConnectionWaitError(err) : err;

/**
 * node-postgres's pool, made to survive connections that drop (a restart, a fail-over):
 * - every connection gets its own `error` listener: the pool listens on idle ones only, and one held
 *   by a transaction would otherwise emit 'error' with no listener and crash the process;
 * - a checked-out connection that drops is released (as broken, so the pool discards it) at once.
 *   Drizzle's `transaction` checks a client out and sends BEGIN before its try/finally, so a BEGIN that
 *   fails on a dropped connection would otherwise never give the client back: each restart would leak
 *   pool slots until every request waited for a connection. The client's own `release` becomes
 *   idempotent, so the holder's later release is harmless.
 * - waiting too long for a connection fails with a `ConnectionWaitError` (coded: a 503, not a 500).
 * The pool connects anew on demand; `monitor` records each loss for the error handler and health.
 * It is also where statements get their trace spans (lib/tracing.ts), in the caller's context: pool.query
 * (Drizzle outside transactions, pg-boss) and the queries of a checked-out client (transactions). Not on
 * pg.Client itself: a client handed to a waiting caller runs in the context of whoever released it.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, monitor: ConnectionMonitor) {
    super(config);
    this.on('error', () => monitor.recordLoss());
    this.on('connect', (client) => client.on('error', () => monitor.recordLoss()));
  }

  // The promise forms only: Drizzle and pg-boss use them (the callback form is left as pg has it).
  override query(...args: any[]): any {
    if (typeof args[args.length - 1] === 'function') return (super.query as any)(...args);
    return tracedQuery(args[0], () => (super.query as any)(...args));
  }

  // Promise form (Drizzle's transactions); the callback form is pool.query's, which releases on error itself.
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: (release?: any) => void) => void,
  ): void;
  override connect(callback?: any): Promise<pg.PoolClient> | undefined {
    if (callback) {
      // pool.query's own path: a connection it could not get fails its query.
      super.connect((err, client, done) => callback(err ? (fromWaiting(err) as Error) : err, client, done));
      return;
    }
    return super.connect().then(
      (client) => {
        const release = client.release.bind(client);
        let released = false;
        const releaseOnce = (err?: Error | boolean) => {
          if (released) return;
          released = true;
          client.off('error', onLost);
          release(err);
        };
        const onLost = (err: Error) => releaseOnce(err);
        client.once('error', onLost);
        client.release = releaseOnce;
        // A pooled client comes back many times: its query is wrapped once.
        const held = client as pg.PoolClient & { [traced]?: true };
        if (!held[traced]) {
          held[traced] = true;
          const query = client.query.bind(client) as (...args: any[]) => any;
          client.query = ((...args: any[]) =>
            typeof args[args.length - 1] === 'function' || typeof args[0]?.submit === 'function'
              ? query(...args)
              : tracedQuery(args[0], () => query(...args))) as typeof client.query;
        }
        return client;
      },
      (err) => {
        throw fromWaiting(err);
      },
    );
  }
}
