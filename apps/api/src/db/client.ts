import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { tracedQuery } from '../lib/tracing.js';
import { ConnectionMonitor } from './availability.js';
import { type Statements, wrapConnections } from './pglite-connections.js';
import { preparedReads } from './pglite-prepared.js';
import { fastStatements } from './pglite-statements.js';
import { PGLITE_EXTENSIONS } from './pglite-extensions.js';
import { ReadRouting, primaryReads } from './read-replicas.js';
import { ResilientPool } from './resilient-pool.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What pg-boss (and raw maintenance code) needs: one call that runs SQL with or without parameters. */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
}

export interface Database extends SqlExecutor {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Counts statements sent through Drizzle; tests use it to prove a read does a fixed amount of work. */
  queryCounter: { count: number };
  /** When a connection last dropped: the error handler answers 503 for queries it failed. */
  connections: ConnectionMonitor;
  /**
   * The handle for a hot read (feeds, thread pages, search, consensus lists and pages, user lists) on
   * behalf of `userId`, or of nobody in particular: a replica of DATABASE_READ_URLS that has replayed
   * this member's last write, else the primary's `db` (always on PGlite or without replicas). Only for
   * reads outside a write's transaction (db/read-replicas.ts): a write through it fails on a replica
   * (25006, read-only), which the tests with a replica would show.
   */
  reader(userId?: number): Promise<Db>;
  /** After a member's write: their reads go where the write is (plugins/db.ts calls it once per request). */
  recordWrite(userId: number): Promise<void>;
  /** The replicas, their state and the read counts' observers. */
  reads: ReadRouting;
  /** Whether the database answers a trivial query now (for `/api/health`). */
  ping(): Promise<boolean>;
  /** The PostgreSQL pool's connections now (metrics); null on PGlite, a single in-process connection. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /**
   * PGlite only: a tar of its data folder taken between two statements while this process goes on
   * serving (what `npm run backup` archives; ops/backup). Crash-consistent: on load, PostgreSQL's own
   * recovery rolls back any transaction that had not committed.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PostgreSQL replicas for the hot reads (DATABASE_READ_URLS); PostgreSQL only. */
  readUrls?: string[];
  /** A replica further behind than this is left out of the reads (DATABASE_READ_MAX_LAG_MS). */
  maxReadLagMs?: number;
  /** How often the replicas are checked; default a fifth of the bound (tests shorten it). */
  readCheckIntervalMs?: number;
  /** Directory for PGlite files; absent means in memory (tests). */
  dataDir?: string;
  poolSize?: number;
  /** PGlite only: start from this dump of a data folder (tests start from an already-migrated one). */
  snapshot?: Blob;
  /** PGlite only: this open client rather than a new one (the API tests' reused databases, test/pglite-pool.ts). */
  pglite?: PGlite;
}

class CountingLogger implements Logger {
  constructor(private counter: { count: number }) {}
  logQuery(): void {
    this.counter.count++;
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const queryCounter = { count: 0 };
  const logger = new CountingLogger(queryCounter);
  if (options.url) {
    const connections = new ConnectionMonitor();
    const pool = new ResilientPool(
      {
        connectionString: options.url,
        max: options.poolSize ?? 10,
        // While the server restarts, a request waits this long for a connection, then answers 503.
        connectionTimeoutMillis: 5_000,
      },
      connections,
    );
    await pool.query('select 1');
    const db = drizzlePg(pool, { schema, logger }) as unknown as Db;
    const reads = new ReadRouting(
      { db, pool },
      options.readUrls?.length
        ? {
            urls: options.readUrls,
            maxLagMs: options.maxReadLagMs ?? 5_000,
            checkIntervalMs: options.readCheckIntervalMs,
            poolSize: options.poolSize,
            schema,
            logger,
          }
        : undefined,
    );
    await reads.start();
    return {
      db,
      kind: 'postgres',
      reader: (userId) => reads.reader(userId),
      recordWrite: (userId) => reads.recordWrite(userId),
      reads,
      queryCounter,
      connections,
      ping: () =>
        pool.query('select 1').then(
          () => true,
          () => false,
        ),
      executeSql: (text, values) => pool.query(text, values as any[]),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: options.poolSize ?? 10,
      }),
      close: async () => {
        await reads.close();
        await pool.end();
      },
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    mkdirSync(dataDir, { recursive: true });
  }
  // PGlite is a single connection: it queues queries and holds a lock for the length of a
  // transaction, so every caller in this process shares this one client safely.
  // Traced outside the prepared reads: a span names the statement's text, never an EXECUTE's values.
  // Each statement is one call into PGlite and its answer read in place (db/pglite-statements.ts).
  const client = traceStatements(
    preparedReads(
      fastStatements(
        options.pglite ??
          (await PGlite.create({ dataDir, loadDataDir: options.snapshot, extensions: PGLITE_EXTENSIONS })),
      ),
    ),
  );
  const db = drizzlePglite(client, { schema, logger }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    ...primaryReads(db),
    queryCounter,
    // The embedded database lives in this process: it has no connection to lose.
    connections: new ConnectionMonitor(),
    ping: () =>
      client.query('select 1').then(
        () => true,
        () => false,
      ),
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    poolStats: () => null,
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

/**
 * PGlite's statements get their trace spans here (lib/tracing.ts; one check when tracing is off): its
 * query and exec, and those of the connection a transaction hands to Drizzle.
 */
function traceStatements<C extends Statements & Partial<Pick<PGlite, 'transaction'>>>(client: C): C {
  return wrapConnections(client, (target) => {
    const query = target.query.bind(target) as (...a: unknown[]) => Promise<unknown>;
    const exec = target.exec.bind(target) as (...a: unknown[]) => Promise<unknown>;
    target.query = ((text: string, ...rest: unknown[]) =>
      tracedQuery(text, () => query(text, ...rest))) as Statements['query'];
    target.exec = ((text: string, ...rest: unknown[]) =>
      tracedQuery(text, () => exec(text, ...rest))) as Statements['exec'];
  });
}
