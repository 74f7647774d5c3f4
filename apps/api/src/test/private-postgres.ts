import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './test-app.js';

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary folder, its own port and socket
 * folder), for tests that restart or stop the server: the machine's shared server stays untouched.
 * As root, the server runs as the `postgres` user (PostgreSQL refuses to run as root).
 */
export interface PrivatePostgres {
  url: string;
  port: number;
  /** `pg_ctl restart -m fast`: every session is terminated (57P01), as in a real restart. */
  restart(): Promise<void>;
  /** `pg_ctl stop -m fast`, keeping the data folder: `resume` starts the same cluster again. */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/** The folder of the newest installed server's binaries, or null when there is none. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], 'bin') : null;
}

export interface PrivatePostgresOptions {
  /**
   * A streaming replica of this cluster instead of a new one: `pg_basebackup -R` (the primary's default
   * pg_hba trusts replication from 127.0.0.1), started as a hot standby.
   */
  standbyOf?: PrivatePostgres;
  /** More server settings (`-c name=value`), e.g. `recovery_min_apply_delay` to make a replica lag. */
  settings?: Record<string, string>;
}

export async function startPrivatePostgres(o: PrivatePostgresOptions = {}): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql');
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-pg-'));
  const dataDir = path.join(dir, 'data');
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
    chownSync(dir, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]] : [path.join(bin, tool), args];
  // Asynchronous, so the app under test keeps serving (and failing) requests while the server restarts.
  const run = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args), { timeout: 60_000 });
  };
  const port = await freePort();
  if (o.standbyOf) {
    const from = ['-h', '127.0.0.1', '-p', String(o.standbyOf.port), '-U', 'postgres'];
    await run('pg_basebackup', ['-D', dataDir, '-R', '-X', 'stream', '--no-sync', ...from]);
  } else {
    await run('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  }
  const settings = Object.entries(o.settings ?? {})
    .map(([name, value]) => ` -c ${name}=${value}`)
    .join('');
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=50${settings}`;
  const ctl = (...args: string[]) =>
    run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  await ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    restart: () => ctl('-m', 'fast', 'restart'),
    pause: () => ctl('-m', 'fast', 'stop'),
    resume: () => ctl('start'),
    async stop() {
      try {
        await ctl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
