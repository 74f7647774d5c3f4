import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { selectRows } from '../../db/raw-sql.js';
import { REWARD_CODE_PURGE_JOB, rewardJobs } from './reward-processing.job.js';

/**
 * The code pool, the run-now route and the 1099 list, on a database of their own (the pool is
 * global, so its counts here are exact). The pool runs low below 3 codes in this app.
 */
let t: TestApp;
let admin: { id: number };
beforeAll(async () => {
  t = await createTestApp({ REWARD_CODES_LOW_THRESHOLD: '3' });
  admin = await buildUser(t.database.db, { role: 'administrator' });
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 3600 * 1000;
const asAdmin = async () => t.authAs(admin);
const importCsv = async (csv: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/rewards/codes', headers: await asAdmin(), payload: { csv } });
const status = async () =>
  (await t.app.inject({ url: '/api/v1/rewards/codes/status', headers: await asAdmin() })).json();
const runNow = async () =>
  t.app.inject({ method: 'POST', url: '/api/v1/rewards/processing', headers: await asAdmin() });
const mailTo = async (email: string) => (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);

describe('gift-card code pool', () => {
  it('starts empty and low', async () => {
    expect(await status()).toMatchObject({
      remaining: 0,
      assigned: 0,
      waiting: 0,
      lowThreshold: 3,
      low: true,
      byValue: [],
    });
  });

  it('imports codes, skipping and counting duplicates in the file and in the pool', async () => {
    const first = await importCsv('code,value\nPOOL-0001\nPOOL-0002,25\n"POOL-0001"\nPOOL-0003\n');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 3, duplicates: 1, pool: { remaining: 3, low: false } });
    const second = await importCsv('POOL-0003\nPOOL-0004\n');
    expect(second.json()).toMatchObject({ imported: 1, duplicates: 1 });
    expect(await status()).toMatchObject({
      remaining: 4,
      low: false,
      byValue: [{ value: 25, remaining: 4, waiting: 0 }],
    });
    const audit = await selectRows<{ action: string; actor_id: number; after: { imported: number } }>(
      t.database.db,
      sql`select action, actor_id, after from audit_log where entity = 'gift_card_pool' order by id`,
    );
    expect(audit.map((a) => [a.action, a.actor_id, a.after.imported])).toEqual([
      ['import', admin.id, 3],
      ['import', admin.id, 1],
    ]);
  });

  it('refuses a file with any bad row, naming each row, and imports nothing from it', async () => {
    const res = await importCsv('GOOD-0009\nnot a code\nGOOD-0010,lots\n');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: '2 rows of the file are not valid; nothing was imported.',
      errors: [
        { path: 'csv', message: expect.stringMatching(/^Row 2: a code is 4 to 100/) },
        { path: 'csv', message: expect.stringMatching(/^Row 3: the value must be/) },
      ],
    });
    const empty = await importCsv('\n\n');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('The file holds no gift card codes.');
    expect((await status()).remaining).toBe(4);
  });

  it('is for administrators only', async () => {
    const member = await buildUser(t.database.db, { role: 'hcp' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/codes',
      headers: await t.authAs(member),
      payload: { csv: 'MINE-0001' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('runs low when fewer codes are left than rewards wait for; waiting rewards are served by the next run', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const lastWeek = new Date(Date.now() - WEEK);
    const members = [];
    for (let i = 0; i < 5; i++) {
      const member = await buildUser(db, { role: 'hcp' });
      await buildReward(db, { userId: member.id, topicId: topic.id, earnedAt: new Date(lastWeek.getTime() + i) });
      members.push(member);
    }
    // A reward of the open period is not processed yet.
    const current = await buildUser(db, { role: 'hcp' });
    await buildReward(db, { userId: current.id, topicId: topic.id });
    expect(await status()).toMatchObject({ remaining: 4, waiting: 5, low: true });

    const run = await runNow();
    expect(run.statusCode).toBe(200);
    expect(run.json()).toMatchObject({ ran: true, assigned: 4, emailed: 4, waiting: 1, emailPending: 0 });
    expect(run.json().pool).toMatchObject({ remaining: 0, assigned: 4, low: true });
    const mailed = await Promise.all(members.map((m) => mailTo(m.email)));
    expect(mailed.map((m) => m.length)).toEqual([1, 1, 1, 1, 0]);
    expect(
      mailed
        .slice(0, 4)
        .map((m) => /POOL-\d{4}/.exec(m[0]!.text)?.[0])
        .sort(),
    ).toEqual(['POOL-0001', 'POOL-0002', 'POOL-0003', 'POOL-0004']);
    const history = await t.app.inject({ url: '/api/v1/rewards/history', headers: await t.authAs(members[4]!) });
    expect(history.json().rewards[0]).toMatchObject({ status: 'processing', code: null, sent_at: null });

    expect((await importCsv('POOL-0001\nPOOL-0005\nPOOL-0006')).json()).toMatchObject({ imported: 2, duplicates: 1 });
    expect((await runNow()).json()).toMatchObject({
      assigned: 1,
      emailed: 1,
      waiting: 0,
      pool: { remaining: 1, low: true },
    });
    expect(await mailTo(members[4]!.email)).toHaveLength(1);
    // Nothing is e-mailed twice, and the current period's reward waits for its period to close.
    expect((await runNow()).json()).toMatchObject({ assigned: 0, emailed: 0 });
    expect(await Promise.all(members.map(async (m) => (await mailTo(m.email)).length))).toEqual([1, 1, 1, 1, 1]);
    expect(await mailTo(current.email)).toEqual([]);
    const runs = await selectRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from audit_log where entity = 'reward_processing' and actor_id = ${admin.id}`,
    );
    expect(runs[0]!.n).toBe(3);
  });
});

describe('1099 list', () => {
  it('flags the members whose rewards in a calendar year exceed $600', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const [q1, q2] = [
      await buildTopic(db, { authorUserId: moderator.id }),
      await buildTopic(db, { authorUserId: moderator.id }),
    ];
    const over = await buildUser(db, { role: 'hcp', lastName: 'Over' });
    const exactly = await buildUser(db, { role: 'hcp', lastName: 'Exactly' });
    const nextYear = await buildUser(db, { role: 'hcp', lastName: 'NextYear' });
    await buildReward(db, {
      userId: over.id,
      topicId: q1!.id,
      valueCents: 31000,
      earnedAt: new Date('2025-03-02T10:00:00Z'),
    });
    await buildReward(db, {
      userId: over.id,
      topicId: q2!.id,
      valueCents: 30000,
      earnedAt: new Date('2025-12-31T23:59:59Z'),
    });
    await buildReward(db, {
      userId: exactly.id,
      topicId: q1!.id,
      valueCents: 30000,
      earnedAt: new Date('2025-06-01T00:00:00Z'),
    });
    await buildReward(db, {
      userId: exactly.id,
      topicId: q2!.id,
      valueCents: 30000,
      earnedAt: new Date('2025-06-09T00:00:00Z'),
    });
    await buildReward(db, {
      userId: nextYear.id,
      topicId: q1!.id,
      valueCents: 70000,
      earnedAt: new Date('2026-01-01T00:00:00Z'),
    });

    const res = await t.app.inject({ url: '/api/v1/rewards/form_1099/csv?year=2025', headers: await asAdmin() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('rewards-1099-2025.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"User ID","First Name","Last Name","Email","NPI","Year","Rewards","Total USD","Sent USD","1099"',
    );
    const byName = Object.fromEntries(lines.slice(1).map((l) => [l.split(',')[2], l]));
    expect(Object.keys(byName).sort()).toEqual(['"Exactly"', '"Over"']);
    expect(byName['"Over"']).toContain('"2025","2","610.00","0.00","Yes"');
    expect(byName['"Exactly"']).toContain('"2025","2","600.00","0.00","No"');

    const bad = await t.app.inject({ url: '/api/v1/rewards/form_1099/csv?year=20x5', headers: await asAdmin() });
    expect(bad.statusCode).toBe(400);
  });
});

describe('code retention', () => {
  it('deletes codes e-mailed over a year ago; the reward keeps its record of being sent', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const member = await buildUser(db, { role: 'hcp' });
    const reward = await buildReward(db, {
      userId: member.id,
      topicId: topic.id,
      valueCents: 1700,
      earnedAt: new Date(Date.now() - 60 * WEEK),
    });
    expect((await importCsv('OLD-CODE-0001,17')).json()).toMatchObject({ imported: 1 });
    expect((await runNow()).json()).toMatchObject({ emailed: 1 });
    const sentCodes = async () =>
      (await selectRows<{ code: string }>(db, sql`select code from gift_card_codes where reward_id is not null`)).map(
        (r) => r.code,
      );
    expect(await sentCodes()).toContain('OLD-CODE-0001');
    // Sent a year and a day ago.
    await db.execute(sql`update rewards set emailed_at = now() - interval '366 days' where id = ${reward.id}`);
    await rewardJobs.find((j) => j.name === REWARD_CODE_PURGE_JOB)!.handler({}, t.app);

    const codes = await sentCodes();
    expect(codes).not.toContain('OLD-CODE-0001');
    const purges = await selectRows<{ actor_id: number | null; after: { purged: number } }>(
      db,
      sql`select actor_id, after from audit_log where entity = 'gift_card_pool' and action = 'purge'`,
    );
    expect(purges).toEqual([{ actor_id: null, after: { purged: 1 } }]);
    // The codes e-mailed this week stay.
    expect(codes).toEqual(expect.arrayContaining(['POOL-0001', 'POOL-0005']));
    const history = (await t.app.inject({ url: '/api/v1/rewards/history', headers: await t.authAs(member) })).json();
    expect(history.rewards[0]).toMatchObject({ id: reward.id, status: 'sent', code: null });
    expect(history.rewards[0].sent_at).not.toBeNull();
    // A purged reward is not handed a new code.
    expect((await importCsv('OLD-CODE-0002,17')).json()).toMatchObject({ imported: 1 });
    expect((await runNow()).json()).toMatchObject({ assigned: 0, emailed: 0 });
  });
});
