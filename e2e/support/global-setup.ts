import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { placeMigratedCluster } from './pglite-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    /** One product per e2e worker; a file takes its worker's (product.ts). */
    products: { baseUrl: string; dataDir: string }[];
  }
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startProduct(env: Record<string, string> = {}) {
  // An explicit PORT lets a test name the origin before start (e.g. to allow it at another issuer).
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'pc-e2e-'));
  // A new PGlite folder starts from a copy of an initialised, migrated cluster (pglite-cluster.ts): the
  // product skips initdb and the migrations and does the rest of a first start itself. `npm start` from
  // nothing is e2e/start-command.test.ts's.
  if (!env.DATA_DIR && !(env.DATABASE_URL ?? process.env.DATABASE_URL)) await placeMigratedCluster(dataDir);
  const baseUrl = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseUrl, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Also in <dataDir>/server.log, so a test can read what the server logged (e.g. client error reports).
  const log = createWriteStream(path.join(dataDir, 'server.log'), { flags: 'a' });
  child.once('exit', () => log.end());
  const keep = (d: Buffer) => {
    output += d;
    log.write(d);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  // Usually 10-20 s; on the 2 cores shared with other work, well over 90 s was seen.
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${baseUrl}/api/health`);
      if (res.ok) break;
    } catch {}
    if (Date.now() > deadline) {
      // Not left behind starting: each such server kept a share of the cores from the runs after.
      child.kill('SIGKILL');
      throw new Error(`server did not start in 180 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    port,
    child,
    output: () => output,
    stop: () =>
      new Promise<number | null>((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        child.once('exit', (code) => resolve(code));
        child.kill('SIGTERM');
      }),
  };
}

/**
 * One product per e2e worker, each on its own port and data directory with the demo data. Browser
 * files run two at a time (vitest.config.ts), and several of them change the shared demo accounts
 * (sign-in throttles, settings, disabled members, disclaimers): each worker's files therefore run one
 * after another against a product no other file is using, as the whole run did on one product before.
 */
export default async function setup(project: TestProject) {
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  // Every test's browser comes from 127.0.0.1: the per-IP limit (600/min, static files included)
  // would count the whole suite as one visitor and answer 429 to page assets.
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () => startProduct({ RATE_LIMIT_MAX: '100000' })),
  );
  const products = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    // The products that did start are stopped too: no teardown runs after a failed setup.
    await Promise.all(products.map((product) => product.stop()));
    throw failed.reason;
  }
  project.provide(
    'products',
    products.map(({ baseUrl, dataDir }) => ({ baseUrl, dataDir })),
  );
  return async () => {
    await Promise.all(products.map((product) => product.stop()));
  };
}
