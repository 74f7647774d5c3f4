import { rmSync, writeFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { APP_VERSION } from '../../lib/release.js';
import { startHeartbeat } from './heartbeat.js';
import { insertMailFailure, writeHeartbeat } from './system.queries.js';
import { retryJob } from './system.service.js';
import { SYSTEM_TEST_MAIL_JOB } from './test-mail.job.js';

/**
 * The administrators' system page (issue 26) through the real app, on PGlite and PostgreSQL: a job
 * that fails for real (the mail outbox cannot be written), listed without its payload, retried once
 * the cause is fixed, and completed; the mail failure it left; stored client errors; heartbeats.
 */
let t: TestApp;
let admin: Awaited<ReturnType<typeof buildUser>>;
let moderator: { id: number };
beforeAll(async () => {
  t = await createTestApp({ JOBS_ENABLED: 'true' });
  admin = await buildUser(t.database.db, { role: 'administrator', email: `system-admin-${Date.now()}@example.org` });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
}, 60_000);
afterAll(async () => t?.close());

const get = async (url: string, user: { id: number } = admin) =>
  t.app.inject({ url: `/api/v1${url}`, headers: await t.authAs(user) });
const post = async (url: string, user: { id: number } = admin) =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: await t.authAs(user) });

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 200));
  }
}

const jobStateOf = async (id: string) =>
  ((await t.database.executeSql('select state from pgboss.job where id = $1::uuid', [id])).rows[0] as { state: string })
    ?.state;

describe('GET system', () => {
  it('lists this instance with its version and uptime, the database, the queues and the code pool', async () => {
    const res = await get('/system');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const me = body.instances.find((i: { current: boolean }) => i.current);
    expect(me).toMatchObject({ version: expect.any(String), hostname: expect.any(String) });
    expect(me.uptimeSeconds).toBeGreaterThanOrEqual(0);
    expect(body.database).toMatchObject({
      dialect: t.database.kind,
      serverVersion: expect.stringMatching(/^\d+/),
      migrations: { upToDate: true },
    });
    expect(body.database.migrations.applied).toBe(body.database.migrations.expected);
    expect(body.queues.map((q: { queue: string }) => q.queue)).toContain(SYSTEM_TEST_MAIL_JOB);
    expect(body.codePool === null || Array.isArray(body.codePool.byValue)).toBe(true);
  });

  it('is for administrators only', async () => {
    expect((await get('/system', moderator)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/v1/system' })).statusCode).toBe(401);
  });
});

describe('failed jobs, their retry and mail failures', () => {
  it('shows a job that failed for real, retries it once the cause is fixed, and it completes', async () => {
    const outbox = t.config.mail.outboxDir;
    rmSync(outbox, { recursive: true, force: true });
    // The outbox is a file, not a folder: the mail transport cannot write a message.
    writeFileSync(outbox, 'not a folder');
    const queued = await post('/system/test-mail');
    expect(queued.statusCode).toBe(200);
    const { id } = queued.json();
    expect(
      await until(
        () => jobStateOf(id),
        (s) => s === 'failed',
      ),
    ).toBe('failed');

    const list = (await get('/system/failed-jobs')).json();
    const failed = list.data.find((j: { id: string }) => j.id === id);
    expect(failed).toMatchObject({ queue: SYSTEM_TEST_MAIL_JOB, retryCount: 0, failedAt: expect.any(String) });
    expect(failed.error).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
    expect(Object.keys(failed).sort()).toEqual(['createdAt', 'error', 'failedAt', 'id', 'queue', 'retryCount']);
    expect(JSON.stringify(list)).not.toContain('userId');

    const mail = (await get('/system/mail-failures')).json();
    expect(mail.data[0]).toMatchObject({ recipient: `s•••@example.org`, transport: 'outbox' });
    expect(JSON.stringify(mail)).not.toContain(admin.email);

    // Not failed (yet again): nothing to retry. A job of no such queue or id: 404.
    expect(
      (await post(`/system/jobs/${SYSTEM_TEST_MAIL_JOB}/00000000-0000-4000-8000-000000000000/retry`)).statusCode,
    ).toBe(404);
    expect((await post(`/system/jobs/${SYSTEM_TEST_MAIL_JOB}/${id}/retry`, moderator)).statusCode).toBe(403);
    expect(await jobStateOf(id)).toBe('failed');
    // The retry and its audit entry commit together: an entry that cannot be written (an actor who
    // does not exist) leaves the job failed.
    const ghost = { ...admin, id: 2_000_000_000 } as unknown as AuthUser;
    const refused = await retryJob(t.app, ghost, SYSTEM_TEST_MAIL_JOB, id).catch((err) => err);
    expect(String(refused?.cause?.code ?? refused?.code)).toBe('23503'); // the audit entry's foreign key
    expect(await jobStateOf(id)).toBe('failed');

    rmSync(outbox, { force: true });
    const retried = await post(`/system/jobs/${SYSTEM_TEST_MAIL_JOB}/${id}/retry`);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ id, queue: SYSTEM_TEST_MAIL_JOB, state: 'retry' });
    expect((await post(`/system/jobs/${SYSTEM_TEST_MAIL_JOB}/${id}/retry`)).statusCode).toBe(409);
    expect(
      await until(
        () => jobStateOf(id),
        (s) => s === 'completed',
      ),
    ).toBe('completed');
    expect((await readOutbox(outbox)).map((m) => m.to)).toContain(admin.email);
    const after = (await get('/system/failed-jobs')).json();
    expect(after.data.map((j: { id: string }) => j.id)).not.toContain(id);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'job'), eq(auditLog.actorId, admin.id)));
    expect(audit.map((a) => [a.action, a.after])).toEqual([['retry', { queue: SYSTEM_TEST_MAIL_JOB, jobId: id }]]);
  }, 60_000);

  it('answers 400 to a bad queue, id or page and changes nothing', async () => {
    for (const url of [
      '/system/jobs/bad%20queue/00000000-0000-4000-8000-000000000000/retry',
      `/system/jobs/${SYSTEM_TEST_MAIL_JOB}/not-a-uuid/retry`,
    ]) {
      expect((await post(url)).statusCode).toBe(400);
    }
    for (const url of [
      '/system/failed-jobs?count=0',
      '/system/mail-failures?pageNumber=0',
      '/system/client-errors?count=101',
    ]) {
      expect((await get(url)).statusCode).toBe(400);
    }
  });
});

