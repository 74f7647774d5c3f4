import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildTopic, buildTopicView, buildMember, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HUGE = 99_999_999_999;

describe('member Q&A endpoints under hostile input', () => {
  it('answer every malformed or out-of-range request with a 4xx, never a 500', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { role: 'hcp' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const answer = await buildAnswer(db, { topicId: topic.id, userId: moderator.id });
    const view = await buildTopicView(db, { topicId: topic.id, userId: me.id });
    const headers = await t.authAs(me);
    const cases: [string, string, unknown?][] = [
      ['GET', `/topics/${HUGE}`],
      ['GET', `/topics/${HUGE}/next`],
      ['GET', '/topics/-1'],
      ['GET', '/topics?count=100000'],
      ['GET', `/comments?topicId=${HUGE}`],
      ['GET', '/comments?topicId=1&ignoreDeleted=maybe'],
      ['POST', '/comments', { topicId: HUGE, text: 'hello there' }],
      ['POST', '/comments', { topicId: topic.id, text: 'hello there', replyTo: HUGE }],
      ['POST', '/comments', { topicId: topic.id, text: 42 }],
      ['POST', '/comments', { topicId: topic.id, text: 'hello there', topicViewId: HUGE }],
      ['POST', '/comments', []],
      ['PATCH', `/comments/${HUGE}`, { text: 'hello there' }],
      ['PATCH', `/comments/${answer.id}`, {}],
      ['DELETE', `/comments/${HUGE}`],
      ['POST', `/comments/${HUGE}/ratings`, { rating: 1 }],
      ['POST', '/comments/answers_view', { topicId: topic.id, topicViewId: HUGE }],
      ['POST', '/comments/answers_view', { topicId: HUGE, topicViewId: view.id }],
      ['POST', '/events/log_answer_form_focus', { topicViewId: HUGE }],
      ['POST', '/programs', { programId: HUGE }],
      ['POST', '/programs', { programId: 1, topicId: topic.id, commentId: HUGE }],
      ['GET', `/programs?topic_id=${HUGE}`],
      ['POST', `/topics/${topic.id}/flag`, { userEmail: 'a@b.co', title: 'x', message: 'y', answerId: HUGE }],
      ['POST', `/topics/${topic.id}/flag`, { userEmail: 'a@b.co', title: 'x'.repeat(301), message: 'y' }],
    ];
    for (const [method, url, payload] of cases) {
      const res = await t.app.inject({
        method: method as 'GET',
        url: `/api/v1${url}`,
        headers,
        payload: payload as object,
      });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}`).toBeLessThan(500);
    }
    // A page far beyond the data is an empty page; beyond any id the database can hold, a 400.
    const paged = await t.app.inject({ url: '/api/v1/topics?pageNumber=2147483647&count=100', headers });
    expect(paged.statusCode).toBe(200);
    const beyond = await t.app.inject({ url: '/api/v1/topics?pageNumber=9007199254740991&count=100', headers });
    expect(beyond.statusCode).toBe(400);
  });
});
