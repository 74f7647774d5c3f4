import { JOB_STATES, type JobQueueCounts, type JobState } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db, SqlExecutor, Tx } from '../../db/client.js';
import { iso, isoOrNull, selectRows } from '../../db/raw-sql.js';

/** Rows older than this, or beyond the newest `KEPT_ROWS`, are deleted when a new one is written. */
const KEPT_DAYS = 30;
const KEPT_ROWS = 5000;

// --- instances -------------------------------------------------------------------------------------

export interface Heartbeat {
  instanceId: string;
  hostname: string;
  version: string;
  startedAt: Date;
}

/** One beat: the instance's row now, and rows of instances silent for a day removed. */
export async function writeHeartbeat(db: Db, beat: Heartbeat): Promise<void> {
  await db.execute(sql`insert into instance_heartbeats (instance_id, hostname, version, started_at, last_seen_at)
    values (${beat.instanceId}, ${beat.hostname}, ${beat.version}, ${beat.startedAt.toISOString()}, now())
    on conflict (instance_id) do update set last_seen_at = now(), hostname = excluded.hostname,
      version = excluded.version`);
  await db.execute(sql`delete from instance_heartbeats where last_seen_at < now() - interval '1 day'`);
}

export async function removeHeartbeat(db: Db, instanceId: string): Promise<void> {
  await db.execute(sql`delete from instance_heartbeats where instance_id = ${instanceId}`);
}

export async function recentInstances(db: Db, withinSeconds: number) {
  return selectRows<{
    instance_id: string;
    hostname: string;
    version: string;
    started_at: Date;
    last_seen_at: Date;
    uptime: number;
  }>(
    db,
    sql`select instance_id, hostname, version, started_at, last_seen_at,
        extract(epoch from (now() - started_at))::int as uptime
      from instance_heartbeats where last_seen_at > now() - make_interval(secs => ${withinSeconds})
      order by started_at, instance_id`,
  );
}

// --- database --------------------------------------------------------------------------------------

export async function databaseFacts(db: Db) {
  const [row] = await selectRows<{ version: string; applied: number; last: string | null }>(
    db,
    sql`select current_setting('server_version') as version,
        (select count(*)::int from drizzle.__drizzle_migrations) as applied,
        (select max(created_at)::text from drizzle.__drizzle_migrations) as last`,
  );
  return { serverVersion: row?.version ?? '', applied: row?.applied ?? 0, lastMillis: Number(row?.last ?? 0) };
}

// --- job queues (pg-boss's own tables) ---------------------------------------------------------------

/** A process that never started pg-boss has no `pgboss` schema yet: then there are no jobs either. */
const noSchemaYet = (err: { code?: string }) => {
  if (err?.code === '3F000' || err?.code === '42P01') return { rows: [] };
  throw err;
};

/** Jobs per queue and state (the metrics read the same), every known queue listed, zeros included. */
export async function jobStateCounts(database: SqlExecutor): Promise<JobQueueCounts[]> {
  const [queues, counts] = await Promise.all([
    database.executeSql('select name from pgboss.queue').catch(noSchemaYet),
    database
      .executeSql('select name, state, count(*)::int as n from pgboss.job group by name, state')
      .catch(noSchemaYet),
  ]);
  const byQueue = new Map<string, Record<JobState, number>>();
  const zero = () => Object.fromEntries(JOB_STATES.map((s) => [s, 0])) as Record<JobState, number>;
  for (const q of queues.rows as { name: string }[]) byQueue.set(q.name, zero());
  for (const row of counts.rows as { name: string; state: JobState; n: number }[]) {
    const entry = byQueue.get(row.name) ?? zero();
    entry[row.state] = Number(row.n);
    byQueue.set(row.name, entry);
  }
  return [...byQueue.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([queue, c]) => ({ queue, counts: c }));
}

export interface FailedJobRow {
  id: string;
  queue: string;
  error: string | null;
  created_on: Date;
  completed_on: Date | null;
  retry_count: number;
}

