import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_REDIS_URL, redisReachable } from '../../test/redis.js';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../../test/private-postgres.js';
import { type TestApp, createTestApp, freePort, testDbKind } from '../../test/test-app.js';

const redisUp = await redisReachable();

/** Issue 26: the orchestrator's probes, `/api/health/live` and `/api/health/ready`. */
describe('liveness and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('is live without asking any dependency', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', uptimeSeconds: expect.any(Number) });
  });

  it('is ready with the database reachable and migrated, each check with its latency', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ready');
    expect(body.checks.database).toMatchObject({ status: 'up', required: true, latencyMs: expect.any(Number) });
    expect(body.checks.migrations).toMatchObject({ status: 'up', required: true });
    // Not configured here: no Redis, no workers, no relay, no bucket.
    expect(Object.keys(body.checks).sort()).toEqual(['database', 'migrations']);
  });

  it('is not ready while the database lacks the newest migration (a newer release started too early)', async () => {
    await t.database.executeSql(
      'delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)',
    );
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: { status: 'up' }, migrations: { status: 'down', reason: 'behind' } },
    });
    // The compatibility check says nothing of migrations and stays as it was.
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('readiness with workers and a mail relay', () => {
  it('counts the running job workers, and reports a refusing relay without failing', async () => {
    const relay = `smtp://127.0.0.1:${await freePort()}`;
    const t = await createTestApp({ JOBS_ENABLED: 'true', SMTP_URL: relay });
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks).toMatchObject({
        jobWorkers: { status: 'up', required: true },
        mail: { status: 'down', required: false, reason: 'ESOCKET' },
      });
    } finally {
      await t.close();
    }
  });
});

describe('readiness with Redis', () => {
  it('is not ready while the configured Redis does not answer', async () => {
    const t = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const res = await t.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json().checks.redis).toMatchObject({ status: 'down', required: true, reason: expect.any(String) });
    } finally {
      await t.close();
    }
  });

  it.runIf(redisUp)('is ready with Redis answering', async () => {
    const t = await createTestApp({ REDIS_URL: TEST_REDIS_URL });
    try {
      // Not ready until the connection is up (a moment after start): the probe is asked again.
      let res = await t.app.inject({ url: '/api/health/ready' });
      for (let i = 0; i < 30 && res.statusCode !== 200; i++) {
        await new Promise((r) => setTimeout(r, 100));
        res = await t.app.inject({ url: '/api/health/ready' });
      }
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().checks.redis).toMatchObject({ status: 'up', required: true });
    } finally {
      await t.close();
    }
  });
});

describe.runIf(testDbKind === 'postgres' && postgresBinDir())('readiness across a database outage', () => {
  let cluster: PrivatePostgres;
  let t: TestApp;
  const sharedUrl = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    process.env.TEST_DATABASE_URL = cluster.url;
    t = await createTestApp();
  }, 120_000);
  afterAll(async () => {
    await t?.close().catch(() => {});
    await cluster?.stop();
    process.env.TEST_DATABASE_URL = sharedUrl;
  });

  const ready = async () => t.app.inject({ url: '/api/health/ready' });

  it('turns not ready when the database stops and ready when it returns; live throughout', async () => {
    expect((await ready()).statusCode).toBe(200);
    await cluster.pause();
    const down = await ready();
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: 'not_ready',
      checks: { database: { status: 'down' }, migrations: { status: 'down', reason: 'database unreachable' } },
    });
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
    await cluster.resume();
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      status = (await ready()).statusCode;
      if (status !== 200) await new Promise((r) => setTimeout(r, 200));
    }
    expect(status).toBe(200);
  }, 60_000);
});
