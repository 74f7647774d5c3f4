import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { SharedCache } from '../lib/shared-cache.js';
import { ConnectionMonitor, isDatabaseUnavailable } from './availability.js';
import type { Database, Db } from './client.js';
import { ResilientPool } from './resilient-pool.js';
import type * as schemaModule from './schema/index.js';

/**
 * Reads on PostgreSQL streaming replicas (`DATABASE_READ_URLS`, issue 27; docs/architecture.md,
 * "Reads on replicas"). The one place that decides where a read goes:
 * - the hot reads ask `database.reader(userId)` for a handle; everything else, writes and whatever runs
 *   inside a write's transaction, keeps using the primary's `database.db`;
 * - a member who wrote reads from the primary, or from a replica that has replayed their write: after
 *   each write the primary's WAL position is kept per member (`recordWrite`), in Redis when configured
 *   so every instance knows it, and compared with each replica's replay position;
 * - a background check (never per request) measures each replica's lag; one that does not answer, is
 *   not a standby, or lags beyond `maxLagMs` is left out until a check finds it back within the bound;
 * - a read a replica fails for want of the replica (a dropped connection, a refused one, a recovery
 *   conflict) is run again on the primary, so a replica going away costs no request.
 * Without replicas (PGlite, or none configured) every read is the primary's `db`, as before.
 */

export type ReadTarget = 'primary' | 'replica';

/** in_use: takes reads; lagging, down, not_standby: left out; starting: not yet checked. */
export type ReplicaState = 'starting' | 'in_use' | 'lagging' | 'down' | 'not_standby';

export interface ReplicaStatus {
  /** `replica-1`…, in the order of DATABASE_READ_URLS (never the address: it may hold a password). */
  name: string;
  state: ReplicaState;
  /** The lag the last check measured (ms), null when it could not. */
  lagMs: number | null;
  /** When the last check answered, or null. */
  checkedAt: number | null;
}

export interface ReadReplicaOptions {
  urls: string[];
  /** A replica further behind the primary than this is left out. */
  maxLagMs: number;
  /** How often the background check runs; default a fifth of the bound (between 100 ms and 1 s). */
  checkIntervalMs?: number;
  poolSize?: number;
}

type Schema = typeof schemaModule;

/** WAL positions ('16/B374D848') as numbers, so they compare. */
export function lsnToBigInt(lsn: string): bigint {
  const [high, low] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** A SQLSTATE, as opposed to Node's socket codes (ECONNREFUSED…) or none. */
const SQLSTATE = /^[0-9A-Z]{5}$/;
/** A standby cancelled the read because replay needed the rows it was reading: the primary has no such conflict. */
const RECOVERY_CONFLICTS = new Set(['40001', '40P01']);

function codesOf(err: unknown): string[] {
  const codes: string[] = [];
  let current = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
    current = (current as { cause?: unknown }).cause;
  }
  return codes;
}

/**
 * Whether a read failed because of the replica rather than the read: worth running again on the
 * primary. A read's own errors (bad input, its time budget, 57014) are not: they would fail there too.
 */
function replicaFailed(err: unknown, monitor: ConnectionMonitor): boolean {
  if (isDatabaseUnavailable(err, monitor)) return true;
  const codes = codesOf(err);
  if (codes.some((c) => RECOVERY_CONFLICTS.has(c))) return true;
  // node-postgres's own failures carry no SQLSTATE ("Connection terminated unexpectedly", a connect
  // that timed out): the replica never answered the statement.
  return !codes.some((c) => SQLSTATE.test(c) && !/^E[A-Z]+$/.test(c)) && monitor.lostWithin(5_000);
}

class Replica {
  state: ReplicaState = 'starting';
  lagMs: number | null = null;
  checkedAt: number | null = null;
  replayLsn: bigint | null = null;
  readonly monitor = new ConnectionMonitor();
  readonly pool: ResilientPool;
  readonly db: Db;

