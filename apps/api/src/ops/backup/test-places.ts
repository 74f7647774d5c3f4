import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGN_IN_SCOPES } from '@pc/contracts';
import pg from 'pg';
import { createProduct, type Product } from '../../bootstrap.js';
import { CodeFlowClient } from '../../cli/oidc-login.js';
import { type AppConfig, loadConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-users.js';
import { migratedPgliteSnapshot } from '../../test/pglite-snapshot.js';
import { freePort, testDbKind } from '../../test/test-app.js';

/**
 * For the backup tests: a place a product can live (a fresh DATA_DIR and, on the PostgreSQL pass, a
 * fresh database of its own on TEST_DATABASE_URL's server), and the product `npm start` would run
 * there, listening, so the demo accounts sign in through the built-in issuer as members do.
 */
export interface Place {
  env: Record<string, string>;
  dataDir: string;
  databaseUrl?: string;
  drop(): Promise<void>;
}

export async function newPlace(): Promise<Place> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pc-backup-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  let databaseUrl: string | undefined;
  let name: string | undefined;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (testDbKind === 'postgres') {
    if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    name = `pc_backup_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    await adminQuery(adminUrl, `create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    env.DATABASE_URL = databaseUrl;
  }
  return {
    env,
    dataDir,
    databaseUrl,
    async drop() {
      if (name && adminUrl) await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function adminQuery(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface RunningProduct extends Product {
  config: AppConfig;
  signIn(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export function placeConfig(place: Place, port = 3000): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    RATE_LIMIT_MAX: '1000000',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    PORT: String(port),
    ...place.env,
  });
}

/** What `npm start` does on this place (migrate, seed when empty, keys), listening on a free port. */
export async function startProduct(place: Place): Promise<RunningProduct> {
  const config = placeConfig(place, await freePort());
  // A new PGlite folder starts from the migrated dump the API tests share, not from initdb (seconds of
  // CPU); the product still migrates, seeds and makes its keys. A restored folder opens as it is.
  const fresh = !place.databaseUrl && !existsSync(path.join(place.dataDir, 'pglite'));
  const database = fresh
    ? await openDatabase({ dataDir: place.dataDir, snapshot: await migratedPgliteSnapshot() })
    : undefined;
  const product = await createProduct(config, { database });
  await product.app.listen({ port: config.port, host: '127.0.0.1' });
  return {
    ...product,
    config,
    async signIn(email) {
      const client = new CodeFlowClient({
        issuer: config.oidc.issuer,
        clientId: config.oidc.clientId,
        redirectUri: `${config.publicUrl}/redirecting`,
        audience: config.oidc.audience,
        scopes: [...SIGN_IN_SCOPES],
      });
      const tokens = await client.signIn({ email, password: DEMO_PASSWORD });
      return { authorization: `Bearer ${tokens.access_token}` };
    },
    async close() {
      await product.app.close();
      await database?.close();
    },
  };
}
