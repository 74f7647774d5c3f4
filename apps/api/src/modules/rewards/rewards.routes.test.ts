import { rewardPeriod } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildMember, buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

let t: TestApp;
let admin: { id: number };
let moderator: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.database.db, { role: 'administrator' });
  moderator = await buildUser(t.database.db, { role: 'moderator' });
});
afterAll(() => t.close());

const WEEK = 7 * 24 * 3600 * 1000;
const get = async (url: string, user: { id: number }) => t.app.inject({ url, headers: await t.authAs(user) });
const answer = async (user: { id: number }, topicId: number) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/comments',
    headers: await t.authAs(user),
    payload: { topicId, text: 'A good clinical answer.' },
  });

describe('GET rewards/current', () => {
  it("summarises the member's current period: max, value, earned, rewards, NPI questions and the period", async () => {
    const db = t.database.db;
    const me = await buildMember(db, { role: 'hcp' });
    const plain = await buildTopic(db, { authorUserId: moderator.id, title: 'Plain question' });
    const mapped = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: [me.npi!] });
    const mappedOpen = await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: [me.npi!] });
    // Not for this member, or no longer open: not listed.
    await buildTopic(db, { authorUserId: moderator.id, useNpiMap: true, npis: ['1234567893'] });
    await buildTopic(db, {
      authorUserId: moderator.id,
      useNpiMap: true,
      npis: [me.npi!],
      publishDate: new Date(Date.now() - 3 * WEEK),
      expirationDate: new Date(Date.now() - 2 * WEEK),
    });

    const before = (await get('/api/v1/rewards/current', me)).json();
    expect(before).toMatchObject({ max: 2, value: 25, earned: 0, rewards: [], eligible: true, label: '$25 Bonus' });
    expect(before.npiRewardedTopics).toEqual([]);
    expect(before.npiUnrewardedTopics.map((q: { id: number }) => q.id).sort()).toEqual(
      [mapped.id, mappedOpen.id].sort(),
    );

    expect((await answer(me, plain.id)).statusCode).toBe(200);
    expect((await answer(me, mapped.id)).statusCode).toBe(200);
    const res = await get('/api/v1/rewards/current', me);
    expect(res.statusCode).toBe(200);
    const period = rewardPeriod(new Date());
    const summary = res.json();
    expect(summary).toMatchObject({
      max: 2,
      value: 25,
      earned: 2,
      eligible: false,
      period: { start: period.start.toISOString(), end: period.end.toISOString() },
      npiRewardedTopics: [{ id: mapped.id, title: mapped.title }],
      npiUnrewardedTopics: [{ id: mappedOpen.id, title: mappedOpen.title }],
    });
    expect(summary.rewards).toHaveLength(2);
    expect(summary.rewards.find((r: { question_id: number }) => r.question_id === plain.id)).toMatchObject({
      question_title: 'Plain question',
      value: 25,
      label: '$25 Bonus',
      status: 'earned',
      code: null,
      sent_at: null,
      expire_at: period.end.toISOString(),
      period: { start: period.start.toISOString(), end: period.end.toISOString() },
    });
  });

  it('gives staff an empty summary they cannot earn in', async () => {
    const res = await get('/api/v1/rewards/current', admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ earned: 0, rewards: [], eligible: false, npiUnrewardedTopics: [] });
  });
});

