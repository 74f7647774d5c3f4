import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';

/**
 * Raw reads for the member Q&A queries that need window functions and correlated subqueries. Both
 * drivers (node-postgres and PGlite) return `{ rows }`; timestamps arrive as Date and counts may
 * arrive as strings (bigint), so callers convert with `iso` and `Number`.
 */
export async function selectRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
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
