import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { migrationsFolder, runMigrations } from '../db/migrate.js';

/**
 * A database with every migration applied, made once per set of migrations on the PostgreSQL server
 * of TEST_DATABASE_URL, that each API test's database is created from (`create database … template`).
 * Running the migrations on every new database took 1.5 to 2 s of each of the hundred test apps of a
 * run; copying the template takes a fraction of that. The PGlite side does the same with a dump
 * (pglite-snapshot.ts). Its name carries a hash of the migrations, so worktrees with other migrations
 * on the same server each get their own, and a changed migration never uses a stale one.
 */
export async function migratedPostgresTemplate(adminUrl: string): Promise<string> {
  templates.set(adminUrl, templates.get(adminUrl) ?? ensureTemplate(adminUrl));
  return templates.get(adminUrl)!;
}

const templates = new Map<string, Promise<string>>();

async function ensureTemplate(adminUrl: string): Promise<string> {
  const name = `pc_test_template_${migrationsKey()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    // One test process builds it; the others wait here, then find it.
    await admin.query(`select pg_advisory_lock(hashtext('pc_test_template'))`);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      // Migrated under another name and renamed: a process that died half-way never leaves a
      // half-migrated template behind.
      const partial = `${name}_partial_${process.pid}`;
      await admin.query(`drop database if exists ${partial} with (force)`);
      await admin.query(`create database ${partial}`);
      const url = new URL(adminUrl);
      url.pathname = `/${partial}`;
      const database = await openDatabase({ url: url.toString(), poolSize: 1 });
      try {
        await runMigrations(database);
      } finally {
        await database.close();
      }
      await admin.query(`alter database ${partial} rename to ${name}`);
    }
    return name;
  } finally {
    await admin.query(`select pg_advisory_unlock(hashtext('pc_test_template'))`).catch(() => {});
    await admin.end();
  }
}

/** Changes with any migration file (its name or its content). */
function migrationsKey(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(path.relative(migrationsFolder, full)).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}
