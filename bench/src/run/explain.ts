import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { createProduct } from '../../../apps/api/src/bootstrap.js';
import type { Database, Db } from '../../../apps/api/src/db/client.js';
import { ConnectionMonitor } from '../../../apps/api/src/db/availability.js';
import { PGLITE_EXTENSIONS } from '../../../apps/api/src/db/pglite-extensions.js';
import { primaryReads } from '../../../apps/api/src/db/read-replicas.js';
import { loadConfig } from '../../../apps/api/src/config.js';
import * as schema from '../../../apps/api/src/db/schema/index.js';
import type { Target } from '../shared/target.js';
import type { BenchRequest } from './load.js';

/**
 * The plans of what each scenario really runs: the product is built in this process on the benchmark
 * database with a Drizzle logger that records every statement (and its parameters) one request sends,
 * through the real routes, guard and services; each recorded statement is then run again under
 * `EXPLAIN (ANALYZE, BUFFERS)` inside a transaction that is rolled back.
 */

interface Statement {
  sql: string;
  params: unknown[];
}

interface Recorder extends Logger {
  on: boolean;
  statements: Statement[];
}

/** Tables at least this big must not be read by a sequential scan on a request path. */
const LARGE_TABLE_ROWS = 10_000;

export interface ExplainedScenario {
  name: string;
  request: string;
  status: number;
  /** The start of the response body when the request was refused, to say why. */
  error: string | null;
  statements: { sql: string; params: unknown[]; plan: string }[];
}

export interface SeqScanFinding {
  scenario: string;
  table: string;
  rows: number;
  sql: string;
  /** False for a scan in a branch the request did not run (`never executed`: a fallback, an else). */
  executed?: boolean;
}

/** The tables an `EXPLAIN ANALYZE` plan reads by sequential scan, and whether each scan ran. */
export function seqScansOf(plan: string): { table: string; executed: boolean }[] {
  return [...plan.matchAll(/Seq Scan on (\w+)[^\n]*/g)].map((m) => ({
    table: m[1]!,
    executed: !m[0].includes('(never executed)'),
  }));
}

