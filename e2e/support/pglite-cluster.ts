import { createHash, randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
// The API's own copy of PGlite, the one the product opens its data folder with.
const requireFromApi = createRequire(path.join(root, 'apps/api/package.json'));

/**
 * A folder in the temporary folder, made once per machine by `make` and kept for later runs: made aside
 * and renamed, so two processes starting products at once never copy half of one (another process
 * finishing first made the same), and made once per process (the global setup starts its products side
 * by side).
 */
function madeOnce(name: () => Promise<string>, make: (partial: string) => Promise<void>): () => Promise<string> {
  let making: Promise<string> | null = null;
  const makeDir = async () => {
    const dir = path.join(os.tmpdir(), await name());
    if (existsSync(dir)) return dir;
    const partial = `${dir}.${process.pid}.${randomUUID()}.partial`;
    rmSync(partial, { recursive: true, force: true });
    await make(partial);
    try {
      renameSync(partial, dir);
    } catch (err) {
      rmSync(partial, { recursive: true, force: true });
      if (!existsSync(dir)) throw err;
    }
    return dir;
  };
  return () => {
    making ??= makeDir().catch((err) => {
      making = null;
      throw err;
    });
    return making;
  };
}

/**
 * An initialised, empty PGlite cluster: what PGlite's initdb writes before the product opens its data
 * folder for the first time, with no migration, no data and no key in it. Made once per machine and
 * PGlite version (in the temporary folder, like the API tests' snapshot): initdb is about 5.5 s of one
 * core, copying and opening the copy under 0.7 s.
 */
const emptyCluster = madeOnce(
  async () => {
    const entry = requireFromApi.resolve('@electric-sql/pglite');
    // The package's own package.json (not exported): the folder above the entry point that holds one.
    let pkg = path.dirname(entry);
    while (!existsSync(path.join(pkg, 'package.json')) && path.dirname(pkg) !== pkg) pkg = path.dirname(pkg);
    const key = createHash('sha256')
      .update(pkg)
      .update(readFileSync(path.join(pkg, 'package.json')))
      .digest('hex')
      .slice(0, 16);
    return `pc-e2e-pglite-initdb-${key}`;
  },
  async (partial) => {
    const entry = requireFromApi.resolve('@electric-sql/pglite');
    const { PGlite } = (await import(pathToFileURL(entry).href)) as typeof import('@electric-sql/pglite');
    const client = await PGlite.create({ dataDir: partial });
    await client.query('select 1');
    await client.close();
  },
);

/**
 * The empty cluster with every migration applied, made once per machine, PGlite version and set of
 * migrations (the key of the API tests' migrated dump, apps/api/src/test/pglite-snapshot.ts), then
 * copied into each fresh product's data folder. Migrating was about 3 s of one core of every product
 * start (measured 2026-11-29: opening 1.6 s, migrating 2.9 s, the demo seed 1.2 s), some 13 times a
 * run; the product still sees its migrations as applied, checks them, and seeds, keys and encrypts the
 * folder itself.
 */
const migratedCluster = madeOnce(
  async () => {
    const { migrationsKey } = await import('../../apps/api/src/test/pglite-snapshot');
    return `pc-e2e-pglite-migrated-${migrationsKey()}`;
  },
  async (partial) => {
    const { migrateDataDir } = await import('../../apps/api/src/test/pglite-snapshot');
    cpSync(await emptyCluster(), partial, { recursive: true });
    await migrateDataDir(partial);
  },
);

/**
 * Puts a migrated cluster with no data in it where the product keeps PGlite (<DATA_DIR>/pglite,
 * db/client.ts). `npm start` from nothing (initdb and the migrations by the product) is
 * e2e/start-command.test.ts's.
 */
export async function placeMigratedCluster(dataDir: string): Promise<void> {
  const target = path.join(dataDir, 'pglite');
  mkdirSync(dataDir, { recursive: true });
  cpSync(await migratedCluster(), target, { recursive: true });
}
