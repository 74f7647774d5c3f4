import { chmod, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createBackup } from './backup.js';
import { BackupError, EXIT } from './errors.js';
import type { Manifest } from './manifest.js';

/**
 * A running product on PGlite takes backups for `npm run backup`: PGlite is one process's, so the
 * command asks the process that has it open. The request goes over a Unix socket in DATA_DIR, mode
 * 0600: whoever may use it may read the data folder (and its key file) anyway, and it is reachable
 * from no network. One JSON line each way: `{"out": "<absolute path>"}`, then the manifest or the
 * refusal.
 */
export const SOCKET_FILE = 'backup.sock';

/** Unix socket paths are limited to about 104 bytes (sun_path); a deeper DATA_DIR gets no socket. */
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dataDir: string): string | null {
  const file = path.join(dataDir, SOCKET_FILE);
  return Buffer.byteLength(file) <= MAX_SOCKET_PATH ? file : null;
}

type Reply = { ok: true; manifest: Manifest } | { ok: false; exitCode: number; message: string };

/** Serves backup requests for as long as the app runs (PGlite only: PostgreSQL is backed up beside it). */
export async function serveLiveBackups(app: FastifyInstance, config: AppConfig, database: Database): Promise<void> {
  if (database.kind !== 'pglite' || !database.dumpDataDir) return;
  const file = backupSocketPath(config.dataDir);
  if (!file) {
    app.log.warn(`DATA_DIR is too deep for a Unix socket: npm run backup needs the product stopped`);
    return;
  }
  // A socket left by a process that died; ours is the one process that has this PGlite folder open.
  await rm(file, { force: true });
  let running = Promise.resolve();
  const server = net.createServer((socket) => {
    let input = '';
    socket.setEncoding('utf8');
    socket.on('error', () => socket.destroy());
    socket.on('data', (chunk) => {
      input += chunk;
      if (!input.includes('\n') && input.length < 8192) return;
      socket.pause();
      // One backup at a time; a second request waits for the first.
      running = running.then(async () => {
        let reply: Reply;
        try {
          const { out } = JSON.parse(input.split('\n')[0] ?? '') as { out?: unknown };
          if (typeof out !== 'string' || !path.isAbsolute(out))
            throw new BackupError(EXIT.usage, 'out: an absolute path');
          const manifest = await createBackup({ config, out, database });
          app.log.info({ out, entries: manifest.entries.length }, 'backup written');
          reply = { ok: true, manifest };
        } catch (err) {
          reply =
            err instanceof BackupError
              ? { ok: false, exitCode: err.exitCode, message: err.message }
              : {
                  ok: false,
                  exitCode: EXIT.failed,
                  message: `The product could not write the backup: ${(err as Error).message}`,
                };
          if (!(err instanceof BackupError)) app.log.error({ err }, 'backup failed');
        }
        socket.end(`${JSON.stringify(reply)}\n`);
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  await chmod(file, 0o600);
  server.unref();
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(file, { force: true });
  });
}

/** Asks the running product that has DATA_DIR's PGlite open to write the backup; null when none listens. */
export async function backupThroughProduct(dataDir: string, out: string): Promise<Manifest | null> {
  const file = backupSocketPath(dataDir);
  if (!file) return null;
  const reply = await new Promise<string | null>((resolve, reject) => {
    const socket = net.createConnection(file);
    let output = '';
    let connected = false;
    socket.setEncoding('utf8');
    socket.on('connect', () => {
      connected = true;
      socket.write(`${JSON.stringify({ out })}\n`);
    });
    socket.on('data', (chunk) => {
      output += chunk;
    });
    socket.on('end', () => resolve(output));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolve(null);
      else reject(new BackupError(EXIT.failed, `The running product did not answer: ${err.message}`));
    });
  });
  if (reply === null) return null;
  let parsed: Reply;
  try {
    parsed = JSON.parse(reply.trim()) as Reply;
  } catch {
    throw new BackupError(EXIT.failed, 'The running product gave no answer about the backup: see its log.');
  }
  if (!parsed.ok) throw new BackupError(parsed.exitCode as BackupError['exitCode'], parsed.message);
  return parsed.manifest;
}
