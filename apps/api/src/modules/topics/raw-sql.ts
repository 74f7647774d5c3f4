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

export function iso(value: unknown): string {
  return (value instanceof Date ? value : new Date(String(value))).toISOString();
}

export function isoOrNull(value: unknown): string | null {
  return value === null || value === undefined ? null : iso(value);
}