describe('GET rewards/history', () => {
  it('lists every reward newest first, with the gift-card code only once it was e-mailed', async () => {
    const db = t.database.db;
    const me = await buildMember(db, { role: 'hcp' });
    const old = await buildTopic(db, { authorUserId: moderator.id });
    const recent = await buildTopic(db, { authorUserId: moderator.id });
    // Values of their own: other tests' rewards in this database never take these codes.
    const lastWeek = await buildReward(db, {
      userId: me.id,
      topicId: old.id,
      valueCents: 1100,
      earnedAt: new Date(Date.now() - WEEK),
    });
    const thisWeek = await buildReward(db, { userId: me.id, topicId: recent.id, valueCents: 1100 });

    const before = (await get('/api/v1/rewards/history', me)).json().rewards;
    expect(before.map((r: { id: number }) => r.id)).toEqual([thisWeek.id, lastWeek.id]);
    expect(before.map((r: { status: string; code: string | null }) => [r.status, r.code])).toEqual([
      ['earned', null],
      ['processing', null],
    ]);

    const imported = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/codes',
      headers: await t.authAs(admin),
      payload: { csv: 'HIST-CODE-0001,11\nHIST-CODE-0002,11' },
    });
    expect(imported.json()).toMatchObject({ imported: 2 });
    const run = await t.app.inject({
      method: 'POST',
      url: '/api/v1/rewards/processing',
      headers: await t.authAs(admin),
    });
    expect(run.statusCode).toBe(200);

    const after = (await get('/api/v1/rewards/history', me)).json().rewards;
    expect(after[0]).toMatchObject({ id: thisWeek.id, status: 'earned', code: null, label: '$11 Bonus' });
    expect(after[1]).toMatchObject({ id: lastWeek.id, status: 'sent', code: 'HIST-CODE-0001' });
    expect(after[1].sent_at).not.toBeNull();
    const mail = (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === me.email);
    expect(mail).toHaveLength(1);
    expect(mail[0]!.text).toContain('HIST-CODE-0001');
    expect(mail[0]!.subject).toBe('Your $11 Peer Consults gift card');
  });
});

describe('GET users/{id}/rewards', () => {
  it('lists Reward #, eligibility period, date earned, question # and title; searchDate keeps that period', async () => {
    const db = t.database.db;
    const member = await buildMember(db, { role: 'hcp', firstName: 'Ada', lastName: 'Lovelace' });
    const q1 = await buildTopic(db, { authorUserId: moderator.id, title: 'Week one question' });
    const q2 = await buildTopic(db, { authorUserId: moderator.id, title: 'Week two question' });
    const r1 = await buildReward(db, { userId: member.id, topicId: q1.id, earnedAt: new Date('2026-11-10T15:00:00Z') });
    const r2 = await buildReward(db, { userId: member.id, topicId: q2.id, earnedAt: new Date('2026-11-17T09:30:00Z') });

    const all = await get(`/api/v1/users/${member.id}/rewards`, admin);
    expect(all.statusCode).toBe(200);
    expect(all.json().user).toMatchObject({ id: member.id, firstName: 'Ada', lastName: 'Lovelace' });
    expect(all.json().rewards).toEqual([
      {
        id: r2.id,
        period: { start: '2026-11-15T00:00:00.000Z', end: '2026-11-21T23:59:59.999Z' },
        earnedAt: '2026-11-17T09:30:00.000Z',
        questionId: q2.id,
        questionTitle: 'Week two question',
        value: 25,
        status: 'processing',
        sentAt: null,
      },
      expect.objectContaining({ id: r1.id, questionId: q1.id, earnedAt: '2026-11-10T15:00:00.000Z' }),
    ]);
    // The Sunday a period starts on, and the Saturday it ends on.
    const sunday = await get(`/api/v1/users/${member.id}/rewards?searchDate=2026-11-15`, admin);
    expect(sunday.json().rewards.map((r: { id: number }) => r.id)).toEqual([r2.id]);
    const saturday = await get(`/api/v1/users/${member.id}/rewards?searchDate=2026-11-14`, admin);
    expect(saturday.json().rewards.map((r: { id: number }) => r.id)).toEqual([r1.id]);
    const none = await get(`/api/v1/users/${member.id}/rewards?searchDate=2026-10-01`, admin);
    expect(none.json().rewards).toEqual([]);
    const cleared = await get(`/api/v1/users/${member.id}/rewards?searchDate=`, admin);
    expect(cleared.json().rewards).toHaveLength(2);
  });

  it('answers 400 to a date that does not exist, 404 to an unknown user and 403 to members', async () => {
    const member = await buildMember(t.database.db, { role: 'hcp' });
    const bad = await get(`/api/v1/users/${member.id}/rewards?searchDate=2026-02-30`, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].message).toBe('Date filter must be a date as YYYY-MM-DD');
    const unknown = await get('/api/v1/users/2147483647/rewards', admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('User not found');
    expect((await get(`/api/v1/users/${member.id}/rewards`, member)).statusCode).toBe(403);
  });
});
