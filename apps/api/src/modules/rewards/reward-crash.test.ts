import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client.js';
import { runMigrations } from '../../db/migrate.js';
import { seedReferenceData } from '../../db/seed/index.js';
import { buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { PROCESSING_OPTIONS, REWARD_PROCESSING_JOB } from './reward-processing.job.js';

/**
 * The server is killed (SIGKILL) in the middle of e-mailing a week's gift cards and started again; a
 * real SMTP receiver must end up with each code exactly once (the campaign sender's proof,
 * campaign-crash.test.ts). A killed process only makes sense with PostgreSQL (PGlite keeps its data
 * in the process), so this runs against the PostgreSQL at TEST_DATABASE_URL, or the local one, and
 * is skipped when there is none.
 */
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const repoRoot = path.resolve(import.meta.dirname, '../../../../..');
const REWARDS = 12;
const KILL_AT = 5;
const WEEK = 7 * 24 * 3600 * 1000;

interface Delivery {
  to: string;
  messageId: string;
  codes: string[];
}

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

// With TEST_DATABASE_URL the api-postgres project runs it; otherwise the PGlite project does.
const duplicateRun = process.env.TEST_DATABASE_URL !== undefined && process.env.TEST_DB_KIND !== 'postgres';
const available = !duplicateRun && (await postgresAvailable());

describe.skipIf(!available)('gift-card e-mails survive a killed server', () => {
  const dbName = `pc_reward_crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  let database: Database;
  let smtp: SMTPServer;
  let smtpPort: number;
  const delivered: Delivery[] = [];
  const refused: Delivery[] = [];
  let onMessage: (n: number) => Promise<boolean> = async () => true;
  let server: ChildProcess | null = null;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    database = await openDatabase({ url: databaseUrl(), poolSize: 3 });
    await runMigrations(database);
    await seedReferenceData(database.db);

    let count = 0;
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const delivery = {
            to: session.envelope.rcptTo.map((r) => r.address).join(','),
            messageId: /^Message-ID:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '',
            codes: [...new Set(raw.match(/CRASH-CODE-\d{4}/g) ?? [])],
          };
          // Accepting (the 250 reply) is what delivers; a refused message was never delivered.
          if (await onMessage(++count)) {
            delivered.push(delivery);
            callback();
          } else {
            refused.push(delivery);
            callback(new Error('receiver stopped'));
          }
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    if (server && server.exitCode === null) server.kill('SIGKILL');
    await new Promise<void>((resolve) => smtp?.close(() => resolve()));
    await database?.close();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  function databaseUrl() {
    const url = new URL(adminUrl);
    url.pathname = `/${dbName}`;
    return url.toString();
  }

  // One data folder for both starts, as on a machine that restarts: it holds the generated key that
  // encrypts the issuer's keys in the database, which the second start must read back.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pc-reward-crash-'));

  function startServer(): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl(),
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        JOBS_ENABLED: 'true',
        SEED_DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        PUBLIC_URL: 'http://localhost:3999',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    server = child;
    return child;
  }

  const exited = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
    );

  async function waitUntil(check: () => Promise<boolean>, timeoutMs: number) {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  it('e-mails each code exactly once after a SIGKILL mid-run and a restart', async () => {
    const db = database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const members = [];
    for (let i = 0; i < REWARDS; i++) {
      const member = await buildUser(db, { role: 'hcp' });
      await buildReward(db, { userId: member.id, topicId: topic.id, earnedAt: new Date(Date.now() - WEEK + i) });
      members.push(member);
    }
    const codes = members.map((_, i) => `CRASH-CODE-${String(i + 1).padStart(4, '0')}`);
    await database.executeSql('insert into gift_card_codes (code, value_cents) select unnest($1::text[]), 2500', [
      codes,
    ]);
    // Queued exactly as the Monday schedule queues it.
    const boss = new PgBoss({ connectionString: databaseUrl(), schema: 'pgboss', supervise: false, schedule: false });
    await boss.start();
    await boss.createQueue(REWARD_PROCESSING_JOB);
    await boss.send(REWARD_PROCESSING_JOB, {}, PROCESSING_OPTIONS);
    await boss.stop({ graceful: false, wait: true });

    // First server: killed while the relay holds message KILL_AT (before it is accepted).
    const first = startServer();
    const killed = new Promise<void>((resolve) => {
      onMessage = async (n) => {
        if (n < KILL_AT) return true;
        if (n === KILL_AT) {
          first.kill('SIGKILL');
          await exited(first);
          resolve();
        }
        return false;
      };
    });
    await killed;
    expect(delivered).toHaveLength(KILL_AT - 1);
    const { rows: midway } = await database.executeSql(
      `select count(*) filter (where emailed_at is not null)::int as sent,
        count(*) filter (where email_attempted_at is not null and emailed_at is null)::int as in_flight,
        count(*) filter (where gift_card_code_id is not null)::int as assigned
      from rewards`,
    );
    expect(midway[0]).toEqual({ sent: KILL_AT - 1, in_flight: 1, assigned: REWARDS });

    // Second server: resumes once the dead processor's lease runs out.
    onMessage = async () => true;
    const second = startServer();
    await waitUntil(async () => {
      const { rows } = await database.executeSql('select count(*)::int as n from rewards where emailed_at is null');
      return rows[0]?.n === 0;
    }, 90_000);
    second.kill('SIGTERM');
    await exited(second);

    expect(delivered.map((d) => d.to).sort()).toEqual(members.map((m) => m.email).sort());
    expect(delivered.flatMap((d) => d.codes).sort()).toEqual([...codes].sort());
    expect(delivered.every((d) => d.codes.length === 1)).toBe(true);
    expect(new Set(delivered.map((d) => d.messageId)).size).toBe(REWARDS);
    // The refused message was sent again, with the same code and Message-ID.
    expect(refused).toHaveLength(1);
    const again = delivered.find((d) => d.to === refused[0]!.to);
    expect(again?.messageId).toBe(refused[0]!.messageId);
    expect(again?.codes).toEqual(refused[0]!.codes);
    // Each member's code is the one their reward holds.
    const { rows } = await database.executeSql(
      `select u.email, g.code from rewards r join users u on u.id = r.user_id join gift_card_codes g on g.id = r.gift_card_code_id`,
    );
    for (const row of rows as { email: string; code: string }[]) {
      expect(delivered.find((d) => d.to === row.email)?.codes).toEqual([row.code]);
    }
    // The run that finished the job is in the audit log, as the system's.
    const { rows: audit } = await database.executeSql(
      `select after from audit_log where entity = 'reward_processing' and actor_id is null`,
    );
    expect(audit).toEqual([{ after: { assigned: 0, emailed: REWARDS - (KILL_AT - 1) } }]);
  }, 150_000);
});