  constructor(
    readonly name: string,
    url: string,
    poolSize: number,
    schema: Schema,
    logger: Logger,
    primary: { pool: pg.Pool; db: Db },
    private readonly onLost: (replica: Replica, err: unknown) => void,
  ) {
    const replica = this;
    // A failed statement outside a transaction is sent again to the primary, here at the pool, so every
    // read through Drizzle (plain and prepared) gets it without its caller knowing.
    class FallbackPool extends ResilientPool {
      override query(...args: any[]): any {
        if (typeof args[args.length - 1] === 'function') return super.query(...args);
        return super.query(...args).catch((err: unknown) => {
          if (!replicaFailed(err, replica.monitor)) throw err;
          replica.onLost(replica, err);
          return (primary.pool.query as (...a: any[]) => any)(...args);
        });
      }
      // A connection refused is a replica lost, whatever pg says (its pool's own timeout has no code).
      // Both forms: pool.query connects with a callback, Drizzle's transactions with the promise.
      override connect(callback?: any): any {
        if (callback) {
          return super.connect((err, client, done) => {
            if (err) replica.monitor.recordLoss();
            callback(err, client, done);
          });
        }
        return super.connect().catch((err: unknown) => {
          replica.monitor.recordLoss();
          throw err;
        });
      }
    }
    // A dead replica must not hold a read for long: it is retried on the primary after this.
    this.pool = new FallbackPool(
      { connectionString: url, max: poolSize, connectionTimeoutMillis: 2_000 },
      this.monitor,
    ) as ResilientPool;
    const db = drizzlePg(this.pool, { schema, logger }) as unknown as Db;
    // A read transaction (a search's time budget) that the replica fails is run again on the primary:
    // it only reads, so running it twice changes nothing.
    const transaction = db.transaction.bind(db);
    db.transaction = ((work: Parameters<Db['transaction']>[0], config?: Parameters<Db['transaction']>[1]) =>
      transaction(work, config).catch((err: unknown) => {
        if (!replicaFailed(err, replica.monitor)) throw err;
        replica.onLost(replica, err);
        return primary.db.transaction(work, config);
      })) as Db['transaction'];
    this.db = db;
  }

  /** A statement on this replica alone (the check): never sent on to the primary. */
  queryHere(text: string): Promise<pg.QueryResult> {
    return ResilientPool.prototype.query.call(this.pool, text) as Promise<pg.QueryResult>;
  }

  status(): ReplicaStatus {
    return { name: this.name, state: this.state, lagMs: this.lagMs, checkedAt: this.checkedAt };
  }
}

/** The read routing of one database: its replicas (none on PGlite or without DATABASE_READ_URLS). */
export class ReadRouting {
  private readonly replicas: Replica[];
  private readonly maxLagMs: number;
  private readonly intervalMs: number;
  /** The primary's WAL position at each check, oldest first: a replica's lag is read off them. */
  private samples: { at: number; lsn: bigint }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private checking: Promise<void> | null = null;
  private turn = 0;
  private positions: SharedCache<string>;
  private readObservers: ((target: ReadTarget) => void)[] = [];
  /** Told when a replica leaves or rejoins the reads (the app logs it). */
  onStateChange: (status: ReplicaStatus, reason?: string) => void = () => {};

  constructor(
    private readonly primary: { db: Db; pool?: pg.Pool },
    options?: ReadReplicaOptions & { schema: Schema; logger: Logger },
  ) {
    this.maxLagMs = options?.maxLagMs ?? 0;
    this.intervalMs = options?.checkIntervalMs ?? Math.min(1_000, Math.max(100, Math.floor(this.maxLagMs / 5)));
    const pool = primary.pool;
    this.replicas =
      options && pool
        ? options.urls.map(
            (url, i) =>
              new Replica(
                `replica-${i + 1}`,
                url,
                options.poolSize ?? 10,
                options.schema,
                options.logger,
                { pool, db: primary.db },
                (replica, err) => this.lost(replica, err),
              ),
          )
        : [];
    this.positions = this.positionStore(null, '');
  }

  get hasReplicas(): boolean {
    return this.replicas.length > 0;
  }

  /**
   * Members' last write positions, in Redis when given (every instance must know them: the next read
   * may land on another instance). Kept long enough that any replica still taking reads has replayed
   * the write by the time the entry goes (its lag is at most the bound, measured every interval).
   */
  positionStore(
    redis: ConstructorParameters<typeof SharedCache>[0]['redis'],
    prefix: string,
    onUnavailable?: (err: unknown) => void,
  ) {
    return new SharedCache<string>({
      ttlMs: Math.max(60_000, 4 * (this.maxLagMs + 3 * this.intervalMs)),
      maxEntries: 100_000,
      redis,
      redisPrefix: prefix,
      onUnavailable,
    });
  }

  /** The app's Redis (plugins/db.ts), once it has one. */
  shareWritePositions(store: SharedCache<string>): void {
    this.positions = store;
  }

  /** Counts each read by where it went (metrics). */
  observeReads(observer: (target: ReadTarget) => void): void {
    this.readObservers.push(observer);
  }

  /** The replicas' Drizzle handles (the statement timings observe them like the primary's). */
  handles(): Db[] {
    return this.replicas.map((r) => r.db);
  }

  status(): ReplicaStatus[] {
    return this.replicas.map((r) => r.status());
  }

  /** Checks the replicas once now, then in the background. */
  async start(): Promise<void> {
    if (!this.hasReplicas) return;
    await this.check();
    this.timer = setInterval(() => void this.check(), this.intervalMs);
    this.timer.unref();
  }