describe('client errors', () => {
  it('keeps the scrubbed report with its request id, newest first', async () => {
    const requestId = `req-${Date.now()}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: {
        kind: 'failed_action',
        message: 'Saving failed for someone@example.org',
        status: 500,
        code: 'internal_error',
        path: '/questions/7?token=abc',
        release: 'web-1',
        requestId,
      },
    });
    expect(sent.json()).toEqual({ recorded: true });
    const list = (await get('/system/client-errors')).json();
    expect(list.data[0]).toMatchObject({
      kind: 'failed_action',
      message: 'Saving failed for [e-mail]',
      path: '/questions/7',
      status: 500,
      code: 'internal_error',
      release: 'web-1',
      requestId,
    });
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
  });
});

describe('bounded tables and heartbeats', () => {
  it("writes an instance's heartbeat when it is ready and deletes it when it closes", async () => {
    const other = Fastify();
    other.decorate('db', t.database.db);
    const { instanceId } = startHeartbeat(other);
    const beats = async () =>
      (await t.database.executeSql('select version from instance_heartbeats where instance_id = $1', [instanceId]))
        .rows;
    expect(await beats()).toEqual([]);
    await other.ready();
    expect(await beats()).toEqual([{ version: APP_VERSION }]);
    await other.close();
    expect(await beats()).toEqual([]);
  });

  it('lists only instances seen in the last minutes and deletes those silent for a day', async () => {
    await t.database.executeSql(
      `insert into instance_heartbeats (instance_id, hostname, version, started_at, last_seen_at) values
        ('gone-a-while', 'old-host', '0.0.1', now() - interval '1 hour', now() - interval '10 minutes'),
        ('gone-for-days', 'older-host', '0.0.1', now() - interval '3 days', now() - interval '2 days')`,
    );
    const ids = (await get('/system')).json().instances.map((i: { id: string }) => i.id);
    expect(ids).not.toContain('gone-a-while');
    expect(ids).not.toContain('gone-for-days');
    await writeHeartbeat(t.database.db, {
      instanceId: 'beating',
      hostname: 'h',
      version: 'v',
      startedAt: new Date(),
    });
    const rows = await t.database.executeSql('select instance_id from instance_heartbeats order by instance_id');
    const kept = rows.rows.map((r: { instance_id: string }) => r.instance_id);
    expect(kept).toContain('gone-a-while');
    expect(kept).toContain('beating');
    expect(kept).not.toContain('gone-for-days');
  });

  it('drops stored reports and mail failures older than 30 days when a new one is written', async () => {
    await t.database.executeSql(
      `insert into client_error_reports (kind, message, created_at) values ('uncaught_error', 'ancient', now() - interval '40 days')`,
    );
    await t.database.executeSql(
      `insert into mail_failures (recipient, transport, error, failed_at) values ('o•••@example.org', 'outbox', 'ancient', now() - interval '40 days')`,
    );
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/client-errors',
      payload: { kind: 'uncaught_error', message: 'fresh' },
    });
    await insertMailFailure(t.database.db, { recipient: 'f•••@example.org', transport: 'outbox', error: 'fresh' });
    const left = async (table: string, column: string) =>
      (await t.database.executeSql(`select count(*)::int as n from ${table} where ${column} = 'ancient'`)).rows[0].n;
    expect(await left('client_error_reports', 'message')).toBe(0);
    expect(await left('mail_failures', 'error')).toBe(0);
  });

  it('reads each list in a fixed number of statements, however many rows (no lookups per row)', async () => {
    const statements = async (url: string) => {
      const before = t.database.queryCounter.count;
      expect((await get(url)).statusCode).toBe(200);
      return t.database.queryCounter.count - before;
    };
    const first = {
      audit: await statements('/audit-log?count=1'),
      clientErrors: await statements('/system/client-errors?count=1'),
      mail: await statements('/system/mail-failures?count=1'),
    };
    expect(await statements('/audit-log?count=100')).toBe(first.audit);
    expect(await statements('/system/client-errors?count=100')).toBe(first.clientErrors);
    expect(await statements('/system/mail-failures?count=100')).toBe(first.mail);
  });
});
