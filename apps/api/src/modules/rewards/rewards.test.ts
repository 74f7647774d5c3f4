import { rewardPeriod } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewards } from '../../db/schema/index.js';
import { buildTopic, buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const answer = async (user: { id: number }, topicId: number, text = 'A good clinical answer.') =>
  t.app.inject({ method: 'POST', url: '/api/v1/comments', headers: await t.authAs(user), payload: { topicId, text } });

const rewardsOf = (userId: number) => t.database.db.select().from(rewards).where(eq(rewards.userId, userId));

describe('answer rewards', () => {
  it('earns one reward per question for the first answer, in the current weekly period, at the question’s value', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, rewardValueCents: 3000 });
    const first = await answer(me, topic.id);
    expect(first.statusCode).toBe(200);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/comments/${first.json().id}`, headers: await t.authAs(me) });
    expect((await answer(me, topic.id, 'Answering again after deleting.')).statusCode).toBe(200);
    const rows = await rewardsOf(me.id);
    expect(rows).toHaveLength(1);
    const period = rewardPeriod(new Date());
    expect(rows[0]).toMatchObject({ topicId: topic.id, valueCents: 3000, commentId: first.json().id });
    expect(rows[0]!.periodStart.toISOString()).toBe(period.start.toISOString());
    expect(rows[0]!.periodEnd.toISOString()).toBe(period.end.toISOString());
  });

  it('earns at most 2 per weekly period', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const topics = await Promise.all([1, 2, 3].map(() => buildTopic(db, { authorUserId: moderator.id })));
    for (const topic of topics) expect((await answer(me, topic.id)).statusCode).toBe(200);
    const rows = await rewardsOf(me.id);
    expect(rows.map((r) => r.topicId).sort()).toEqual([topics[0]!.id, topics[1]!.id].sort());
  });

  it('holds the cap when answers arrive at once', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const topics = await Promise.all([1, 2, 3, 4].map(() => buildTopic(db, { authorUserId: moderator.id })));
    const results = await Promise.all(topics.map((topic) => answer(me, topic.id)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(await rewardsOf(me.id)).toHaveLength(2);
  });

  it('earns one reward when two answers to the same question arrive at once', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const results = await Promise.all([answer(me, topic.id, 'First answer, sent twice.'), answer(me, topic.id)]);
    expect(results.some((r) => r.statusCode === 200)).toBe(true);
    expect(results.every((r) => r.statusCode < 500)).toBe(true);
    expect(await rewardsOf(me.id)).toHaveLength(1);
  });

  it('holds the cap for many members answering many questions at once', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const members = await Promise.all([1, 2, 3].map(() => buildMember(db, { role: 'hcp' })));
    const topics = await Promise.all([1, 2, 3, 4].map(() => buildTopic(db, { authorUserId: moderator.id })));
    const results = await Promise.all(members.flatMap((m) => topics.map((topic) => answer(m, topic.id))));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    for (const m of members) expect(await rewardsOf(m.id)).toHaveLength(2);
  });

  it('pays nothing for questions without rewards, for members it does not target, or to non-members', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp', specialty: 'Cardiology' });
    const unrewarded = await buildTopic(db, { authorUserId: moderator.id, rewardEnabled: false });
    const otherSpecialty = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Dermatology'] });
    expect((await answer(me, unrewarded.id)).statusCode).toBe(200);
    expect((await answer(me, otherSpecialty.id)).statusCode).toBe(200);
    expect(await rewardsOf(me.id)).toEqual([]);
    // Sales demo may not answer at all (comments.policy.ts), so it cannot earn either.
    const demo = await buildMember(db, { role: 'sales_demo', specialty: 'Cardiology' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    expect((await answer(demo, topic.id)).statusCode).toBe(403);
    expect(await rewardsOf(demo.id)).toEqual([]);
  });

  it('pays nothing to a member who has not agreed to the disclaimer: the answer is refused', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildUser(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const res = await answer(me, topic.id);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('disclaimer_required');
    expect(await rewardsOf(me.id)).toEqual([]);
  });

  it('pays $25 on an NPI-mapped question', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const mapped = await buildTopic(db, {
      authorUserId: moderator.id,
      useNpiMap: true,
      npis: [me.npi!],
      rewardValueCents: 9900,
    });
    expect((await answer(me, mapped.id)).statusCode).toBe(200);
    expect((await rewardsOf(me.id))[0]!.valueCents).toBe(2500);
  });

  // A second app of its own (rewards off): starting one is slow on a busy machine.
  it('pays nothing when rewards are switched off', { timeout: 120_000 }, async () => {
    const off = await createTestApp({ FEATURE_REWARDS: 'false' });
    try {
      const mod2 = await buildUser(off.database.db, { role: 'moderator' });
      const member = await buildMember(off.database.db, { role: 'hcp' });
      const topic = await buildTopic(off.database.db, { authorUserId: mod2.id });
      const res = await off.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: await off.authAs(member),
        payload: { topicId: topic.id, text: 'A good clinical answer.' },
      });
      expect(res.statusCode).toBe(200);
      expect(await off.database.db.select().from(rewards)).toEqual([]);
      // The member's reward pages do not exist either.
      for (const url of ['/api/v1/rewards/current', '/api/v1/rewards/history']) {
        const page = await off.app.inject({ url, headers: await off.authAs(member) });
        expect(page.statusCode).toBe(404);
        expect(page.json().message).toBe('Rewards are not enabled.');
      }
    } finally {
      await off.close();
    }
  });
});

describe('configured reward value', () => {
  it('pays REWARD_VALUE_USD on NPI-mapped questions and shows it as the bonus', { timeout: 120_000 }, async () => {
    const app40 = await createTestApp({ REWARD_VALUE_USD: '40' });
    try {
      const db = app40.database.db;
      const moderator = await buildUser(db, { role: 'moderator' });
      const member = await buildMember(db, { role: 'hcp' });
      const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: [member.npi!] });
      const res = await app40.app.inject({
        method: 'POST',
        url: '/api/v1/comments',
        headers: await app40.authAs(member),
        payload: { topicId: mapped.id, text: 'A good clinical answer.' },
      });
      expect(res.statusCode).toBe(200);
      const summary = (
        await app40.app.inject({ url: '/api/v1/rewards/current', headers: await app40.authAs(member) })
      ).json();
      expect(summary).toMatchObject({ value: 40, label: '$40 Bonus', earned: 1 });
      expect(summary.rewards[0]).toMatchObject({ value: 40, label: '$40 Bonus' });
    } finally {
      await app40.close();
    }
  });
});
