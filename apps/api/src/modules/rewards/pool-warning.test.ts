import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { REWARD_PROCESSING_JOB, rewardJobs } from './reward-processing.job.js';

/**
 * The administrators' warning after a processing run that leaves the gift-card pool low or rewards
 * without a code, on a database of its own (the pool is global). The pool runs low below 2 codes.
 */
let t: TestApp;
let admins: { id: number; email: string }[];
let others: { email: string }[];
beforeAll(async () => {
  t = await createTestApp({ REWARD_CODES_LOW_THRESHOLD: '2' });
  const db = t.database.db;
  admins = [await buildUser(db, { role: 'administrator' }), await buildUser(db, { role: 'administrator' })];
  others = [
    await buildUser(db, { role: 'administrator', disabled: true }),
    await buildUser(db, { role: 'administrator', deletedAt: new Date() }),
    await buildUser(db, { role: 'moderator' }),
    await buildUser(db, { role: 'hcp' }),
  ];
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 3600 * 1000;
const importCsv = async (csv: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/rewards/codes',
    headers: await t.authAs(admins[0]!),
    payload: { csv },
  });
const runNow = async () =>
  t.app.inject({ method: 'POST', url: '/api/v1/rewards/processing', headers: await t.authAs(admins[0]!) });
const mondayJob = () => rewardJobs.find((j) => j.name === REWARD_PROCESSING_JOB)!.handler({}, t.app);
const warningsTo = async (email: string) =>
  (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email && /^Gift-card codes/.test(m.subject));

/** Rewards of last week (closed, so the next run issues them). */
async function closedRewards(count: number) {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator' });
  const topic = await buildTopic(db, { authorUserId: moderator.id });
  const lastWeek = Date.now() - WEEK;
  for (let i = 0; i < count; i++) {
    const member = await buildUser(db, { role: 'hcp' });
    await buildReward(db, { userId: member.id, topicId: topic.id, earnedAt: new Date(lastWeek + i) });
  }
}

describe('low gift-card pool warning', () => {
  it('e-mails each active administrator once when the Monday job leaves rewards waiting, with the page link', async () => {
    await closedRewards(3);
    expect((await importCsv('WARN-0001\nWARN-0002')).json()).toMatchObject({ imported: 2 });
    await mondayJob();

    for (const admin of admins) {
      const mail = await warningsTo(admin.email);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe('Gift-card codes needed: 1 reward is waiting');
      expect(mail[0]!.text).toContain('0 gift-card codes are left in the pool (it counts as low below 2)');
      expect(mail[0]!.text).toContain('1 of $25 (0 left)');
      expect(mail[0]!.text).toContain(`${t.config.publicUrl}/moderator/rewards/codes`);
    }
    // Disabled or deleted administrators, moderators and members are not told.
    for (const other of others) expect(await warningsTo(other.email)).toEqual([]);
  });

  it('warns again on the next run that still leaves the pool low: once per run', async () => {
    // One code for the waiting reward: nothing waits, but the pool is empty (below 2).
    expect((await importCsv('WARN-0003')).json()).toMatchObject({ imported: 1 });
    expect((await runNow()).json()).toMatchObject({ ran: true, assigned: 1, waiting: 0, pool: { low: true } });
    for (const admin of admins) {
      const mail = await warningsTo(admin.email);
      expect(mail).toHaveLength(2);
      expect(mail[0]!.subject).toBe('Gift-card codes are running low');
      expect(mail[0]!.messageId).not.toBe(mail[1]!.messageId);
    }
  });

  it('sends nothing after a run that leaves the pool healthy', async () => {
    await closedRewards(1);
    expect((await importCsv('WARN-0004\nWARN-0005\nWARN-0006\nWARN-0007')).json()).toMatchObject({ imported: 4 });
    expect((await runNow()).json()).toMatchObject({ assigned: 1, waiting: 0, pool: { remaining: 3, low: false } });
    await mondayJob();
    for (const admin of admins) expect(await warningsTo(admin.email)).toHaveLength(2);
  });
});
