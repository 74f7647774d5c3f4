import { type AnswerPage, answerPageSchema } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../db/raw-sql.js';
import { fillTemplate, templateOf } from '../../lib/json-template.js';
import { buildAnswer, buildMember, buildRating, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

/**
 * The first thread page sent as JSON text from its cached, serialised shared part (issue 27): what
 * the route's schema would send, and each reader's own marks, votes and answer theirs only, with every
 * write through the API or beside it shown at the next read to every member.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Member = { id: number };

async function page(member: Member, topicId: number): Promise<AnswerPage> {
  const res = await t.app.inject({
    url: `/api/v1/topics/${topicId}/answers?orderby=rating`,
    headers: await t.authAs(member),
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  // Nothing the schema does not list, in the schema's order: as its serialiser would write it.
  expect(res.body).toBe(JSON.stringify(answerPageSchema.parse(JSON.parse(res.body))));
  return JSON.parse(res.body);
}

const byId = (p: AnswerPage, id: number) => p.answers.find((a) => a.id === id);

describe('json templates', () => {
  it('fills only its own holes: text that spells a hole out stays text', () => {
    const spelled = '"\\u0000hole:0" and \u0000hole:1 are words here';
    const template = templateOf<string>((mark) => ({ text: spelled, mine: mark('mine'), list: [mark('vote')] }));
    expect(template.holes).toEqual(['mine', 'vote']);
    const text = fillTemplate(template, (hole) => (hole === 'mine' ? 'true' : '-1'));
    expect(JSON.parse(text)).toEqual({ text: spelled, mine: true, list: [-1] });
  });
});

describe('GET /topics/{id}/answers from the serialised shared part', () => {
  it('gives each reader their own marks, votes and answer, and every write to everyone at the next read', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const [ann, ben, cy] = [await buildMember(db), await buildMember(db), await buildMember(db)];
    const annsAnswer = await buildAnswer(db, { topicId: topic.id, userId: ann.id, agreeCount: 1 });
    const bensAnswer = await buildAnswer(db, { topicId: topic.id, userId: ben.id });
    const bensComment = await buildAnswer(db, { topicId: topic.id, userId: ben.id, replyTo: annsAnswer.id });
    await buildRating(db, { commentId: annsAnswer.id, userId: cy.id, value: 1 });

    const [forAnn, forBen, forCy] = [await page(ann, topic.id), await page(ben, topic.id), await page(cy, topic.id)];
    expect(forAnn.ownAnswerId).toBe(annsAnswer.id);
    expect(forBen.ownAnswerId).toBe(bensAnswer.id);
    expect(forCy.ownAnswerId).toBeNull();
    expect(byId(forAnn, annsAnswer.id)).toMatchObject({ ownAnswer: true, userVote: null });
    expect(byId(forBen, annsAnswer.id)).toMatchObject({ ownAnswer: false, userVote: null });
    expect(byId(forCy, annsAnswer.id)).toMatchObject({ ownAnswer: false, userVote: 1 });
    expect(byId(forBen, annsAnswer.id)?.comments[0]).toMatchObject({ id: bensComment.id, ownAnswer: true });
    expect(byId(forAnn, annsAnswer.id)?.comments[0]).toMatchObject({ id: bensComment.id, ownAnswer: false });
    expect(byId(forBen, bensAnswer.id)?.ownAnswer).toBe(true);
    // Beyond the marks, the three readers read the same page.
    const shared = (p: AnswerPage) =>
      p.answers.map((a) => ({ ...a, ownAnswer: 0, userVote: 0, comments: a.comments.map((c) => c.id) }));
    expect(shared(forAnn)).toEqual(shared(forCy));

    // Cy answers, then edits; Ben votes; Ann deletes hers: each shows at once to the other two.
    const cyHeaders = await t.authAs(cy);
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/comments',
      headers: cyHeaders,
      payload: { topicId: topic.id, text: 'A third view on the dose.' },
    });
    expect(posted.statusCode).toBe(200);
    const cysAnswer = posted.json().id as number;
    expect(byId(await page(ann, topic.id), cysAnswer)).toMatchObject({
      ownAnswer: false,
      text: 'A third view on the dose.',
    });
    expect((await page(cy, topic.id)).ownAnswerId).toBe(cysAnswer);
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/comments/${cysAnswer}`,
      headers: cyHeaders,
      payload: { text: 'A third view, edited.' },
    });
    expect(edited.statusCode).toBe(200);
    expect(byId(await page(ben, topic.id), cysAnswer)?.text).toBe('A third view, edited.');

    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/v1/comments/${cysAnswer}/ratings`,
      headers: await t.authAs(ben),
      payload: { rating: -1 },
    });
    expect(vote.statusCode).toBe(200);
    expect(byId(await page(ben, topic.id), cysAnswer)).toMatchObject({ userVote: -1, rating: { '1': 0, '-1': 1 } });
    expect(byId(await page(ann, topic.id), cysAnswer)).toMatchObject({ userVote: null, rating: { '1': 0, '-1': 1 } });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/comments/${annsAnswer.id}`,
      headers: await t.authAs(ann),
    });
    expect(removed.statusCode).toBe(200);
    expect(byId(await page(cy, topic.id), annsAnswer.id)).toMatchObject({ text: '' });
    expect((await page(ann, topic.id)).ownAnswerId).toBeNull();

    // A moderator's tool or a script writing beside the API moves the version too.
    const before = (await page(ann, topic.id)).totalResponses;
    await selectRows(db, sql`update comments set deleted_at = now() where id = ${bensComment.id}`);
    expect((await page(cy, topic.id)).totalResponses).toBe(before - 1);
    expect((await page(ben, topic.id)).totalResponses).toBe(before - 1);
  });
});
