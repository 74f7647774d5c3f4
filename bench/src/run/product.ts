import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { repoRoot, type Target } from '../shared/target.js';

export interface RunningProduct {
  baseUrl: string;
  /** The server's process id (CPU per request is read from /proc). */
  pid: number;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The environment the product is measured in: the benchmark database, no workers, quiet logs, no rate
 * limit in the way, and the floor route (`BENCH_ENABLED`) mounted.
 */
export function productEnv(target: Target, port: number): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '1000000000',
    BENCH_ENABLED: 'true',
  };
  delete env.DATABASE_URL;
  // Replicas only when the run asks for one (`--read-replica`).
  delete env.DATABASE_READ_URLS;
  delete env.DATA_DIR;
  // Metrics only when the run asks for them (`--metrics`): a stray METRICS_PORT must not blur the comparison.
  delete env.METRICS_PORT;
  // On PostgreSQL the data folder still holds the issuer's key-encryption key: an absolute path, so
  // the server (run from the repository root) and the in-process EXPLAIN pass (run from bench/) share it.
  if (target.kind === 'postgres') {
    env.DATABASE_URL = target.url;
    env.DATA_DIR = path.join(repoRoot, 'data');
  } else env.DATA_DIR = target.dataDir;
  return env;
}

/** Starts `node --import tsx apps/api/src/server.ts` against the benchmark database and waits until it answers. */
export async function startProduct(
  target: Target,
  options: { port?: number; env?: (env: NodeJS.ProcessEnv) => NodeJS.ProcessEnv } = {},
): Promise<RunningProduct> {
  const port = options.port ?? (await freePort());
  const env = (options.env ?? ((e) => e))(productEnv(target, port));
  // BENCH_CPU_PROF=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's
  // DevTools, or summarise it with `npx tsx bench/src/run/profile-summary.ts <file>`).
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, '--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The product exited during start-up (code ${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The product did not answer /api/health within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    pid: child.pid ?? 0,
    env,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
