import { spawnSync } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { startProduct } from './support/global-setup';
import { freshPostgresDatabase, pgAdminUrl } from './support/postgres';

const root = path.resolve(import.meta.dirname, '..');

function startWith(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: '/tmp/pc-bad-config', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('configuration errors stop start-up with one clear line', () => {
  for (const [name, value, expected] of [
    ['PORT', 'abc', /^Invalid configuration: PORT="abc" — expected a port number/],
    ['DATABASE_URL', 'mysql//nope', /^Invalid configuration: DATABASE_URL="mysql\/\/nope" — expected a postgres/],
  ] as const) {
    it(`${name}=${value}`, () => {
      const result = startWith({ [name]: value });
      expect(result.status).toBe(1);
      const lines = result.stderr.split('\n').filter((l) => l.trim() !== '' && !l.startsWith('npm warn'));
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(expected);
      expect(result.stderr).not.toMatch(/\n\s+at /);
    });
  }
});

/** One request on its own connection (no keep-alive), so each one is either refused or fully served. */
function healthOnNewConnection(baseUrl: string): Promise<number | string> {
  return new Promise((resolve) => {
    const req = http.get(`${baseUrl}/api/health`, { agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
  });
}

async function hammerThenTerminate(product: Awaited<ReturnType<typeof startProduct>>) {
  // Keep requests flowing while the signal arrives: each accepted one must complete (200, or 503
  // once closing); none may be cut off mid-answer (a reset).
  let stop = false;
  const outcomes: (number | string)[] = [];
  const worker = async () => {
    while (!stop) {
      const outcome = await healthOnNewConnection(product.baseUrl);
      outcomes.push(outcome);
      if (outcome === 'ECONNREFUSED') return;
    }
  };
  const workers = Array.from({ length: 16 }, worker);
  while (outcomes.length < 50) await new Promise((r) => setTimeout(r, 10));
  const started = Date.now();
  const code = await product.stop();
  const elapsed = Date.now() - started;
  stop = true;
  await Promise.all(workers);
  return { code, outcomes, elapsed };
}

describe('graceful shutdown and durability', () => {
  it('on PGlite: SIGTERM while serving exits 0 within 10 s and the data is there after a restart', async () => {
    // At info level the start-up line (JSON, since stdout is not a terminal) says whether it seeded.
    const product = await startProduct({ LOG_LEVEL: 'info' });
    const { code, outcomes, elapsed } = await hammerThenTerminate(product);
    expect(code).toBe(0);
    expect(elapsed).toBeLessThan(10_000);
    // A connection still in the accept queue or not yet carrying a request when the listener closes is
    // reset by the kernel/Node (clients and load balancers retry those); anything else is a failure.
    expect(outcomes.filter((o) => ![200, 503, 'ECONNREFUSED', 'ECONNRESET'].includes(o))).toEqual([]);
    expect(outcomes.filter((o) => o === 200).length).toBeGreaterThanOrEqual(50);

    const again = await startProduct({ DATA_DIR: product.dataDir, LOG_LEVEL: 'info' });
    const health = await (await fetch(`${again.baseUrl}/api/health`)).json();
    expect(health).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(await again.stop()).toBe(0);
    // The demo data was seeded once and kept: the second start did not seed again.
    expect(product.output()).toMatch(/"seeded":true/);
    expect(again.output()).toMatch(/"seeded":false/);
  });

  it.runIf(pgAdminUrl)('on PostgreSQL: the same, with DATABASE_URL', async () => {
    const db = await freshPostgresDatabase();
    try {
      const product = await startProduct({ DATABASE_URL: db.url });
      const health = await (await fetch(`${product.baseUrl}/api/health`)).json();
      expect(health).toMatchObject({ status: 'ok', database: 'postgres' });
      const { code } = await hammerThenTerminate(product);
      expect(code).toBe(0);

      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      const before = (await client.query('select count(*)::int as n from users')).rows[0].n;
      await client.end();
      expect(before).toBeGreaterThan(9);

      // The same data folder: it holds the key that encrypts the issuer's keys in the database
      // (without KEY_ENCRYPTION_KEY, another folder's key cannot read them, and start-up says so).
      const again = await startProduct({ DATABASE_URL: db.url, DATA_DIR: product.dataDir });
      expect(await again.stop()).toBe(0);
      const after = new pg.Client({ connectionString: db.url });
      await after.connect();
      expect((await after.query('select count(*)::int as n from users')).rows[0].n).toBe(before);
      await after.end();
    } finally {
      await db.drop();
    }
  });
});
