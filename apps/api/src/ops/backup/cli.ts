import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config.js';
import { createBackup } from './backup.js';
import { pgliteInUse } from './databases.js';
import { BackupError, EXIT } from './errors.js';
import { backupThroughProduct } from './live.js';
import { restoreBackup } from './restore.js';

/**
 * `npm run backup -- --out <file>` and `npm run restore -- <file> [--force]`, with the product's own
 * configuration (DATABASE_URL, DATA_DIR, S3_BUCKET, KEY_ENCRYPTION_KEY). Paths are relative to where
 * the command was run (npm's INIT_CWD), as DATA_DIR is. Exit codes: errors.ts and docs/ops/backup.md.
 */
const USAGE = `Usage:
  npm run backup -- --out <file>        write one archive of the database, images and key file
  npm run restore -- <file> [--force]   restore it into the configured (empty) database and DATA_DIR`;

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const here = process.env.INIT_CWD ?? process.cwd();
  let parsed: ReturnType<
    typeof parseArgs<{ options: { out: { type: 'string' }; force: { type: 'boolean' } }; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: rest,
      options: { out: { type: 'string' }, force: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n${USAGE}`);
    return EXIT.usage;
  }
  const { values, positionals } = parsed;
  const config = loadConfig();
  if (command === 'backup') {
    if (!values.out || positionals.length > 0 || values.force) {
      console.error(USAGE);
      return EXIT.usage;
    }
    const out = path.resolve(here, values.out);
    // A PGlite folder open in a running product is backed up by that product (live.ts).
    const inUse = !config.databaseUrl && pgliteInUse(path.join(config.dataDir, 'pglite'));
    const manifest =
      (inUse ? await backupThroughProduct(config.dataDir, out) : null) ?? (await createBackup({ config, out }));
    const images = manifest.entries.filter((e) => e.path.startsWith('uploads/')).length;
    console.log(
      `Backup written to ${out}: ${manifest.database.kind} database ${manifest.database.serverVersion} at migration ${manifest.migration.tag}, ` +
        `${manifest.uploads === 's3' ? 'images in S3 (not in the archive)' : `${images} images`}, ` +
        `key-encryption key ${manifest.keyEncryptionKey === 'included' ? 'included' : 'from KEY_ENCRYPTION_KEY (not in the archive)'}.`,
    );
    return EXIT.ok;
  }
  if (command === 'restore') {
    if (positionals.length !== 1 || values.out) {
      console.error(USAGE);
      return EXIT.usage;
    }
    const archive = path.resolve(here, positionals[0]!);
    const manifest = await restoreBackup({ config, archive, force: values.force ?? false });
    console.log(
      `Restored ${archive} (made ${manifest.createdAt} by release ${manifest.product.version}, migration ${manifest.migration.tag}) into ${
        config.databaseUrl ? `DATABASE_URL and ${config.dataDir}` : `PGlite in ${config.dataDir}`
      }. Start the product: it applies any newer migrations.` +
        (manifest.keyEncryptionKey === 'configured'
          ? ' Set KEY_ENCRYPTION_KEY to the value the backed-up product used.'
          : ''),
    );
    return EXIT.ok;
  }
  console.error(USAGE);
  return EXIT.usage;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof BackupError) {
      console.error(err.message);
      process.exit(err.exitCode);
    }
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(EXIT.usage);
    }
    console.error(err instanceof Error ? `Failed: ${err.message}` : err);
    process.exit(EXIT.failed);
  },
);
