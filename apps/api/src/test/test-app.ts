import { mkdtempSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK } from 'jose';
import pg from 'pg';
import { type AppDependencies, buildApp } from '../app.js';
import { type AppConfig, loadConfig } from '../config.js';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { leasePglite } from './pglite-pool.js';
import { migratedPostgresTemplate } from './postgres-template.js';
import { signingKeys as signingKeysTable } from '../db/schema/index.js';
import { seedIfEmpty, seedReferenceData } from '../db/seed/index.js';
import { createMailer } from '../mail/mailer.js';
import { createApiIdentity } from '../modules/identity/api-verifier.js';
import { builtInIssuer } from '../modules/identity/issuer.js';
import { keyCipherFor } from '../modules/identity/key-encryption.js';
import { loadOrCreateSigningKeys, SIGNING_ALG } from '../modules/identity/signing-keys.js';

/** Which database the API tests run on: PGlite always; PostgreSQL in the second pass when configured. */
export const testDbKind = (process.env.TEST_DB_KIND ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A fresh, isolated database with every migration applied: an in-memory PGlite in the migrated dump's
 * state (test/pglite-pool.ts), or a new database on the PostgreSQL server at TEST_DATABASE_URL, copied
 * from a migrated template and dropped when the test app closes.
 */
export async function openTestDatabase(
  replicas?: TestReadReplicas,
): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (testDbKind === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
    const name = `pc_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const template = await migratedPostgresTemplate(adminUrl);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({
      url: url.toString(),
      poolSize: 5,
      ...(replicas && {
        // The same database on each replica's server (it arrives there by replication).
        readUrls: replicas.serverUrls.map((server) =>
          Object.assign(new URL(server), { pathname: `/${name}` }).toString(),
        ),
        maxReadLagMs: replicas.maxLagMs,
        readCheckIntervalMs: replicas.checkIntervalMs,
      }),
    });
    return {
      database,
      drop: async () => {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${name} with (force)`);
        await c.end();
      },
    };
  }
  return { database: await openDatabase({ pglite: await leasePglite() }), drop: async () => {} };
}

/** A database of its own holding the demo seed, as the first `npm start` makes it (for the seed's own tests). */
export async function openSeededDatabase(): Promise<{ database: Database; close: () => Promise<void> }> {
  const { database, drop } = await openTestDatabase();
  await runMigrations(database);
  if (!(await seedIfEmpty(database.db))) throw new Error('the fresh test database was not empty');
  return {
    database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  /** `http://127.0.0.1:<port>` when created with `listen: true` (the app's PUBLIC_URL too). */
  baseUrl: string;
  database: Database;
  config: AppConfig;
  /** A real signed access token for a user, verified by the API like any other. */
  tokenFor(user: { id: number }, overrides?: TokenOverrides): Promise<string>;
  /** `{ authorization: 'Bearer …' }` for `app.inject`. */
  authAs(user: { id: number }): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

export interface TokenOverrides {
  issuer?: string;
  audience?: string;
  expiresInSeconds?: number;
  notBefore?: number;
  /** Seconds since the epoch; null leaves `iat` out. */
  issuedAt?: number | null;
  subject?: string;
  scope?: string;
}

/** Streaming replicas of the TEST_DATABASE_URL server for the test database's reads (db/read-replicas.ts). */
export interface TestReadReplicas {
  serverUrls: string[];
  maxLagMs: number;
  checkIntervalMs?: number;
}

export interface TestAppOptions {
  /** PostgreSQL only: read the hot reads from these replicas, as DATABASE_READ_URLS does. */
  readReplicas?: TestReadReplicas;
  /** Mount the built-in OIDC issuer at /oidc, as `npm start` does (ignored with an external issuer). */
  issuer?: boolean;
  /** Listen on a free port of 127.0.0.1 (and use it as PUBLIC_URL) for tests that speak real HTTP. */
  listen?: boolean;
  /** More `buildApp` extensions, registered after the core plugins (and after the issuer). */
  extensions?: AppDependencies['extensions'];
  /** Extensions registered before the issuer too (e.g. an `onRoute` hook that must see its pages' routes). */
  firstExtensions?: AppDependencies['extensions'];
  /** pino options (e.g. a `stream` to read the log lines), for tests of what is logged. */
  logger?: AppDependencies['logger'];
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Making an RSA key is about 0.18 s of CPU, once for each of the several hundred test apps of a run: a
 * test worker makes one, and each test app's database gets it under a kid of its own, so a token one
 * test app signs is still refused by another (the verifier picks keys by kid). It is stored as an
 * earlier release stored keys, in clear, and sealed by the app's start (signing-keys.ts) like those.
 */
let workerKey: Promise<JWK> | undefined;
async function placeSigningKey(database: Database) {
  workerKey ??= generateKeyPair(SIGNING_ALG, { extractable: true }).then(({ privateKey }) => exportJWK(privateKey));
  const jwk = { ...(await workerKey), kid: randomUUID(), alg: SIGNING_ALG, use: 'sig' };
  await database.db.insert(signingKeysTable).values({ kid: jwk.kid, privateJwk: JSON.stringify(jwk) });
}

export async function createTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pc-test-'));
  // A test may choose the port (e.g. to name this app in another one's configuration first).
  const port = options.listen ? Number(env.PORT ?? (await freePort())) : 3000;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    PUBLIC_URL: options.listen ? `http://127.0.0.1:${port}` : 'http://localhost:3000',
    PORT: String(port),
    ...env,
  });
  const { database, drop } = await openTestDatabase(options.readReplicas);
  await runMigrations(database);
  await seedReferenceData(database.db);
  await placeSigningKey(database);
  const { verifier, signingKeys } = await createApiIdentity(config, database);
  // With an external issuer these keys sign nothing the API accepts: tokens of "another issuer".
  const keys = signingKeys ?? (await loadOrCreateSigningKeys(database.db, await keyCipherFor(config)));
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({
      config,
      database,
      mailer: createMailer(config.mail),
      verifier,
      logger: options.logger ?? false,
      ownsDatabase: true,
      extensions: [
        ...(options.firstExtensions ?? []),
        ...(options.issuer && signingKeys ? [builtInIssuer(signingKeys)] : []),
        ...(options.extensions ?? []),
      ],
    });
    await app.ready();
  } catch (err) {
    // An app that fails to start (a test of that refusal) leaves no database or connection behind.
    if (app) await app.close().catch(() => {});
    else await database.close();
    await drop();
    throw err;
  }
  if (options.listen) await app.listen({ port, host: '127.0.0.1' });
  const signingKey = await importJWK(keys.privateJwks[0] as JWK, SIGNING_ALG);

  async function tokenFor(user: { id: number }, o: TokenOverrides = {}) {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT({ scope: o.scope ?? 'openid' })
      .setProtectedHeader({ alg: SIGNING_ALG, kid: keys.privateJwks[0]!.kid, typ: 'at+jwt' })
      .setIssuer(o.issuer ?? config.oidc.issuer)
      .setAudience(o.audience ?? config.oidc.audience)
      .setSubject(o.subject ?? String(user.id))
      .setExpirationTime(now + (o.expiresInSeconds ?? 600));
    if (o.issuedAt !== null) jwt.setIssuedAt(o.issuedAt ?? now);
    if (o.notBefore !== undefined) jwt.setNotBefore(o.notBefore);
    return jwt.sign(signingKey);
  }

  return {
    app,
    baseUrl: config.publicUrl,
    database,
    config,
    tokenFor,
    authAs: async (user) => ({ authorization: `Bearer ${await tokenFor(user)}` }),
    async close() {
      await app.close();
      await drop();
    },
  };
}