  /**
   * Where a hot read on behalf of `userId` (or of nobody in particular) goes: a replica that takes
   * reads and, when this member wrote lately, has replayed that write; otherwise the primary.
   */
  async reader(userId?: number): Promise<Db> {
    const replica = this.hasReplicas ? await this.pick(userId) : null;
    this.count(replica ? 'replica' : 'primary');
    return replica?.db ?? this.primary.db;
  }

  /**
   * After a member's write committed: the primary's WAL position now, which covers the write's commit
   * record. The insert position rather than `pg_current_wal_lsn()` (the written one): with
   * `synchronous_commit = off` a commit returns before its record is written, and the insert position
   * is past it either way.
   */
  async recordWrite(userId: number): Promise<void> {
    if (!this.hasReplicas || !this.primary.pool) return;
    const { rows } = await this.primary.pool.query('select pg_current_wal_insert_lsn()::text as lsn');
    await this.positions.raise(String(userId), lsnToBigInt(rows[0].lsn));
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.checking?.catch(() => {});
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => {})));
  }

  private async pick(userId: number | undefined): Promise<Replica | null> {
    const usable = this.replicas.filter((r) => r.state === 'in_use');
    if (usable.length === 0) return null;
    // Redis away: this member's last write is not known, so only the primary is sure to have it.
    const written = userId === undefined ? undefined : await this.positions.find(String(userId)).catch(() => null);
    if (written === null) return null;
    const needed = written === undefined ? null : BigInt(written);
    const caughtUp = needed === null ? usable : usable.filter((r) => r.replayLsn !== null && r.replayLsn >= needed);
    if (caughtUp.length === 0) return null;
    this.turn = (this.turn + 1) % caughtUp.length;
    return caughtUp[this.turn] ?? null;
  }

  private count(target: ReadTarget): void {
    for (const observe of this.readObservers) observe(target);
  }

  /** A read the replica failed: out until the next check finds it back; the read goes to the primary. */
  private lost(replica: Replica, err: unknown): void {
    this.count('primary');
    if (!isDatabaseUnavailable(err, replica.monitor) && !replica.monitor.lostWithin(5_000)) return;
    this.setState(replica, 'down', 'a read failed');
  }

  private setState(replica: Replica, state: ReplicaState, reason?: string): void {
    const before = replica.state;
    replica.state = state;
    if (before !== state) this.onStateChange(replica.status(), reason);
  }

  private check(): Promise<void> {
    if (!this.checking) {
      this.checking = this.checkAll().finally(() => {
        this.checking = null;
      });
    }
    return this.checking;
  }

  private async checkAll(): Promise<void> {
    const pool = this.primary.pool;
    if (!pool) return;
    const now = Date.now();
    try {
      const { rows } = await withTimeout(pool.query('select pg_current_wal_lsn()::text as lsn'), 2_000);
      this.samples.push({ at: now, lsn: lsnToBigInt(rows[0].lsn) });
    } catch {
      // The primary not answering is the primary's outage (health says so); the replicas keep their state.
      return;
    }
    // Kept for longer than the bound, so a replica behind all of them is known to be beyond it.
    const keepFrom = now - (this.maxLagMs + 3 * this.intervalMs);
    while (this.samples.length > 1 && this.samples[0]!.at < keepFrom) this.samples.shift();
    await Promise.all(this.replicas.map((r) => this.checkReplica(r, now)));
  }

  private async checkReplica(replica: Replica, now: number): Promise<void> {
    try {
      const { rows } = await withTimeout(
        replica.queryHere('select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn'),
        Math.max(500, this.intervalMs * 2),
      );
      replica.checkedAt = Date.now();
      if (!rows[0].standby || rows[0].lsn === null) {
        replica.replayLsn = null;
        replica.lagMs = null;
        this.setState(replica, 'not_standby', 'not a standby in recovery');
        return;
      }
      replica.replayLsn = lsnToBigInt(rows[0].lsn);
      // Behind by at least as long ago as the primary first was past what the replica has replayed.
      const ahead = this.samples.find((s) => s.lsn > replica.replayLsn!);
      replica.lagMs = ahead ? now - ahead.at : 0;
      if (replica.lagMs > this.maxLagMs) this.setState(replica, 'lagging', `${replica.lagMs} ms behind`);
      else this.setState(replica, 'in_use');
    } catch (err) {
      replica.lagMs = null;
      this.setState(replica, 'down', String((err as { code?: string })?.code ?? 'no answer'));
    }
  }
}

/** The read side of a database without replicas: every read on `db` (PGlite, tools that open their own). */
export function primaryReads(db: Db): Pick<Database, 'reads' | 'reader' | 'recordWrite'> {
  const reads = new ReadRouting({ db });
  return { reads, reader: (userId) => reads.reader(userId), recordWrite: (userId) => reads.recordWrite(userId) };
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(Object.assign(new Error('check timed out'), { code: 'timeout' })), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