async function recordingDatabase(target: Target, recorder: Recorder) {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 4 });
    const db = drizzlePg(pool, { schema, logger: recorder }) as unknown as Db;
    const database: Database = {
      db,
      kind: 'postgres',
      ...primaryReads(db),
      queryCounter: { count: 0 },
      connections: new ConnectionMonitor(),
      ping: async () => true,
      poolStats: () => null,
      executeSql: (text, values) => pool.query(text, values as unknown[]),
      close: async () => {},
    };
    const explain = async (sql: string, params: unknown[]) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query(`explain (analyze, buffers) ${sql}`, params);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      } finally {
        await client.query('rollback').catch(() => {});
        client.release();
      }
    };
    const query = async (text: string) => (await pool.query(text)).rows;
    return { database, explain, query, close: () => pool.end() };
  }
  const client = await PGlite.create(path.join(target.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  const db = drizzlePglite(client, { schema, logger: recorder }) as unknown as Db;
  const database: Database = {
    db,
    kind: 'pglite',
    ...primaryReads(db),
    queryCounter: { count: 0 },
    connections: new ConnectionMonitor(),
    ping: async () => true,
    poolStats: () => null,
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    close: async () => {},
  };
  const explain = async (sql: string, params: unknown[]) => {
    await client.exec('begin');
    try {
      const { rows } = await client.query<Record<string, string>>(`explain (analyze, buffers) ${sql}`, params);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    } finally {
      await client.exec('rollback').catch(() => {});
    }
  };
  const query = async (text: string) => (await client.query<Record<string, unknown>>(text)).rows;
  return { database, explain, query, close: () => client.close() };
}

const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

export async function explainScenarios(
  target: Target,
  env: NodeJS.ProcessEnv,
  scenarios: { name: string; requests: BenchRequest[] }[],
): Promise<{ explained: ExplainedScenario[]; seqScans: SeqScanFinding[] }> {
  const recorder: Recorder = {
    on: false,
    statements: [],
    logQuery(sql, params) {
      if (this.on) this.statements.push({ sql, params });
    },
  };
  const { database, explain, query, close } = await recordingDatabase(target, recorder);
  const explained: ExplainedScenario[] = [];
  try {
    const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
    const { app } = await createProduct(config, { database });
    try {
      for (const scenario of scenarios) {
        const [first, ...rest] = scenario.requests;
        if (!first) continue;
        recorder.statements = [];
        recorder.on = true;
        const inject = (r: BenchRequest) =>
          app.inject({ method: r.method, url: r.path, headers: r.headers, ...(r.body ? { payload: r.body } : {}) });
        const res = await inject(first);
        recorder.on = false;
        const statements = recorder.statements.filter((s) => PLANNABLE.test(s.sql));
        // Follow-up requests put the data back (a second rating toggle undoes the first).
        for (const r of rest) await inject(r);
        const out: ExplainedScenario = {
          name: scenario.name,
          request: `${first.method} ${first.path}`,
          status: res.statusCode,
          error: res.statusCode >= 400 ? res.body.slice(0, 300) : null,
          statements: [],
        };
        for (const s of statements) {
          let plan: string;
          try {
            plan = await explain(s.sql, s.params);
          } catch (err) {
            plan = `(could not be explained: ${err instanceof Error ? err.message : err})`;
          }
          out.statements.push({ sql: s.sql, params: s.params, plan });
        }
        explained.push(out);
      }
    } finally {
      await app.close();
    }
    const sizes = new Map(
      (
        await query(
          `select relname, reltuples from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace`,
        )
      ).map((r) => [String(r.relname), Number(r.reltuples)] as const),
    );
    const seqScans: SeqScanFinding[] = [];
    for (const e of explained) {
      for (const s of e.statements) {
        for (const { table, executed } of seqScansOf(s.plan)) {
          const rows = sizes.get(table) ?? 0;
          if (rows >= LARGE_TABLE_ROWS) seqScans.push({ scenario: e.name, table, rows, sql: s.sql, executed });
        }
      }
    }
    return { explained, seqScans };
  } finally {
    await close();
  }
}

/** Said of a scan in a branch the explained request did not run, which another request may. */
export const notRun = (f: SeqScanFinding) => (f.executed === false ? ' (in a branch this request did not run)' : '');

const shortParams = (params: unknown[]) =>
  JSON.stringify(params.map((p) => (typeof p === 'string' && p.length > 80 ? `${p.slice(0, 77)}...` : p)));

export function explainReport(title: string, explained: ExplainedScenario[], seqScans: SeqScanFinding[]): string {
  const lines = [title, ''];
  lines.push(
    seqScans.length
      ? `Sequential scans of large tables (>= ${LARGE_TABLE_ROWS.toLocaleString()} rows) on a request path:`
      : `No sequential scan of a table of ${LARGE_TABLE_ROWS.toLocaleString()} rows or more on any scenario's path.`,
  );
  for (const f of seqScans)
    lines.push(
      `  - ${f.scenario}: ${f.table} (~${Math.round(f.rows).toLocaleString()} rows)${notRun(f)} in: ${f.sql.replace(/\s+/g, ' ').slice(0, 300)}`,
    );
  for (const e of explained) {
    lines.push(
      '',
      '='.repeat(100),
      `${e.name}: ${e.request} -> ${e.status}${e.error ? ` ${e.error}` : ''} (${e.statements.length} statements)`,
      '='.repeat(100),
    );
    e.statements.forEach((s, i) => {
      lines.push(
        '',
        `--- statement ${i + 1} of ${e.statements.length}; params ${shortParams(s.params)}`,
        s.sql.trim(),
        '',
        s.plan,
      );
    });
  }
  return `${lines.join('\n')}\n`;
}
