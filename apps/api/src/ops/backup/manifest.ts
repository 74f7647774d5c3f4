import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';

/**
 * What a backup archive says about itself (`manifest.json`, its first entry): which release and which
 * migration made it, which database it holds, and the SHA-256 of every other entry. A restore reads it
 * and checks every entry against it before it touches the target.
 */
export const MANIFEST_FILE = 'manifest.json';
export const ARCHIVE_FORMAT = 'peer-consults-backup';
export const FORMAT_VERSION = 1;

/** Entry names inside the archive. */
export const ENTRY = {
  postgresDump: 'database/postgres.dump',
  pgliteDump: 'database/pglite-datadir.tar',
  keyFile: 'key-encryption-key',
  uploadsDir: 'uploads',
} as const;

const entrySchema = z.object({
  path: z.string().min(1),
  bytes: z.number().int().min(0),
  sha256: z.string().regex(/^[a-f0-9]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal(ARCHIVE_FORMAT),
  formatVersion: z.number().int(),
  createdAt: z.string(),
  product: z.object({ version: z.string() }),
  /** The newest migration applied in the database when it was dumped (drizzle's journal tag and `when`). */
  migration: z.object({ tag: z.string(), when: z.number() }),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    serverVersion: z.string(),
    /** `pg_dump --version` for PostgreSQL; the PGlite package version for PGlite. */
    dumpedWith: z.string(),
    entry: z.string(),
  }),
  /** 'local': DATA_DIR/uploads is in the archive; 's3': the bucket is not (bucket versioning, docs/ops/backup.md). */
  uploads: z.enum(['local', 's3']),
  /** 'included': DATA_DIR's key file is in the archive; 'configured': KEY_ENCRYPTION_KEY, kept by the operator. */
  keyEncryptionKey: z.enum(['included', 'configured']),
  entries: z.array(entrySchema),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestEntry = z.infer<typeof entrySchema>;

export async function sha256File(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** Every regular file under `dir`, as paths relative to it with forward slashes, sorted. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort();
}

/** The manifest's entries for these files of `dir`. */
export async function describeEntries(dir: string, files: string[]): Promise<ManifestEntry[]> {
  const out: ManifestEntry[] = [];
  for (const file of files) out.push({ path: file, ...(await sha256File(path.join(dir, file))) });
  return out;
}
