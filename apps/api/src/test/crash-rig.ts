import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { type Database, openDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { seedReferenceData } from '../db/seed/index.js';
import { type Delivery, startSmtpReceiver } from './smtp-receiver.js';

export type { Delivery };

/**
 * The rig of the exactly-once proofs (campaign-crash.test.ts, reward-crash.test.ts): a scratch
 * PostgreSQL database, a real SMTP receiver that can hold and refuse a message, and the real server
 * as a child process that a test SIGKILLs mid-send and starts again. A killed process only makes
 * sense with PostgreSQL (PGlite keeps its data in the process), so it uses the PostgreSQL at
 * TEST_DATABASE_URL, or the local one, and `crashTestsAvailable` is false when there is none.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function postgresAvailable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

// With TEST_DATABASE_URL the api-postgres project runs crash tests; otherwise the PGlite project does.
const duplicateRun = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DB_KIND !== 'postgres';
export const crashTestsAvailable = !duplicateRun && (await postgresAvailable());

export interface CrashRig {
  database: Database;
  databaseUrl: string;
  /** Messages the receiver accepted (the 250 reply is what delivers). */
  delivered: Delivery[];
  /** Messages the receiver refused: never delivered. */
  refused: Delivery[];
  /** Queues a job exactly as the product queues it (the server is not running yet). */
  queueJob(name: string, data: object, options: PgBoss.SendOptions): Promise<void>;
  startServer(): ChildProcess;
  /** Accepts messages until the killAt-th, then SIGKILLs `server` while holding it; resolves once it is dead. */
  killWhileSending(server: ChildProcess, killAt: number): Promise<void>;
  acceptEverything(): void;
  close(): Promise<void>;
}

export const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  );

export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function openCrashRig(name: string): Promise<CrashRig> {
  const dbName = `pc_${name}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  const databaseUrl = url.toString();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const database = await openDatabase({ url: databaseUrl, poolSize: 3 });
  await runMigrations(database);
  await seedReferenceData(database.db);

  const smtp = await startSmtpReceiver();

  // One data folder for every start, as on a machine that restarts: it holds the generated key that
  // encrypts the issuer's keys in the database, which a later start must read back.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `pc-${name}-`));
  const servers: ChildProcess[] = [];

  return {
    database,
    databaseUrl,
    delivered: smtp.delivered,
    refused: smtp.refused,
    async queueJob(jobName, data, options) {
      const boss = new PgBoss({ connectionString: databaseUrl, schema: 'pgboss', supervise: false, schedule: false });
      await boss.start();
      await boss.createQueue(jobName);
      await boss.send(jobName, data, options);
      await boss.stop({ graceful: false, wait: true });
    },
    startServer() {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
        cwd: repoRoot,
        env: {
          ...process.env,
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: databaseUrl,
          SMTP_URL: smtp.url,
          JOBS_ENABLED: 'true',
          SEED_DEMO_DATA: 'false',
          LOG_LEVEL: 'warn',
          PUBLIC_URL: 'http://localhost:3999',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      servers.push(child);
      return child;
    },
    killWhileSending(server, killAt) {
      return new Promise<void>((resolve) => {
        smtp.accept = async (n) => {
          if (n < killAt) return true;
          if (n === killAt) {
            server.kill('SIGKILL');
            await exited(server);
            resolve();
          }
          return false;
        };
      });
    },
    acceptEverything() {
      smtp.accept = async () => true;
    },
    async close() {
      for (const server of servers) if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
      await smtp.close();
      await database.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${dbName} with (force)`);
      await admin.end();
    },
  };
}
