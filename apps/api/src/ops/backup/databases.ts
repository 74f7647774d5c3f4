import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { SqlExecutor } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import { BackupError, EXIT } from './errors.js';

const run = promisify(execFile);

/** Drizzle's journal: which migration tag a `created_at` in drizzle.__drizzle_migrations stands for. */
function journal(): { tag: string; when: number }[] {
  return JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')).entries;
}

export function newestKnownMigration(): { tag: string; when: number } {
  return journal().at(-1) ?? { tag: 'none', when: 0 };
}

/** The newest migration applied in this database (its tag, or 'unknown' when this release does not ship it). */
export async function appliedMigration(sql: SqlExecutor): Promise<{ tag: string; when: number }> {
  const { rows: table } = await sql.executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as migrated",
  );
  if (!table[0]?.migrated) return { tag: 'none', when: 0 };
  const { rows } = await sql.executeSql(
    'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
  );
  const when = Number(rows[0]?.created_at ?? 0);
  return { tag: journal().find((e) => e.when === when)?.tag ?? (when === 0 ? 'none' : 'unknown'), when };
}

export async function serverVersion(sql: SqlExecutor): Promise<string> {
  const { rows } = await sql.executeSql('show server_version');
  return String(rows[0]?.server_version ?? 'unknown');
}

/**
 * The folder of pg_dump and pg_restore: PG_BIN_DIR when set, else Debian's folder for the server's
 * major version when installed (postgresql-client-NN), else whatever PATH finds. pg_dump refuses a
 * server newer than itself, so the version is checked before anything is written.
 */
export async function postgresTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number) {
  const candidates = [
    process.env.PG_BIN_DIR && path.join(process.env.PG_BIN_DIR, tool),
    ...(existsSync('/usr/lib/postgresql')
      ? readdirSync('/usr/lib/postgresql')
          .filter((v) => Number(v) >= serverMajor)
          .sort((a, b) => Number(a) - Number(b))
          .map((v) => path.join('/usr/lib/postgresql', v, 'bin', tool))
      : []),
    tool,
  ].filter((c): c is string => Boolean(c) && (c === tool || existsSync(c as string)));
  for (const bin of candidates) {
    try {
      const { stdout } = await run(bin, ['--version']);
      const version = stdout.trim();
      if (Number(/PostgreSQL\)\s+(\d+)/.exec(version)?.[1] ?? 0) >= serverMajor) return { bin, version };
    } catch {
      // Not installed under this name: try the next.
    }
  }
  throw new BackupError(
    EXIT.incompatible,
    `${tool} ${serverMajor} or newer is needed for a PostgreSQL ${serverMajor} server and was not found: install Debian's postgresql-client-${serverMajor} (or set PG_BIN_DIR to the folder holding ${tool}).`,
  );
}

export async function withPostgres<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    throw new BackupError(EXIT.failed, `Cannot connect to the database at DATABASE_URL: ${(err as Error).message}`);
  }
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export const asExecutor = (client: pg.Client): SqlExecutor => ({
  executeSql: (text, values) => client.query(text, values as unknown[]),
});

/**
 * `pg_dump --format=custom`: one snapshot of the whole database (its own repeatable-read transaction),
 * taken beside the serving product, which goes on writing meanwhile.
 */
export async function dumpPostgres(url: string, file: string, serverMajor: number): Promise<string> {
  const { bin, version } = await postgresTool('pg_dump', serverMajor);
  try {
    await run(bin, ['--format=custom', '--file', file, '--dbname', url], { maxBuffer: 16 * 1024 * 1024 });
  } catch (err) {
    throw new BackupError(EXIT.failed, `pg_dump failed: ${(err as { stderr?: string }).stderr?.trim() || err}`);
  }
  return version;
}

/** Schemas of ours (not PostgreSQL's own) that hold anything: an empty database has none but an empty public. */
export async function postgresContents(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
      order by 1 limit 5`,
  );
  return rows.map((r) => r.name);
}

/** With --force: every schema of ours dropped, an empty public made again, as `createdb` leaves it. */
export async function emptyPostgres(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ nspname: string }>(
    `select nspname from pg_namespace
      where nspname not in ('pg_catalog', 'information_schema') and nspname not like 'pg\\_%'`,
  );
  for (const { nspname } of rows) await client.query(`drop schema ${pg.escapeIdentifier(nspname)} cascade`);
  await client.query('create schema public');
}

export async function restorePostgres(url: string, file: string, serverMajor: number): Promise<void> {
  const { bin } = await postgresTool('pg_restore', serverMajor);
  try {
    // The dump's owners and grants name roles of the source server; the restoring role owns everything.
    await run(
      bin,
      ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', url, file],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
  } catch (err) {
    throw new BackupError(EXIT.failed, `pg_restore failed: ${(err as { stderr?: string }).stderr?.trim() || err}`);
  }
}

/** The installed PGlite's version (what a PGlite dump was made with). */
export function pgliteVersion(): string {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  return `PGlite ${JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version}`;
}

/**
 * PGlite keeps `postmaster.pid` in its folder while a process has it open (and removes it on close).
 * Two processes on one folder would each run a PostgreSQL on the same files: never opened twice.
 */
export function pgliteInUse(folder: string): boolean {
  return existsSync(path.join(folder, 'postmaster.pid'));
}
