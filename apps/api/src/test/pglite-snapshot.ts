import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/migrate.js';
import { PGLITE_EXTENSIONS } from '../db/pglite-extensions.js';

/**
 * A dump of a PGlite data folder with every migration applied, made once per machine (per PGlite
 * version and set of migrations) in the temporary folder. Each API test file starts its in-memory
 * database from it: creating a PGlite database from nothing runs initdb (2 to 4 s on these machines,
 * once per test file) and then the migrations; loading the dump takes well under a second.
 */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  const file = path.join(os.tmpdir(), `pc-pglite-migrated-${migrationsKey()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    try {
      await migrate(drizzle(client), { migrationsFolder });
      const dump = await client.dumpDataDir('none');
      // Written aside and renamed: test files starting at once never read half a dump.
      const partial = `${file}.${process.pid}.partial`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
    } finally {
      await client.close();
    }
  }
  return new Blob([readFileSync(file)]);
}

/**
 * Applies every migration to the PGlite data folder `dataDir` (an initialised cluster) and closes it: the
 * browser tests' products start from such a folder (e2e/support/pglite-cluster.ts).
 */
export async function migrateDataDir(dataDir: string): Promise<void> {
  const client = await PGlite.create({ dataDir, extensions: PGLITE_EXTENSIONS });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
}

/** Changes with the PGlite version and with any migration file. */
export function migrationsKey(): string {
  const hash = createHash('sha256');
  // The package's entry point, whose path names the installed copy; its package.json is not exported.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  hash.update(readFileSync(path.join(dir, 'package.json')));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(migrationsFolder);
  return hash.digest('hex').slice(0, 16);
}
