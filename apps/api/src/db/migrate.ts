import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.js';

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

const journal = () =>
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };

/** The tag of the newest migration: what `/api/health` reports as the schema version. */
export function schemaVersion(): string {
  return journal().entries.at(-1)?.tag ?? 'none';
}

/**
 * The newest migration's `when`: Drizzle records it as `created_at` in drizzle.__drizzle_migrations, so
 * readiness knows the database holds every migration this release ships.
 */
export function latestMigrationMillis(): number {
  return journal().entries.at(-1)?.when ?? 0;
}

/** How many migrations this release ships (the system page compares it with the database's). */
export function migrationCount(): number {
  return journal().entries.length;
}

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'postgres') await migratePg(database.db as any, { migrationsFolder });
  else await migratePglite(database.db as any, { migrationsFolder });
}
