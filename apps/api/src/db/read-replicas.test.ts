import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../test/factories.js';
import { type PrivatePostgres, postgresBinDir, startPrivatePostgres } from '../test/private-postgres.js';
import { TEST_REDIS_URL, redisReachable, testRedis } from '../test/redis.js';
import { type TestApp, createTestApp, testDbKind } from '../test/test-app.js';
import { type Database, openDatabase } from './client.js';

/**
 * Reads on a real streaming replica (issue 27): a private primary cluster and a standby made from it by
 * `pg_basebackup -R`, whose replay waits APPLY_DELAY_MS on purpose (`recovery_min_apply_delay`), so a
 * write is on the primary well before the replica shows it. PostgreSQL pass only (it needs the
 * machine's server binaries); the machine's shared server is never touched.
 */
const APPLY_DELAY_MS = 2_000;
const CHECK_MS = 100;

async function waitFor(what: string, condition: () => Promise<boolean> | boolean, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Until the routing knows a replica has replayed everything the primary holds now. */
async function settled(database: Database) {
  const probe = -1;
  await database.recordWrite(probe);
  await waitFor('the replica to replay and be in use', async () => (await database.reader(probe)) !== database.db);
}

/** The test app's database on the primary and on the replica's server. */
async function testDatabaseUrls(t: TestApp, primary: PrivatePostgres, standby: PrivatePostgres) {
  const { rows } = await t.database.executeSql('select current_database() as name');
  const [onPrimary, onReplica] = [new URL(primary.url), new URL(standby.url)];
  onPrimary.pathname = onReplica.pathname = `/${rows[0].name}`;
  return { primaryUrl: onPrimary.toString(), replicaUrl: onReplica.toString() };
}

const redisUp = await redisReachable();

const readCounts = async (t: TestApp) =>
  Object.fromEntries((await t.app.metrics.dbReads.get()).values.map((v) => [v.labels.target, v.value]));

describe.runIf(testDbKind === 'postgres' && postgresBinDir())('reads on a streaming replica', () => {
  let primary: PrivatePostgres;
  let standby: PrivatePostgres;
  let t: TestApp;
  const sharedUrl = process.env.TEST_DATABASE_URL;

  beforeAll(async () => {
    primary = await startPrivatePostgres();
    standby = await startPrivatePostgres({
      standbyOf: primary,
      settings: { recovery_min_apply_delay: `${APPLY_DELAY_MS}ms` },
    });
    process.env.TEST_DATABASE_URL = primary.url;
    // With Redis (when the machine has one) the members' write positions are shared between instances.
    t = await createTestApp(
      { RATE_LIMIT_MAX: '1000000', ...(redisUp && { REDIS_URL: TEST_REDIS_URL }) },
      { readReplicas: { serverUrls: [standby.url], maxLagMs: 8_000, checkIntervalMs: CHECK_MS } },
    );
  }, 120_000);

  afterAll(async () => {
    await t?.close().catch(() => {});
    await standby?.stop();
    await primary?.stop();
    process.env.TEST_DATABASE_URL = sharedUrl;
  });

  it("shows a member their own write at once, while another member's read may still lag", async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const writer = await buildMember(db, { specialty: 'Cardiology' });
    const other = await buildMember(db, { specialty: 'Cardiology' });
    const answer = await buildAnswer(db, { topicId: topic.id, userId: writer.id, text: 'My answer on dosing.' });
    const [asWriter, asOther] = [await t.authAs(writer), await t.authAs(other)];
    await settled(t.database);
    // A second instance of the product on the same primary and replica, sharing the app's Redis.
    const urls = await testDatabaseUrls(t, primary, standby);
    const redis = redisUp ? testRedis() : null;
    const instance2 = await openDatabase({
      url: urls.primaryUrl,
      poolSize: 2,
      readUrls: [urls.replicaUrl],
      maxReadLagMs: 8_000,
      readCheckIntervalMs: CHECK_MS,
    });
    if (redis) {
      instance2.reads.shareWritePositions(
        instance2.reads.positionStore(redis, `pc:${t.app.redisNamespace}:write-position:`),
      );
    }
    const comments = (headers: { authorization: string }) =>
      t.app.inject({ url: `/api/v1/comments/${answer.id}/comments`, headers });

    const before = await readCounts(t);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: asWriter,
      payload: { topicId: topic.id, replyTo: answer.id, text: 'A follow-up: check renal function first.' },
    });
    expect(posted.statusCode).toBe(200);
    const writerSees = await comments(asWriter);
    const otherSees = await comments(asOther);
    expect(writerSees.statusCode).toBe(200);
    expect(writerSees.json().comments.map((c: { text: string }) => c.text)).toContain(
      'A follow-up: check renal function first.',
    );
    // The replica replays the comment APPLY_DELAY_MS after its commit: the other member reads it without.
    expect(otherSees.statusCode).toBe(200);
    expect(otherSees.json().comments).toEqual([]);
    const after = await readCounts(t);
    expect(after.primary! - before.primary!).toBe(1);
    expect(after.replica! - before.replica!).toBe(1);
    if (redis) {
      // The other instance knows of the write too: the writer reads from the primary there, the other member not.
      expect(await instance2.reader(writer.id)).toBe(instance2.db);
      expect(await instance2.reader(other.id)).not.toBe(instance2.db);
    }
    await instance2.close();
    await redis?.quit();

    // Then the replica replays it, and the other member sees it too, still from the replica.
    await waitFor(
      'the other member to see the comment',
      async () => (await comments(asOther)).json().comments.length === 1,
    );
    expect((await readCounts(t)).replica).toBeGreaterThan(after.replica!);
  }, 60_000);

  it('leaves out a replica that lags beyond the bound, and takes it back once it caught up', async () => {
    const urls = await testDatabaseUrls(t, primary, standby);
    // The same replica under a bound shorter than its replay delay.
    const strict = await openDatabase({
      url: urls.primaryUrl,
      poolSize: 2,
      readUrls: [urls.replicaUrl],
      maxReadLagMs: 300,
      readCheckIntervalMs: CHECK_MS,
    });
    try {
      await settled(strict);
      expect(strict.reads.status()[0]!.state).toBe('in_use');
      await buildUser(strict.db, { role: 'hcp' });
      await waitFor('the replica to be left out', () => strict.reads.status()[0]!.state === 'lagging', 5_000);
      expect(await strict.reader()).toBe(strict.db);
      // Under the app's bound (8 s) the same replica, as far behind, still takes reads.
      expect(t.database.reads.status()[0]!.state).toBe('in_use');
      await waitFor(
        'the replica to be back',
        () => strict.reads.status()[0]!.state === 'in_use',
        APPLY_DELAY_MS + 5_000,
      );
      expect(await strict.reader()).not.toBe(strict.db);
    } finally {
      await strict.close();
    }
  }, 60_000);

  it('loses no request when the replica stops under load, reads from the primary, then takes it back', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const readers = await Promise.all(Array.from({ length: 6 }, () => buildMember(db, { specialty: 'Cardiology' })));
    const answers = await Promise.all(
      readers.map((r, i) => buildAnswer(db, { topicId: topic.id, userId: r.id, text: `Answer ${i} on dosing.` })),
    );
    const headers = await Promise.all(readers.map((r) => t.authAs(r)));
    const asModerator = await t.authAs(moderator);
    await settled(t.database);

    const statuses = new Map<number, number>();
    let stopAt = Number.POSITIVE_INFINITY;
    // A search reads in a transaction (its time budget): retried on the primary as a whole.
    const searcher = async () => {
      while (Date.now() < stopAt) {
        const res = await t.app.inject({ url: '/api/v1/search/comments?word=dosing', headers: asModerator });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    };
    const reader = async (i: number) => {
      for (let n = 0; Date.now() < stopAt; n++) {
        const url =
          n % 2 === 0
            ? `/api/v1/comments?topicId=${topic.id}`
            : `/api/v1/comments/${answers[(i + n) % answers.length]!.id}/comments`;
        const res = await t.app.inject({ url, headers: headers[i] });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      }
    };
    const stopReplica = async () => {
      await new Promise((r) => setTimeout(r, 500));
      await standby.pause();
      stopAt = Date.now() + 1_000;
    };
    const before = await readCounts(t);
    await Promise.all([...readers.map((_, i) => reader(i)), searcher(), stopReplica()]);

    expect([...statuses.keys()]).toEqual([200]);
    const after = await readCounts(t);
    expect(after.replica! - before.replica!).toBeGreaterThan(0);
    expect(after.primary! - before.primary!).toBeGreaterThan(0);
    expect(t.database.reads.status()[0]!.state).toBe('down');
    expect(await t.database.reader()).toBe(t.database.db);
    // Readiness reports it, without failing: the primary serves the reads.
    const ready = await t.app.inject({ url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json().checks.readReplicas).toMatchObject({
      status: 'down',
      required: false,
      replicas: [{ name: 'replica-1', state: 'down', lagMs: null }],
    });

    await standby.resume();
    await waitFor('the replica to be back in use', () => t.database.reads.status()[0]!.state === 'in_use');
    expect((await t.app.inject({ url: '/api/health/ready' })).json().checks.readReplicas).toMatchObject({
      status: 'up',
      replicas: [{ name: 'replica-1', state: 'in_use' }],
    });
  }, 60_000);

  it('without replicas reads everything from the primary, as before', async () => {
    const plain = await createTestApp();
    try {
      const member = await buildMember(plain.database.db, { specialty: 'Cardiology' });
      expect(plain.database.reads.hasReplicas).toBe(false);
      expect(await plain.database.reader(member.id)).toBe(plain.database.db);
      expect(await readCounts(plain)).toEqual({ primary: 1, replica: 0 });
      const feed = await plain.app.inject({ url: '/api/v1/topics?feed=my', headers: await plain.authAs(member) });
      expect(feed.statusCode).toBe(200);
      expect(await readCounts(plain)).toEqual({ primary: 2, replica: 0 });
      const ready = await plain.app.inject({ url: '/api/health/ready' });
      expect(ready.json().checks.readReplicas).toBeUndefined();
    } finally {
      await plain.close();
    }
  }, 60_000);
});
