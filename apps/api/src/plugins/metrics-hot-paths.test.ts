import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_STATEMENTS } from '../db/statement-timing.js';
import { sendQueuedMagicLink } from '../modules/identity/magic-link.service.js';
import { buildAnswer, buildMember, buildTopic, buildTopicView, buildUser } from '../test/factories.js';
import { type TestApp, createTestApp, freePort } from '../test/test-app.js';
import { type Sample, parsePrometheus, sampleValue } from '../test/prometheus.js';

/**
 * Issue 26's remaining metrics, scraped and parsed as Prometheus reads them: the hot statements'
 * durations, the shared caches' hits and misses, and mail sent again.
 */
type Samples = Sample[];
/** A counter never moved has no sample yet: 0. */
const value = (samples: Samples, name: string, labels: Record<string, string> = {}) =>
  sampleValue(samples, name, labels) ?? 0;

let t: TestApp;
let metricsUrl: string;
beforeAll(async () => {
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  t = await createTestApp({ METRICS_PORT: String(port), METRICS_HOST: '127.0.0.1' });
});
afterAll(async () => t?.close());

const scrape = async () => parsePrometheus(await (await fetch(metricsUrl)).text());
const statementCount = (s: Samples, statement: string) => value(s, 'db_query_duration_seconds_count', { statement });

describe('hot statements, caches and mail retries (issue 26)', () => {
  it('times each hot statement of the routes the bench loads, under its bounded name', async () => {
    const before = await scrape();
    // Every name is there from the start, at 0, so rates over them never have gaps.
    for (const statement of HOT_STATEMENTS) {
      expect(before.some((s) => s.name === 'db_query_duration_seconds_count' && s.labels.statement === statement)).toBe(
        true,
      );
    }
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { specialty: 'Cardiology' });
    const other = await buildMember(db, { specialty: 'Cardiology' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const theirs = await buildAnswer(db, { topicId: topic.id, userId: other.id, text: 'Metoprolol first.' });
    const mine = await t.authAs(me);
    type Headers = Awaited<ReturnType<TestApp['authAs']>>;
    const ask = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api/v1${url}`, headers, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(200);
    };
    await ask('GET', '/topics?feed=my', mine);
    await ask('GET', `/topics/${topic.id}`, mine);
    await ask('GET', `/comments?topicId=${topic.id}&orderby=rating`, mine);
    await ask('GET', `/topics/${topic.id}/answers?orderby=rating`, mine);
    const view = await buildTopicView(db, { topicId: topic.id, userId: me.id });
    await ask('POST', '/comments', mine, {
      topicId: topic.id,
      topicViewId: view.id,
      text: 'Start low.',
      replyTo: null,
    });
    await ask('POST', `/comments/${theirs.id}/ratings`, mine, { rating: 1 });
    await ask('GET', '/search/comments?word=metoprolol', await t.authAs(moderator));
    await ask('GET', '/strapi/consensuses', mine);

    const after = await scrape();
    for (const statement of HOT_STATEMENTS) {
      expect(statementCount(after, statement) - statementCount(before, statement), statement).toBeGreaterThanOrEqual(1);
      const sum = value(after, 'db_query_duration_seconds_sum', { statement });
      expect(sum, statement).toBeGreaterThan(0);
      expect(sum, statement).toBeLessThan(30);
      expect(value(after, 'db_query_duration_seconds_bucket', { statement, le: '+Inf' })).toBe(
        statementCount(after, statement),
      );
    }
    // The label takes the fixed names only: never a query's text or an id.
    const names = new Set(after.filter((s) => s.labels.statement).map((s) => s.labels.statement));
    expect([...names].sort()).toEqual([...HOT_STATEMENTS].sort());
  });

  it('counts a thread page read from the database as a miss and the next read of it as a hit', async () => {
    const db = t.database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const me = await buildMember(db, { specialty: 'Cardiology' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, hideAnswers: false });
    const headers = await t.authAs(me);
    const labels = (result: string) => ({ cache: 'answer_page', result });
    const before = await scrape();
    const url = `/api/v1/topics/${topic.id}/answers?orderby=date`;
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    const afterFirst = await scrape();
    expect(value(afterFirst, 'cache_requests_total', labels('miss'))).toBe(
      value(before, 'cache_requests_total', labels('miss')) + 1,
    );
    expect(value(afterFirst, 'cache_requests_total', labels('hit'))).toBe(
      value(before, 'cache_requests_total', labels('hit')),
    );
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    const afterSecond = await scrape();
    expect(value(afterSecond, 'cache_requests_total', labels('hit'))).toBe(
      value(before, 'cache_requests_total', labels('hit')) + 1,
    );
    expect(value(afterSecond, 'cache_requests_total', labels('miss'))).toBe(
      value(afterFirst, 'cache_requests_total', labels('miss')),
    );
  });

  it('counts a sign-in link sent again by its retry job', async () => {
    const member = await buildMember(t.database.db, { specialty: 'Cardiology' });
    const before = await scrape();
    await sendQueuedMagicLink(t.app, { userId: member.id, requestedAt: new Date().toISOString() });
    const after = await scrape();
    expect(value(after, 'mail_retries_total', { kind: 'sign_in_link' })).toBe(
      value(before, 'mail_retries_total', { kind: 'sign_in_link' }) + 1,
    );
    expect(value(after, 'mail_sent_total', { transport: 'outbox' })).toBe(
      value(before, 'mail_sent_total', { transport: 'outbox' }) + 1,
    );
  });
});
