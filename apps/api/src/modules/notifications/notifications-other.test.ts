import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '../../db/schema/index.js';
import { buildAnswer, buildMember, buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { caller, publishedConsensus, submitConsensus } from '../consensus/consensus.fixtures.js';
import { processRewards } from '../rewards/reward-processing.job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const kindsOf = async (userId: number) =>
  (await t.database.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => n.kind).sort();

describe('notifications of consensuses, reports and rewards', () => {
  it('a consensus submitted notifies each reviewer but its author; published, it notifies who answered or was quoted', async () => {
    const db = t.database.db;
    const author = await buildUser(db, { role: 'moderator' });
    const reviewer = await buildUser(db, { role: 'administrator' });
    const [answerer, quoted, bystander] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const topic = await buildTopic(db, { authorUserId: author.id, rewardEnabled: false });
    const other = await buildTopic(db, { authorUserId: author.id, rewardEnabled: false });
    await buildAnswer(db, { topicId: topic.id, userId: answerer.id });
    const quotedAnswer = await buildAnswer(db, { topicId: other.id, userId: quoted.id });
    const data = {
      PatientCases: [
        {
          CaseText: 'A 74-year-old woman.',
          CaseNumber: topic.id,
          View: 'Full',
          PublishDate: '2026-10-01',
          ResponseCount: 1,
        },
      ],
      Sections: [
        {
          id: 1,
          Title: 'A view',
          Text: 'Some preferred waiting.',
          Quotes: [{ Quote: 'Start low.', Author: 'Dr. Q', Specialty: 'Cardiology', CommentId: quotedAnswer.id }],
        },
      ],
    };
    const id = await submitConsensus(t, author, data);
    expect(await kindsOf(reviewer.id)).toEqual(['consensus_review']);
    expect(await kindsOf(author.id)).toEqual([]);
    const res = await caller(t)('POST', `/consensus/${id}/publish`, reviewer);
    expect(res.statusCode).toBe(200);
    expect(await kindsOf(answerer.id)).toEqual(['consensus_published']);
    expect(await kindsOf(quoted.id)).toEqual(['consensus_published']);
    expect(await kindsOf(bystander.id)).toEqual([]);
    // The publisher is never told of their own act, and a second consensus of the case adds one more.
    expect((await kindsOf(reviewer.id)).filter((k) => k === 'consensus_published')).toEqual([]);
    await publishedConsensus(t, author, reviewer, data);
    expect(await kindsOf(answerer.id)).toEqual(['consensus_published', 'consensus_published']);
  });

  it('a report on a question notifies the question moderators, never the reporter', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const reporter = await buildMember(db);
    const topic = await buildTopic(db, { authorUserId: moderator.id, rewardEnabled: false });
    const res = await caller(t)('POST', `/topics/${topic.id}/flag`, reporter, {
      title: 'Outdated dosing',
      message: 'The question cites a withdrawn guideline.',
    });
    expect([200, 503]).toContain(res.statusCode);
    const rows = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, moderator.id), eq(notifications.kind, 'question_report')));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.link).toBe(`/moderator/questions/${topic.id}/details`);
    expect(await kindsOf(reporter.id)).toEqual([]);
  });

  it('an answer that earns a reward notifies its member once', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const member = await buildMember(db);
    const topic = await buildTopic(db, { authorUserId: moderator.id, rewardEnabled: true });
    const res = await caller(t)('POST', '/comments', member, {
      topicId: topic.id,
      text: 'I would start at a low dose and recheck the labs after one week before escalating.',
    });
    expect(res.statusCode).toBe(200);
    const list = (await caller(t)('GET', '/notifications', member)).json();
    if (t.app.config.features.rewards) {
      expect(list.notifications.map((n: { kind: string }) => n.kind)).toEqual(['reward_earned']);
      expect(list.notifications[0].link).toBe('/my/rewards');
    } else {
      expect(list.notifications).toEqual([]);
    }
  });

  it('a gift-card code e-mailed notifies its member once, however often the job runs', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const member = await buildMember(db);
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    // A reward of a week already closed, and a code for it in the pool.
    await buildReward(db, { userId: member.id, topicId: topic.id, earnedAt: new Date(Date.now() - 8 * 86_400_000) });
    await db.execute(sql`insert into gift_card_codes (code, value_cents) values (${`NOTIFY-${member.id}`}, 2500)`);
    await processRewards(t.app);
    await processRewards(t.app);
    expect(await kindsOf(member.id)).toEqual(['gift_card_sent']);
  });
});