/** Failed jobs, newest first: only where and why, never `data` (a payload may hold a member's data). */
export async function failedJobs(database: SqlExecutor, limit: number, offset: number) {
  const [page, total] = await Promise.all([
    database
      .executeSql(
        `select id::text as id, name as queue, output->>'message' as error, created_on, completed_on, retry_count
          from pgboss.job where state = 'failed'
          order by completed_on desc nulls last, created_on desc, id limit $1 offset $2`,
        [limit, offset],
      )
      .catch(noSchemaYet),
    database.executeSql(`select count(*)::int as n from pgboss.job where state = 'failed'`).catch(noSchemaYet),
  ]);
  return { rows: page.rows as FailedJobRow[], total: Number((total.rows[0] as { n?: number })?.n ?? 0) };
}

/** One job, from the live table or, once pg-boss archived it, the archive. */
export async function findJob(database: SqlExecutor, queue: string, id: string) {
  const { rows } = await database
    .executeSql(
      `select id::text as id, name as queue, state, output->>'message' as error, created_on, completed_on, retry_count
        from pgboss.job where name = $1 and id = $2::uuid
        union all
        select id::text, name, state, output->>'message', created_on, completed_on, retry_count
        from pgboss.archive where name = $1 and id = $2::uuid
        limit 1`,
      [queue, id],
    )
    .catch(noSchemaYet);
  return (rows[0] as (FailedJobRow & { state: string }) | undefined) ?? null;
}

export async function jobState(database: SqlExecutor, queue: string, id: string): Promise<string | null> {
  const { rows } = await database
    .executeSql('select state from pgboss.job where name = $1 and id = $2::uuid', [queue, id])
    .catch(noSchemaYet);
  return (rows[0] as { state?: string })?.state ?? null;
}

// --- mail failures -----------------------------------------------------------------------------------

export async function insertMailFailure(db: Db, row: { recipient: string; transport: string; error: string }) {
  await db.execute(sql`insert into mail_failures (recipient, transport, error)
    values (${row.recipient}, ${row.transport}, ${row.error})`);
  await db.execute(sql`delete from mail_failures where failed_at < now() - make_interval(days => ${KEPT_DAYS})
    or id <= (select max(id) - ${KEPT_ROWS} from mail_failures)`);
}

export async function listMailFailures(db: Db | Tx, days: number, limit: number, offset: number) {
  const since = sql`failed_at > now() - make_interval(days => ${days})`;
  const [rows, [total]] = await Promise.all([
    selectRows<{ id: number; recipient: string; transport: string; error: string; failed_at: Date }>(
      db,
      sql`select id, recipient, transport, error, failed_at from mail_failures where ${since}
        order by failed_at desc, id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from mail_failures where ${since}`),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, failedAt: iso(r.failed_at) })),
    total: Number(total?.n ?? 0),
  };
}

// --- client errors -------------------------------------------------------------------------------------

export interface StoredReport {
  kind: string;
  message: string;
  path?: string;
  status?: number;
  code?: string;
  release?: string;
  requestId?: string;
}

export async function insertClientError(db: Db, r: StoredReport): Promise<void> {
  await db.execute(sql`insert into client_error_reports (kind, message, path, status, code, release, request_id)
    values (${r.kind}, ${r.message}, ${r.path ?? null}, ${r.status ?? null}, ${r.code ?? null},
      ${r.release ?? null}, ${r.requestId ?? null})`);
  await db.execute(sql`delete from client_error_reports
    where created_at < now() - make_interval(days => ${KEPT_DAYS})
      or id <= (select max(id) - ${KEPT_ROWS} from client_error_reports)`);
}

export async function listClientErrors(db: Db | Tx, limit: number, offset: number) {
  const [rows, [total]] = await Promise.all([
    selectRows<{
      id: number;
      kind: string;
      message: string;
      path: string | null;
      status: number | null;
      code: string | null;
      release: string | null;
      request_id: string | null;
      created_at: Date;
    }>(
      db,
      sql`select id, kind, message, path, status, code, release, request_id, created_at
        from client_error_reports order by created_at desc, id desc limit ${limit} offset ${offset}`,
    ),
    selectRows<{ n: number }>(db, sql`select count(*)::int as n from client_error_reports`),
  ]);
  return { rows: rows.map((r) => ({ ...r, at: isoOrNull(r.created_at) ?? '' })), total: Number(total?.n ?? 0) };
}
