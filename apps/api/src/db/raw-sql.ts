import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.js';

/**
 * Raw reads for the member Q&A queries that need window functions and correlated subqueries. Both
 * drivers (node-postgres and PGlite) return `{ rows }`; timestamps arrive as Date and counts may
 * arrive as strings (bigint), so callers convert with `iso` and `Number`.
 */
export async function selectRows<T>(db: Db | Tx, query: SQL, options: { prepared?: boolean } = {}): Promise<T[]> {
  if (options.prepared) return preparedRows<T>(db, query);
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Drizzle's internals that run a statement under a name (its public `execute` never names one). */
interface NamingSession {
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: false,
    ): {
      execute(): Promise<unknown>;
    };
  };
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
}

const statementNames = new Map<string, string>();

/** The name a hot read's text runs under (db/pglite-prepared.ts prepares it on PGlite), if it is one. */
export const preparedName = (text: string): string | undefined => statementNames.get(text);

/**
 * A hot read as a named prepared statement: on PostgreSQL each pooled connection parses and plans it
 * once and then (once PostgreSQL settles on a generic plan) only binds and executes it, which was a
 * third of the database's time on the feed. The name is derived from the text, so only reads whose
 * text takes a few shapes may use this (a list spelled out in the text would prepare a statement per
 * length on every connection): pass lists as one array parameter. On PGlite, whose driver drops the
 * name, db/pglite-prepared.ts prepares the text under the same name.
 */
async function preparedRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const naming = db as unknown as NamingSession;
  const compiled = naming.dialect.sqlToQuery(query);
  let name = statementNames.get(compiled.sql);
  if (!name) {
    name = `q${createHash('sha1').update(compiled.sql).digest('base64url').slice(0, 20)}`;
    statementNames.set(compiled.sql, name);
  }
  const result = (await naming.session.prepareQuery(compiled, undefined, name, false).execute()) as { rows: T[] };
  return result.rows;
}

/** PostgreSQL's text form of a UTC timestamptz, as node-postgres hands it over under Drizzle. */
const PG_UTC_TIMESTAMP = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * A timestamp as ISO 8601 with milliseconds. The text form is rewritten rather than parsed: parsing
 * it with `new Date` was 6% of the server's CPU on a 1,300-item thread (three timestamps a row).
 * Other offsets and forms go through Date.
 */
export function iso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  const utc = PG_UTC_TIMESTAMP.exec(text);
  if (utc) return `${utc[1]}T${utc[2]}.${(utc[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  return new Date(text).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}

/**
 * A Drizzle transaction as the `executeSql` that pg-boss takes (`{ db }` of its calls), so a queue
 * change (a retried job) commits or rolls back with the rows written beside it (its audit entry).
 */
export function transactionExecutor(tx: Tx): {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: any[] }>;
} {
  const session = (tx as unknown as NamingSession).session as unknown as {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: undefined,
      arrayMode: false,
    ): { execute(): Promise<unknown> };
  };
  return {
    executeSql: async (text, values = []) =>
      (await session.prepareQuery({ sql: text, params: values }, undefined, undefined, false).execute()) as {
        rows: any[];
      },
  };
}
