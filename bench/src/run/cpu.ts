import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import type { SqlConnection } from '../shared/sql-target.js';

/**
 * CPU time per request, of the product's process and of the PostgreSQL backends serving it, read from
 * /proc (Linux). Throughput moves with whatever else the two cores are doing; CPU per request hardly
 * does, so a change's effect shows here even on a busy machine. On PGlite the database runs inside the
 * product's process and is counted there.
 */
export interface CpuReading {
  /** Milliseconds of CPU (user + system) so far, per process id. */
  server: number;
  database: Map<number, number> | null;
}

export interface CpuPerRequest {
  serverMs: number;
  databaseMs: number | null;
}

const TICKS_PER_SECOND = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time in ms, or null when /proc does not have it (not Linux, or gone). */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** How idle the product must be before a run: its CPU (server and database) under this share of a core. */
export const IDLE_SHARE = 0.2;

/** The wait for an idle product before a run (`settle` in measure.ts). */
export interface Settle {
  waitedMs: number;
  /** The product's CPU (server and database) in the first second, as a share of one core. */
  busyShare: number;
  /** False when it was still busy after the longest wait. */
  idle: boolean;
}

export class CpuMeter {
  /** `conn`: a connection to the benchmark database on this machine's PostgreSQL, or null (PGlite). */
  constructor(
    private serverPid: number,
    private conn: SqlConnection | null,
  ) {}

  async read(): Promise<CpuReading | null> {
    const server = processCpuMs(this.serverPid);
    if (server === null) return null;
    if (!this.conn) return { server, database: null };
    const backends = await this.conn.query<{ pid: number }>(
      'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    const database = new Map<number, number>();
    for (const { pid } of backends) {
      const ms = processCpuMs(pid);
      if (ms !== null) database.set(pid, ms);
    }
    return { server, database: backends.length && database.size === 0 ? null : database };
  }

  /** The database's CPU between two readings (a backend started in between counts from zero), or null. */
  private static databaseMs(before: CpuReading, after: CpuReading): number | null {
    if (!before.database || !after.database) return null;
    let used = 0;
    for (const [pid, ms] of after.database) used += ms - (before.database.get(pid) ?? 0);
    return used;
  }

  /** The CPU used between two readings `elapsedMs` apart, as a share of one core (server and database). */
  static share(before: CpuReading | null, after: CpuReading | null, elapsedMs: number): number | null {
    if (!before || !after || elapsedMs <= 0) return null;
    return (after.server - before.server + (CpuMeter.databaseMs(before, after) ?? 0)) / elapsedMs;
  }

  /** CPU per request between two readings; a backend started in between counts from zero. */
  static perRequest(before: CpuReading | null, after: CpuReading | null, requests: number): CpuPerRequest | null {
    if (!before || !after || requests <= 0) return null;
    const database = CpuMeter.databaseMs(before, after);
    const round = (ms: number) => Math.round((ms / requests) * 1000) / 1000;
    return { serverMs: round(after.server - before.server), databaseMs: database === null ? null : round(database) };
  }
}
