import { topicDetailSchema } from '@pc/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { topicViews } from '../../db/schema/index.js';
import { memberAuthUser } from '../../test/auth-users.js';
import { buildAnswer, buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { presentTopicDetail } from './topics.presenter.js';
import { readTopicDetail } from './topics.queries.js';
import { openQuestion } from './topics.service.js';

/**
 * Opening a question with its page kept (issue 27, question-cache.ts): every member gets the page they
 * would get read afresh, with their own values, and every write to what the page shows is seen at the
 * next opening, whoever made it and however (the API or a script).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
type Member = Awaited<ReturnType<typeof buildMember>>;

async function open(member: Member, id: number) {
  const res = await t.app.inject({ url: `/api/v1/topics/${id}`, headers: await t.authAs(member) });
  return res;
}

/** The page as read afresh for this member, with the view id the opening got. */
async function fresh(member: Member, id: number, topicViewId: number) {
  const row = await readTopicDetail(t.database.db, memberAuthUser(member), id);
  return topicDetailSchema.parse(presentTopicDetail(row!, topicViewId, new Date()));
}

/** Opens twice (the first keeps the page) and checks the second against the page read afresh. */
async function expectCurrent(member: Member, id: number) {
  await open(member, id);
  const res = await open(member, id);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  const page = res.json();
  expect(page).toEqual(await fresh(member, id, page.topicViewId));
  return page;
}

const lookups = async (result: 'hit' | 'miss') => {
  const { values } = await t.app.metrics.cacheRequests.get();
  return values.find((v) => v.labels.cache === 'question' && v.labels.result === result)?.value ?? 0;
};

async function scene() {
  const db = t.database.db;
  const moderator = await buildUser(db, { role: 'moderator', specialty: 'Cardiology', firstName: 'Mona' });
  const me = await buildMember(db, { specialty: 'Cardiology' });
  const colleague = await buildMember(db, { specialty: 'Cardiology' });
  const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
  return { moderator, me, colleague, topic };
}

describe('GET /topics/{id} with the page kept', () => {
  it('serves the kept page with each member’s own values, recording a view for every opening', async () => {
    const { me, colleague, topic } = await scene();
    await buildAnswer(t.database.db, { topicId: topic.id, userId: colleague.id });
    const [hits, misses] = [await lookups('hit'), await lookups('miss')];
    const mine = await expectCurrent(me, topic.id);
    const theirs = (await open(colleague, topic.id)).json();
    expect(await lookups('miss')).toBe(misses + 1);
    expect(await lookups('hit')).toBe(hits + 2);
    expect(mine.answered).toBe(false);
    expect(theirs.answered).toBe(true);
    expect(theirs).toEqual(await fresh(colleague, topic.id, theirs.topicViewId));
    const views = await t.database.db.select().from(topicViews).where(eq(topicViews.topicId, topic.id));
    expect(views.map((v) => v.id).sort()).toEqual([mine.topicViewId - 1, mine.topicViewId, theirs.topicViewId]);
  });

  it('keeps the page through answers, showing each opening the answer count and last answer time', async () => {
    const { me, colleague, topic } = await scene();
    await expectCurrent(me, topic.id);
    const [hits, misses] = [await lookups('hit'), await lookups('miss')];
    // As posting an answer does (comments.service.ts), in its own transaction.
    await buildAnswer(t.database.db, { topicId: topic.id, userId: colleague.id });
    await t.database.executeSql(
      `update topics set total_responses_count = total_responses_count + 1, commented_at = now() where id = ${topic.id}`,
    );
    const res = await open(me, topic.id);
    const page = res.json();
    expect(page).toEqual(await fresh(me, topic.id, page.topicViewId));
    expect(page.totalResponsesCount).toBe(1);
    expect(page.commentedAt).not.toBeNull();
    expect([await lookups('hit'), await lookups('miss')]).toEqual([hits + 1, misses]);
  });

  it('shows every write to what the page shows at the next opening', async () => {
    const { moderator, me, topic } = await scene();
    await expectCurrent(me, topic.id);
    const sql = (text: string) => t.database.executeSql(text);
    const writes: [string, string, (page: Record<string, any>) => unknown][] = [
      ['title', `update topics set title = 'Retitled' where id = ${topic.id}`, (p) => p.title],
      ['therapy area', `update topics set therapy_area = 'Nephrology' where id = ${topic.id}`, (p) => p.therapyArea],
      [
        'indications',
        `update topics set primary_indication = 'AKI', secondary_indication = 'HTN', stage_progression = 'Acute' where id = ${topic.id}`,
        (p) => [p.primaryIndication, p.secondaryIndication, p.stageProgression],
      ],
      [
        'subspecialty added',
        `insert into topic_subspecialties (topic_id, subspecialty_id) select ${topic.id}, min(id) from subspecialties`,
        (p) => p.subspecialties.length,
      ],
      [
        'subspecialty renamed',
        `update subspecialties set name = name || ' (renamed)' where id in (select subspecialty_id from topic_subspecialties where topic_id = ${topic.id})`,
        (p) => p.subspecialties[0].name,
      ],
      [
        'specialty added',
        `insert into topic_specialties (topic_id, specialty_id) select ${topic.id}, id from specialties where name = 'Urology'`,
        (p) => p.specialties.length,
      ],
      [
        'author renamed',
        `update users set first_name = 'Monique' where id = ${moderator.id}`,
        (p) => p.author.firstName,
      ],
      [
        'author’s specialty',
        `update users set specialty_id = (select id from specialties where name = 'Urology') where id = ${moderator.id}`,
        (p) => p.author.specialty.name,
      ],
      [
        'author’s specialty renamed',
        "update specialties set name = 'Urology (GU)' where name = 'Urology'",
        (p) => p.author.specialty.name,
      ],
    ];
    let before = await expectCurrent(me, topic.id);
    for (const [what, write, shown] of writes) {
      await sql(write);
      const after = await expectCurrent(me, topic.id);
      expect(shown(after), what).not.toEqual(shown(before));
      before = after;
    }
    await sql("update specialties set name = 'Urology' where name = 'Urology (GU)'");
  });

  it('is 404, recording nothing, for a member who may not see a question whose page is kept', async () => {
    const { moderator, me } = await scene();
    const scheduled = await buildTopic(t.database.db, {
      authorUserId: moderator.id,
      publishDate: new Date(Date.now() + HOUR),
    });
    expect((await open(moderator, scheduled.id)).statusCode).toBe(200);
    expect((await open(moderator, scheduled.id)).statusCode).toBe(200);
    const res = await open(me, scheduled.id);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Question not found');
    const views = await t.database.db.select().from(topicViews).where(eq(topicViews.topicId, scheduled.id));
    expect(views.map((v) => v.userId)).toEqual([moderator.id, moderator.id]);
  });

  it('no longer serves a kept page once the question has expired', async () => {
    const { me, topic } = await scene();
    const user = memberAuthUser(me);
    const expiry = topic.expirationDate.getTime();
    const before = JSON.parse(
      await openQuestion(t.database.db, t.app.questionCache, user, topic.id, new Date(expiry - HOUR)),
    );
    const after = JSON.parse(
      await openQuestion(t.database.db, t.app.questionCache, user, topic.id, new Date(expiry + HOUR)),
    );
    expect([before.status, after.status]).toEqual([1, 2]);
  });
});
