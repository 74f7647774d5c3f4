import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../test/factories.js';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../test/private-postgres.js';
import { type TestApp, createTestApp, testDbKind } from '../test/test-app.js';
import { comments } from './schema/index.js';

/**
 * A PostgreSQL restart while members are writing: the process lives on, the requests caught by the
 * restart answer 503 (retryable), `/api/health` says the database is gone and then back, and every
 * write that was acknowledged is in the database afterwards. Runs on a cluster of its own, in the
 * PostgreSQL pass, so the machine's shared server is never restarted.
 */
const WRITERS = 8;

describe.runIf(testDbKind === 'postgres' && postgresBinDir())('a PostgreSQL restart under write load', () => {
  let cluster: PrivatePostgres;
  let t: TestApp;
  let closed = false;
  const sharedUrl = process.env.TEST_DATABASE_URL;
  const crashes: unknown[] = [];
  const onCrash = (err: unknown) => crashes.push(err);

  beforeAll(async () => {
    cluster = await startPrivatePostgres();
    process.env.TEST_DATABASE_URL = cluster.url;
    t = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
    process.on('uncaughtException', onCrash);
  }, 120_000);

  afterAll(async () => {
    process.off('uncaughtException', onCrash);
    if (!closed) await t?.close().catch(() => {});
    await cluster?.stop();
    process.env.TEST_DATABASE_URL = sharedUrl;
  });

  it('answers 503 while it restarts, never dies, recovers, and loses no acknowledged write', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const writers = await Promise.all(
      Array.from({ length: WRITERS }, () => buildMember(db, { specialty: 'Cardiology' })),
    );
    const answers = await Promise.all(
      writers.map((w) => buildAnswer(db, { topicId: topic.id, userId: w.id, text: 'My own answer to this.' })),
    );
    const headers = await Promise.all(writers.map((w) => t.authAs(w)));

    const statuses = new Map<number, number>();
    const acknowledged: string[] = [];
    const healthSeen: number[] = [];
    let restarted = false;
    let stopAt = Number.POSITIVE_INFINITY;

    const writer = async (i: number) => {
      for (let n = 0; Date.now() < stopAt; n++) {
        const text = `Comment ${i}-${n}: a follow-up on dosing.`;
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/v1/comments',
          headers: headers[i],
          payload: { topicId: topic.id, replyTo: answers[i]!.id, text },
        });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 200) acknowledged.push(text);
        else if (res.statusCode === 503) {
          expect(res.json().code).toBe('database_unavailable');
          expect(res.headers['retry-after']).toBeDefined();
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const healthWatcher = async () => {
      while (Date.now() < stopAt) {
        healthSeen.push((await t.app.inject({ url: '/api/health' })).statusCode);
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    const restart = async () => {
      await new Promise((r) => setTimeout(r, 1_000));
      await cluster.restart();
      restarted = true;
      stopAt = Date.now() + 3_000;
    };

    await Promise.all([...writers.map((_, i) => writer(i)), healthWatcher(), restart()]);
    expect(restarted).toBe(true);

    // Only successes and retryable 503s: no 500 from a dropped connection.
    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    expect(crashes).toEqual([]);
    // Health reported the outage, then the pool reconnected by itself.
    expect(healthSeen).toContain(503);
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toMatchObject({ status: 'ok', databaseReachable: true });
    expect(health.json().lastConnectionLossAt).not.toBeNull();
    // Writes go through again after the restart.
    expect(statuses.get(200)).toBeGreaterThan(WRITERS);

    const stored = await db.select({ text: comments.text }).from(comments).where(inArray(comments.text, acknowledged));
    expect(new Set(stored.map((r) => r.text))).toEqual(new Set(acknowledged));

    // Every connection went back to the pool: closing it does not wait for a leaked one.
    const closing = t.close().then(() => 'closed');
    const leaked = new Promise((r) => setTimeout(() => r('a connection was never released'), 20_000));
    expect(await Promise.race([closing, leaked])).toBe('closed');
    closed = true;
  }, 120_000);
});
