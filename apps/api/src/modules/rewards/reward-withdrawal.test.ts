import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp, testDbKind } from '../../test/test-app.js';
import { processRewards } from './reward-processing.job.js';

/**
 * Rewards and deletions (design.md): deleting an answer before its week is processed withdraws its
 * reward, which frees its place in the week's cap; a member earns one reward per question, ever,
 * however often they delete and answer again; a paid reward stays and the deletion is audited. On a
 * database of its own: the gift-card pool is global.
 */
let t: TestApp;
let moderator: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(() => t.close());

const WEEK_DAYS = 7;
let codeNumber = 0;

const answer = async (user: { id: number }, topicId: number, text = 'A good clinical answer.') =>
  t.app.inject({ method: 'POST', url: '/api/v1/comments', headers: await t.authAs(user), payload: { topicId, text } });
const deleteAnswer = async (user: { id: number }, id: number) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${id}`, headers: await t.authAs(user) });

interface RewardState {
  id: number;
  comment_id: number | null;
  withdrawn_at: Date | string | null;
  issued_at: Date | string | null;
  gift_card_code_id: number | null;
}
const rewardsOf = (userId: number) =>
  selectRows<RewardState>(
    t.database.db,
    sql`select id, comment_id, withdrawn_at, issued_at, gift_card_code_id from rewards where user_id = ${userId} order by id`,
  );
const auditOf = (entity: string, entityId: number) =>
  selectRows<{ action: string; actor_id: number; before: Record<string, unknown>; after: Record<string, unknown> }>(
    t.database.db,
    sql`select action, actor_id, before, after from audit_log where entity = ${entity} and entity_id = ${entityId} order by id`,
  );
const summaryOf = async (user: { id: number }) =>
  (await t.app.inject({ url: '/api/v1/rewards/current', headers: await t.authAs(user) })).json();

/** A member's answer whose reward was earned last week: the next processing run pays it. */
async function answerOfLastWeek() {
  const db = t.database.db;
  const member = await buildMember(db, { role: 'hcp' });
  const topic = await buildTopic(db, { authorUserId: moderator.id });
  const res = await answer(member, topic.id);
  expect(res.statusCode).toBe(200);
  await db.execute(sql`update rewards set period_start = period_start - make_interval(days => ${WEEK_DAYS}),
    period_end = period_end - make_interval(days => ${WEEK_DAYS}), earned_at = earned_at - make_interval(days => ${WEEK_DAYS})
    where user_id = ${member.id}`);
  return { member, topic, answerId: res.json().id as number };
}

/** One free $25 code in the pool; returns the code. */
async function addCode(): Promise<string> {
  const code = `WD-CODE-${String(++codeNumber).padStart(4, '0')}`;
  await t.database.db.execute(sql`insert into gift_card_codes (code, value_cents) values (${code}, 2500)`);
  return code;
}
const codeHolder = async (code: string) =>
  (
    await selectRows<{ reward_id: number | null }>(
      t.database.db,
      sql`select reward_id from gift_card_codes where code = ${code}`,
    )
  )[0]!.reward_id;
const mailTo = async (email: string) => (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);

describe('deleting a rewarded answer before its week is processed', () => {
  it('withdraws the reward, audits it, and answering again earns nothing', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const first = await answer(me, topic.id);
    expect(first.statusCode).toBe(200);
    expect((await summaryOf(me)).earned).toBe(1);

    expect((await deleteAnswer(me, first.json().id)).statusCode).toBe(200);
    const [withdrawn] = await rewardsOf(me.id);
    expect(withdrawn).toMatchObject({ comment_id: first.json().id, issued_at: null });
    expect(withdrawn!.withdrawn_at).not.toBeNull();
    const summary = await summaryOf(me);
    expect(summary).toMatchObject({ earned: 0, rewards: [], eligible: true });
    const history = await t.app.inject({ url: '/api/v1/rewards/history', headers: await t.authAs(me) });
    expect(history.json().rewards).toEqual([]);
    const engagement = await t.app.inject({
      url: `/api/v1/internal/topics/${topic.id}/engagement`,
      headers: await t.authAs(moderator),
    });
    expect(engagement.json()).toMatchObject({ rewardsTotalUsd: 0, rewardsPeriodUsd: 0 });
    expect(await auditOf('reward', withdrawn!.id)).toEqual([
      expect.objectContaining({
        action: 'withdraw',
        actor_id: me.id,
        before: expect.objectContaining({ answerId: first.json().id, questionId: topic.id, userId: me.id }),
      }),
    ]);

    // The spec lets members post and delete their own answers, so a new answer is accepted, but the
    // question has paid (or withdrawn) its one reward for this member: nothing is earned, ever.
    for (const text of ['Answering again after deleting.', 'And a third time, after deleting again.']) {
      const again = await answer(me, topic.id, text);
      expect(again.statusCode).toBe(200);
      expect((await rewardsOf(me.id)).map((r) => r.id)).toEqual([withdrawn!.id]);
      expect((await summaryOf(me)).earned).toBe(0);
      expect((await deleteAnswer(me, again.json().id)).statusCode).toBe(200);
    }
    // Not only a check in the code: the database itself refuses a second reward for the question.
    await expect(
      db.execute(sql`insert into rewards (user_id, topic_id, value_cents, period_start, period_end)
        select user_id, topic_id, value_cents, period_start, period_end from rewards where id = ${withdrawn!.id}`),
    ).rejects.toThrow();
  });

  it('frees its place in the week’s cap of 2', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { role: 'hcp' });
    const topics = await Promise.all([1, 2, 3].map(() => buildTopic(db, { authorUserId: moderator.id })));
    const a = await answer(me, topics[0]!.id);
    expect((await answer(me, topics[1]!.id)).statusCode).toBe(200);
    expect((await summaryOf(me)).earned).toBe(2);
    expect((await deleteAnswer(me, a.json().id)).statusCode).toBe(200);
    expect((await summaryOf(me)).earned).toBe(1);
    expect((await answer(me, topics[2]!.id)).statusCode).toBe(200);
    const live = (await rewardsOf(me.id)).filter((r) => r.withdrawn_at === null);
    expect(live).toHaveLength(2);
    expect((await summaryOf(me)).rewards.map((r: { question_id: number }) => r.question_id).sort()).toEqual(
      [topics[1]!.id, topics[2]!.id].sort(),
    );
  });

  it('leaves an NPI-mapped question out of both NPI lists once its reward is withdrawn: it cannot pay again', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { role: 'hcp' });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: [me.npi!] });
    const ids = (list: { id: number }[]) => list.map((q) => q.id);
    expect(ids((await summaryOf(me)).npiUnrewardedTopics)).toContain(mapped.id);
    const res = await answer(me, mapped.id);
    expect(ids((await summaryOf(me)).npiRewardedTopics)).toContain(mapped.id);
    expect((await deleteAnswer(me, res.json().id)).statusCode).toBe(200);
    const summary = await summaryOf(me);
    expect(ids(summary.npiRewardedTopics)).not.toContain(mapped.id);
    expect(ids(summary.npiUnrewardedTopics)).not.toContain(mapped.id);
  });

  it('withdraws a reward of a closed week not yet processed: the run hands it no code and mails nothing', async () => {
    const { member, answerId } = await answerOfLastWeek();
    const code = await addCode();
    expect((await deleteAnswer(member, answerId)).statusCode).toBe(200);
    await processRewards(t.app);
    const [reward] = await rewardsOf(member.id);
    expect(reward).toMatchObject({ issued_at: null, gift_card_code_id: null });
    expect(reward!.withdrawn_at).not.toBeNull();
    expect(await codeHolder(code)).toBeNull();
    expect(await mailTo(member.email)).toEqual([]);
    // The free code went to nobody and serves the next reward.
    const next = await answerOfLastWeek();
    await processRewards(t.app);
    expect(await codeHolder(code)).toBe((await rewardsOf(next.member.id))[0]!.id);
  });
});

describe('deleting an answer whose reward was paid', () => {
  it('keeps the reward and its code, records the deletion in the audit log, and answering again earns nothing', async () => {
    const { member, topic, answerId } = await answerOfLastWeek();
    const code = await addCode();
    expect((await processRewards(t.app)).emailed).toBeGreaterThanOrEqual(1);
    expect(await mailTo(member.email)).toHaveLength(1);

    expect((await deleteAnswer(member, answerId)).statusCode).toBe(200);
    const [reward] = await rewardsOf(member.id);
    expect(reward!.withdrawn_at).toBeNull();
    expect(reward!.issued_at).not.toBeNull();
    expect(await codeHolder(code)).toBe(reward!.id);
    const history = await t.app.inject({ url: '/api/v1/rewards/history', headers: await t.authAs(member) });
    expect(history.json().rewards).toEqual([expect.objectContaining({ id: reward!.id, code })]);
    expect(await auditOf('answer', answerId)).toEqual([
      expect.objectContaining({
        action: 'delete',
        actor_id: member.id,
        before: expect.objectContaining({ rewardId: reward!.id, userId: member.id, questionId: topic.id }),
        after: expect.objectContaining({ rewardKept: true }),
      }),
    ]);
    expect(await auditOf('reward', reward!.id)).toEqual([]);

    const again = await answer(member, topic.id, 'A second answer after the paid one was deleted.');
    expect(again.statusCode).toBe(200);
    expect(await rewardsOf(member.id)).toHaveLength(1);
  });
});

const codesHeldBy = async (rewardId: number) =>
  (
    await selectRows<{ id: number }>(t.database.db, sql`select id from gift_card_codes where reward_id = ${rewardId}`)
  ).map((c) => c.id);

/** Exactly one of the two outcomes: paid and kept, or withdrawn and never given a code nor mailed. */
async function expectOneOutcome(member: { id: number; email: string }, answerId: number) {
  const [reward] = await rewardsOf(member.id);
  const withdrawn = reward!.withdrawn_at !== null;
  const paid = reward!.issued_at !== null;
  expect(withdrawn !== paid).toBe(true);
  if (withdrawn) {
    expect(reward!.gift_card_code_id).toBeNull();
    expect(await codesHeldBy(reward!.id)).toEqual([]);
    expect(await mailTo(member.email)).toEqual([]);
    expect((await auditOf('reward', reward!.id)).map((a) => a.action)).toEqual(['withdraw']);
  } else {
    expect(await codesHeldBy(reward!.id)).toEqual([reward!.gift_card_code_id]);
    expect(await mailTo(member.email)).toHaveLength(1);
    expect(await auditOf('reward', reward!.id)).toEqual([]);
    expect((await auditOf('answer', answerId)).map((a) => a.action)).toEqual(['delete']);
  }
  return withdrawn ? 'withdrawn' : 'paid';
}

describe('a deletion racing the Monday job', () => {
  it('ends each reward either paid and kept, or withdrawn and unpaid', { timeout: 120_000 }, async () => {
    for (let i = 0; i < 6; i++) {
      const { member, answerId } = await answerOfLastWeek();
      await addCode();
      const [deleted] = await Promise.all([deleteAnswer(member, answerId), processRewards(t.app)]);
      expect(deleted.statusCode).toBe(200);
      await expectOneOutcome(member, answerId);
    }
  });

  /**
   * PostgreSQL, two connections: a third holds the reward's row lock while the deletion and the job's
   * code assignment both reach it; the one that asked first wins. Both orders are played.
   */
  describe.skipIf(testDbKind !== 'postgres')('on PostgreSQL, each order of the two transactions', () => {
    const waitingOnLocks = async (n: number) => {
      for (let tries = 0; tries < 600; tries++) {
        const [row] = await selectRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (row!.n >= n) return;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`fewer than ${n} transactions ever waited for the reward's lock`);
    };

    async function race(first: 'delete' | 'job') {
      const { member, answerId } = await answerOfLastWeek();
      await addCode();
      let release!: () => void;
      const released = new Promise<void>((r) => {
        release = r;
      });
      let locked!: () => void;
      const isLocked = new Promise<void>((r) => {
        locked = r;
      });
      const blocker = t.database.db.transaction(async (tx) => {
        await tx.execute(sql`select id from rewards where user_id = ${member.id} for update`);
        locked();
        await released;
      });
      await isLocked;
      const runDelete = () => deleteAnswer(member, answerId);
      const runJob = () => processRewards(t.app);
      const firstRun = first === 'delete' ? runDelete() : runJob();
      await waitingOnLocks(1);
      const secondRun = first === 'delete' ? runJob() : runDelete();
      await waitingOnLocks(2);
      release();
      await blocker;
      const results = await Promise.all([firstRun, secondRun]);
      const deleted = (first === 'delete' ? results[0] : results[1]) as Awaited<ReturnType<typeof runDelete>>;
      expect(deleted.statusCode).toBe(200);
      return expectOneOutcome(member, answerId);
    }

    it('the deletion first: the reward is withdrawn and its code stays free', { timeout: 60_000 }, async () => {
      expect(await race('delete')).toBe('withdrawn');
    });

    it('the job first: the reward is paid and kept', { timeout: 60_000 }, async () => {
      expect(await race('job')).toBe('paid');
    });
  });
});
