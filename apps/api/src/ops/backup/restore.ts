import { existsSync } from 'node:fs';
import { chmod, copyFile, cp, mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import * as tar from 'tar';
import type { AppConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { KEY_FILE } from '../../modules/identity/key-encryption.js';
import {
  emptyPostgres,
  newestKnownMigration,
  pgliteInUse,
  postgresContents,
  restorePostgres,
  withPostgres,
} from './databases.js';
import { BackupError, EXIT } from './errors.js';
import {
  ARCHIVE_FORMAT,
  ENTRY,
  FORMAT_VERSION,
  filesUnder,
  MANIFEST_FILE,
  type Manifest,
  manifestSchema,
  sha256File,
} from './manifest.js';

export interface RestoreOptions {
  config: AppConfig;
  archive: string;
  /** Empty a non-empty target first (its database objects, images, key file and PGlite folder). */
  force?: boolean;
}

/**
 * Restores an archive into the configured database and DATA_DIR. Everything is checked before the
 * target is touched: the archive reads whole, every entry matches the manifest's SHA-256 and nothing
 * unlisted is in it, this release knows the archive's newest migration, the database kinds agree, and
 * the target is empty. The product's next start applies any newer migrations of this release.
 */
export async function restoreBackup({ config, archive, force = false }: RestoreOptions): Promise<Manifest> {
  const file = path.resolve(archive);
  if (!existsSync(file)) throw new BackupError(EXIT.usage, `${file} does not exist.`);
  await mkdir(path.dirname(config.dataDir), { recursive: true });
  const staging = await mkdtemp(path.join(path.dirname(config.dataDir), `.${path.basename(config.dataDir)}.restore-`));
  try {
    const manifest = await unpackAndVerify(file, staging);
    checkCompatible(manifest, config);
    await checkTarget(config, force);
    if (config.databaseUrl) {
      await withPostgres(config.databaseUrl, async (client) => {
        if (force) await emptyPostgres(client);
      });
      const serverMajor = await withPostgres(config.databaseUrl, async (client) => {
        const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
        return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
      });
      await restorePostgres(config.databaseUrl, path.join(staging, manifest.database.entry), serverMajor);
    } else {
      const folder = path.join(config.dataDir, 'pglite');
      await rm(folder, { recursive: true, force: true });
      const dump = await readFile(path.join(staging, manifest.database.entry));
      const database = await openDatabase({ dataDir: config.dataDir, snapshot: new Blob([dump]) });
      await database.close();
    }
    if (manifest.uploads === 'local') {
      await rm(config.uploads.localDir, { recursive: true, force: true });
      await mkdir(config.uploads.localDir, { recursive: true });
      const images = path.join(staging, ENTRY.uploadsDir);
      if (existsSync(images)) await cp(images, config.uploads.localDir, { recursive: true });
    }
    if (manifest.keyEncryptionKey === 'included') {
      const keyFile = path.join(config.dataDir, KEY_FILE);
      await copyFile(path.join(staging, ENTRY.keyFile), keyFile);
      await chmod(keyFile, 0o600);
    }
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

async function unpackAndVerify(file: string, staging: string): Promise<Manifest> {
  const damaged = (why: string) => new BackupError(EXIT.badArchive, `${file} is not a usable backup: ${why}.`);
  try {
    // Only files and folders, inside the staging folder (tar refuses absolute paths and `..` itself).
    await tar.x({
      file,
      cwd: staging,
      strict: true,
      filter: (_path, entry) => 'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw damaged(`it does not read as a tar archive (${(err as Error).message})`);
  }
  let manifest: Manifest;
  try {
    const raw = JSON.parse(await readFile(path.join(staging, MANIFEST_FILE), 'utf8'));
    if (raw?.format !== ARCHIVE_FORMAT) throw new Error('not a Peer Consults backup');
    if (raw.formatVersion !== FORMAT_VERSION) {
      throw new BackupError(
        EXIT.incompatible,
        `${file} is a backup of format ${raw.formatVersion}; this release reads format ${FORMAT_VERSION}.`,
      );
    }
    manifest = manifestSchema.parse(raw);
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw damaged(`its manifest is missing or unreadable (${(err as Error).message.split('\n')[0]})`);
  }
  const listed = new Map(manifest.entries.map((e) => [e.path, e]));
  const present = (await filesUnder(staging)).filter((p) => p !== MANIFEST_FILE);
  const unlisted = present.find((p) => !listed.has(p));
  if (unlisted) throw damaged(`${unlisted} is not in its manifest`);
  const missing = manifest.entries.find((e) => !present.includes(e.path));
  if (missing) throw damaged(`${missing.path} is missing`);
  for (const entry of manifest.entries) {
    const actual = await sha256File(path.join(staging, entry.path));
    if (actual.sha256 !== entry.sha256 || actual.bytes !== entry.bytes) {
      throw damaged(`${entry.path} differs from its manifest (SHA-256 ${actual.sha256}, expected ${entry.sha256})`);
    }
  }
  if (!listed.has(manifest.database.entry)) throw damaged('its database dump is missing');
  if (manifest.keyEncryptionKey === 'included' && !listed.has(ENTRY.keyFile)) throw damaged('its key file is missing');
  return manifest;
}

function checkCompatible(manifest: Manifest, config: AppConfig) {
  const newest = newestKnownMigration();
  if (manifest.migration.when > newest.when) {
    throw new BackupError(
      EXIT.incompatible,
      `The backup was made by a newer release (product ${manifest.product.version}, migration ${manifest.migration.tag}); this release's newest migration is ${newest.tag}. Restore it with that release or a newer one.`,
    );
  }
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database.kind !== target) {
    const name = (k: string) => (k === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite (no DATABASE_URL)');
    throw new BackupError(
      EXIT.incompatible,
      `The backup holds a ${name(manifest.database.kind)} database and the target is ${name(target)}: set DATABASE_URL accordingly.`,
    );
  }
  if (manifest.uploads === 'local' && config.uploads.s3) {
    throw new BackupError(
      EXIT.incompatible,
      'The backup holds the images of a local uploads folder and the target stores images in S3_BUCKET: restore without S3_BUCKET, then copy DATA_DIR/uploads into the bucket.',
    );
  }
  if (manifest.keyEncryptionKey === 'included' && config.oidc.keyEncryptionKey) {
    throw new BackupError(
      EXIT.incompatible,
      'The backup carries its key-encryption-key file and KEY_ENCRYPTION_KEY is set, which would be used instead: unset KEY_ENCRYPTION_KEY (or set it to the file’s content after the restore).',
    );
  }
}

/** What of the target holds data already: nothing, or a list the refusal names. */
async function checkTarget(config: AppConfig, force: boolean) {
  const found: string[] = [];
  const folder = path.join(config.dataDir, 'pglite');
  if (!config.databaseUrl && existsSync(folder) && pgliteInUse(folder)) {
    throw new BackupError(EXIT.busy, `The PGlite database in ${folder} is open in a running product: stop it first.`);
  }
  if (config.databaseUrl) {
    const tables = await withPostgres(config.databaseUrl, postgresContents);
    if (tables.length > 0) found.push(`the database holds ${tables.join(', ')}${tables.length === 5 ? ', …' : ''}`);
  } else if (existsSync(folder) && (await readdir(folder)).length > 0) {
    found.push(`${folder} holds a PGlite database`);
  }
  if (existsSync(config.uploads.localDir) && (await readdir(config.uploads.localDir)).length > 0) {
    found.push(`${config.uploads.localDir} holds images`);
  }
  if (existsSync(path.join(config.dataDir, KEY_FILE))) found.push(`${path.join(config.dataDir, KEY_FILE)} exists`);
  if (found.length > 0 && !force) {
    throw new BackupError(
      EXIT.notEmpty,
      `The target is not empty (${found.join('; ')}). Restore into an empty database and data folder, or pass --force to replace what is there.`,
    );
  }
}
