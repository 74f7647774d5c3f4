import { existsSync } from 'node:fs';
import { chmod, copyFile, link, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../../config.js';
import { type Database, openDatabase } from '../../db/client.js';
import { APP_VERSION } from '../../lib/release.js';
import { KEY_FILE } from '../../modules/identity/key-encryption.js';
import {
  appliedMigration,
  asExecutor,
  dumpPostgres,
  pgliteInUse,
  pgliteVersion,
  serverVersion,
  withPostgres,
} from './databases.js';
import { BackupError, EXIT } from './errors.js';
import {
  ARCHIVE_FORMAT,
  describeEntries,
  ENTRY,
  FORMAT_VERSION,
  filesUnder,
  MANIFEST_FILE,
  type Manifest,
} from './manifest.js';

export interface BackupOptions {
  config: AppConfig;
  /** The archive to write; refused when it exists. */
  out: string;
  /**
   * The serving product's own database handle. PGlite is one process's: a backup of a running
   * PGlite product is taken through it (its `dumpDataDir`), never by opening its folder a second time.
   */
  database?: Database;
}

/**
 * One archive of everything a restore needs: the database first, then the uploaded images, then the
 * key file. Images are written (renamed into place) before any row that names them commits
 * (uploads.service.ts), so every image the dumped database refers to is already in the folder when
 * it is copied; images uploaded meanwhile are copied too, and harmless.
 */
export async function createBackup({ config, out, database }: BackupOptions): Promise<Manifest> {
  const file = path.resolve(out);
  if (existsSync(file)) throw new BackupError(EXIT.usage, `${file} exists already: choose a new name.`);
  await mkdir(path.dirname(file), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(file), `.${path.basename(file)}.staging-`));
  try {
    await mkdir(path.join(staging, 'database'));
    const db = config.databaseUrl
      ? await stagePostgres(config.databaseUrl, staging)
      : await stagePglite(config, staging, database);
    const uploads = config.uploads.s3 ? 's3' : 'local';
    if (uploads === 'local') await stageUploads(config.uploads.localDir, path.join(staging, ENTRY.uploadsDir));
    const keyEncryptionKey = config.oidc.keyEncryptionKey ? 'configured' : 'included';
    if (keyEncryptionKey === 'included') {
      const keyFile = path.join(config.dataDir, KEY_FILE);
      if (!existsSync(keyFile)) {
        throw new BackupError(
          EXIT.failed,
          `${keyFile} is missing and KEY_ENCRYPTION_KEY is not set: the stored sign-in keys could not be opened after a restore.`,
        );
      }
      await copyFile(keyFile, path.join(staging, ENTRY.keyFile));
    }
    const manifest: Manifest = {
      format: ARCHIVE_FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      product: { version: APP_VERSION },
      migration: db.migration,
      database: { kind: db.kind, serverVersion: db.serverVersion, dumpedWith: db.dumpedWith, entry: db.entry },
      uploads,
      keyEncryptionKey,
      entries: await describeEntries(staging, await filesUnder(staging)),
    };
    await writeFile(path.join(staging, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    const top = (await readdir(staging)).filter((name) => name !== MANIFEST_FILE).sort();
    // Written aside and renamed: an archive under the asked name is always whole. It holds the
    // key-encryption key: readable by its owner only.
    const partial = `${file}.partial`;
    // Made empty with its mode first: never readable by others, not even while it is being written.
    await writeFile(partial, '', { mode: 0o600 });
    await chmod(partial, 0o600);
    await tar.c({ file: partial, cwd: staging, portable: true }, [MANIFEST_FILE, ...top]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(`${file}.partial`, { force: true });
  }
}

interface StagedDatabase {
  kind: 'postgres' | 'pglite';
  serverVersion: string;
  dumpedWith: string;
  entry: string;
  migration: { tag: string; when: number };
}

async function stagePostgres(url: string, staging: string): Promise<StagedDatabase> {
  const facts = await withPostgres(url, async (client) => {
    const sql = asExecutor(client);
    const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
    return {
      serverVersion: await serverVersion(sql),
      serverMajor: Math.floor(Number(rows[0]?.server_version_num) / 10_000),
      migration: await appliedMigration(sql),
    };
  });
  const dumpedWith = await dumpPostgres(url, path.join(staging, ENTRY.postgresDump), facts.serverMajor);
  return {
    kind: 'postgres',
    serverVersion: facts.serverVersion,
    dumpedWith,
    entry: ENTRY.postgresDump,
    migration: facts.migration,
  };
}

async function stagePglite(config: AppConfig, staging: string, live?: Database): Promise<StagedDatabase> {
  let database = live?.kind === 'pglite' && live.dumpDataDir ? live : undefined;
  const opened = !database;
  if (!database) {
    const folder = path.join(config.dataDir, 'pglite');
    if (!existsSync(path.join(folder, 'PG_VERSION'))) {
      throw new BackupError(EXIT.failed, `There is no PGlite database in ${folder}: check DATA_DIR.`);
    }
    if (pgliteInUse(folder)) {
      throw new BackupError(
        EXIT.busy,
        `The PGlite database in ${folder} is open in a running product that did not answer on DATA_DIR/backup.sock (an older release, or one that stopped without closing the folder). PGlite is one process's: stop the product (or start and stop it once) and run the backup again (docs/ops/backup.md).`,
      );
    }
    database = await openDatabase({ dataDir: config.dataDir });
  }
  try {
    const facts = { serverVersion: await serverVersion(database), migration: await appliedMigration(database) };
    const dump = await database.dumpDataDir!();
    await writeFile(path.join(staging, ENTRY.pgliteDump), Buffer.from(await dump.arrayBuffer()));
    return { kind: 'pglite', ...facts, dumpedWith: pgliteVersion(), entry: ENTRY.pgliteDump };
  } finally {
    if (opened) await database.close();
  }
}

/** The stored images, linked (or copied) aside; files still being written (`*.part`) are not images yet. */
async function stageUploads(from: string, to: string): Promise<void> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of await filesUnder(from)) {
    if (name.endsWith('.part') || name.includes('/')) continue;
    try {
      await link(path.join(from, name), path.join(to, name));
    } catch {
      await copyFile(path.join(from, name), path.join(to, name));
    }
  }
}
