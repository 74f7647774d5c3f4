import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildReward, buildTopic, buildTopicView, buildUser, specialtyId } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let moderator: Awaited<ReturnType<typeof buildUser>>;
let author: Awaited<ReturnType<typeof buildUser>>;
let cardiology: number;
let dermatology: number;

beforeAll(async () => {
  t = await createTestApp();
  moderator = await buildUser(t.database.db, { role: 'moderator' });
  author = await buildUser(t.database.db, {
    role: 'hcp',
    firstName: 'Ada',
    lastName: 'Quimby',
    specialty: 'Cardiology',
  });
  cardiology = await specialtyId(t.database.db, 'Cardiology');
  dermatology = await specialtyId(t.database.db, 'Dermatology');
});
afterAll(() => t.close());

const form = (over: Record<string, unknown> = {}) => ({
  authorUserId: author.id,
  title: 'Anticoagulation after TAVR',
  description: 'Which antithrombotic regimen do you use after an uncomplicated TAVR?',
  therapyArea: 'Cardiology',
  primaryIndication: 'Aortic sten',
  secondaryIndication: 'None',
  stageProgression: 'Advanced',
  initiatingTeam: 'MS',
  publishDate: new Date(Date.now() - 60_000).toISOString(),
  expirationDate: new Date(Date.now() + 7 * DAY).toISOString(),
  specialties: [cardiology],
  ...over,
});

async function call(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, user = moderator) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: await t.authAs(user) });
}

const fieldMessages = (res: { json(): { errors?: { path: string; message: string }[] } }) =>
  Object.fromEntries((res.json().errors ?? []).map((e) => [e.path, e.message]));

describe('access', () => {
  it('is for question managers only', async () => {
    expect((await t.app.inject({ url: '/api/v1/internal/topics' })).statusCode).toBe(401);
    const hcp = await buildUser(t.database.db, { role: 'hcp' });
    expect((await call('GET', '/internal/topics', undefined, hcp)).statusCode).toBe(403);
    expect((await call('POST', '/internal/topics', form(), hcp)).statusCode).toBe(403);
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    expect((await call('GET', '/internal/topics', undefined, admin)).statusCode).toBe(200);
  });
});

describe('question form rules on the server', () => {
  it('answers every missing field with Required and changes nothing', async () => {
    const res = await call('POST', '/internal/topics', {});
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toEqual({
      'body.authorUserId': 'Required',
      'body.title': 'Required',
      'body.description': 'Required',
      'body.therapyArea': 'Required',
      'body.primaryIndication': 'Required',
      'body.secondaryIndication': 'Required',
      'body.stageProgression': 'Required',
      'body.initiatingTeam': 'Required',
      'body.publishDate': 'Required',
      'body.expirationDate': 'Required',
      'body.specialties': 'At least one specialty or subspecialty required',
    });
    expect((await call('GET', '/internal/topics')).json().meta.total).toBe(0);
  });

  it('applies the lengths, the initiating team and the date order with the spec wording', async () => {
    const res = await call(
      'POST',
      '/internal/topics',
      form({
        title: 'abc',
        description: 'short',
        therapyArea: 'x',
        primaryIndication: 'y'.repeat(21),
        initiatingTeam: 'CEO',
        expirationDate: new Date(Date.now() - 2 * DAY).toISOString(),
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(fieldMessages(res)).toEqual({
      'body.title': 'Text must be at least 5 characters long.',
      'body.description': 'Text must be at least 20 characters long.',
      'body.therapyArea': 'Text must be at least 2 characters long.',
      'body.primaryIndication': 'Text must be at most 20 characters long.',
      'body.initiatingTeam': 'Initiating team must be one of MS, IQ, MDRX, MDIA, HCP',
      'body.publishDate': 'Publish date must come before the expiration date',
    });
  });

  it('needs the NPI map when it is used, and rejects dates in the past and unknown authors', async () => {
    expect(fieldMessages(await call('POST', '/internal/topics', form({ specialties: [], useNpiMap: true })))).toEqual({
      'body.npiMap': 'Required',
    });
    const past = await call(
      'POST',
      '/internal/topics',
      form({ publishDate: new Date(Date.now() - 3 * DAY).toISOString(), authorUserId: 999_999 }),
    );
    expect(past.statusCode).toBe(400);
    expect(fieldMessages(past)).toEqual({
      publishDate: 'Selected date is in the past',
      authorUserId: 'No author found',
    });
    const otherQuestion = await call(
      'POST',
      '/internal/topics',
      form({ useNpiMap: true, npiMap: [[42, '1234567893']] }),
    );
    expect(fieldMessages(otherQuestion)).toEqual({
      'npiMap.0': 'Row 1 refers to question 42; use 0 for this question',
    });
    expect((await call('GET', '/internal/topics')).json().meta.total).toBe(0);
  });

  it('creates, reads, edits and deletes a question', async () => {
    const created = await call('POST', '/internal/topics', form({ subspecialties: [] }));
    expect(created.statusCode).toBe(200);
    const topic = created.json();
    expect(topic).toMatchObject({
      title: 'Anticoagulation after TAVR',
      status: 1,
      specialties: [cardiology],
      author: { id: author.id, firstName: 'Ada', lastName: 'Quimby', specialty: { name: 'Cardiology' } },
      initiatingTeam: 'MS',
      useNpiMap: false,
      npiMap: [],
      topicProgramsEnabled: true,
    });
    expect((await call('GET', `/internal/topics/${topic.id}`)).json()).toEqual(topic);

    // A running question keeps its saved (past) publish date when edited; a newly chosen past date is refused.
    const saved = { publishDate: topic.publishDate, expirationDate: topic.expirationDate };
    const edited = await call(
      'PATCH',
      `/internal/topics/${topic.id}`,
      form({ ...saved, title: 'Edited title', specialties: [dermatology] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited title', specialties: [dermatology] });
    const movedBack = await call(
      'PATCH',
      `/internal/topics/${topic.id}`,
      form({ ...saved, publishDate: new Date(Date.now() - 2 * DAY).toISOString() }),
    );
    expect(fieldMessages(movedBack)).toEqual({ publishDate: 'Selected date is in the past' });

    expect((await call('DELETE', `/internal/topics/${topic.id}`)).json()).toEqual({ success: true });
    expect((await call('GET', `/internal/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await call('PATCH', `/internal/topics/${topic.id}`, form())).statusCode).toBe(404);
    expect((await call('DELETE', `/internal/topics/${topic.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/internal/topics/abc')).statusCode).toBe(400);
  });
});

describe('questions list', () => {
  it('searches by keywords, specialty and status (active and scheduled by default), sorted by expiration', async () => {
    const db = t.database.db;
    const now = Date.now();
    const active = await buildTopic(db, {
      authorUserId: author.id,
      title: 'Statin intolerance after ACS',
      expirationDate: new Date(now + 2 * DAY),
    });
    const scheduled = await buildTopic(db, {
      authorUserId: author.id,
      title: 'Scheduled psoriasis biologic',
      specialties: ['Dermatology'],
      publishDate: new Date(now + DAY),
      expirationDate: new Date(now + 9 * DAY),
    });
    const expired = await buildTopic(db, {
      authorUserId: author.id,
      title: 'Expired statin question',
      publishDate: new Date(now - 10 * DAY),
      expirationDate: new Date(now - DAY),
    });
    await buildTopic(db, { authorUserId: author.id, title: 'Deleted statin', deletedAt: new Date() });

    const ids = async (query: string) =>
      (await call('GET', `/internal/topics${query}`)).json().data.map((q: { id: number }) => q.id);
    expect(await ids('')).toEqual([scheduled.id, active.id]);
    expect(await ids('?status=2')).toEqual([expired.id]);
    expect(await ids('?status=0&status=1&status=2&sort=expirationDate%20ASC')).toEqual([
      expired.id,
      active.id,
      scheduled.id,
    ]);
    expect(await ids('?status=0,1,2&term=statin')).toEqual([active.id, expired.id]);
    expect(await ids('?status=0,1,2&term=statin%20ACS')).toEqual([active.id]);
    expect(await ids(`?specs=${dermatology}`)).toEqual([scheduled.id]);
    expect(await ids('?term=100%25')).toEqual([]);
    const page = await call('GET', '/internal/topics?status=0,1,2&count=1&pageNumber=2');
    expect(page.json().meta).toEqual({ total: 3, page: 2, count: 1 });
    expect(page.json().data[0]).toMatchObject({
      id: active.id,
      status: 1,
      specialties: [{ id: cardiology, name: 'Cardiology' }],
    });
    expect((await call('GET', '/internal/topics?status=7')).statusCode).toBe(400);
    expect((await call('GET', '/internal/topics?count=0')).statusCode).toBe(400);
  });

  it('reads a page with a fixed number of statements', async () => {
    const counter = t.database.queryCounter;
    const before = counter.count;
    await call('GET', '/internal/topics?status=0,1,2&count=1');
    const small = counter.count - before;
    const again = counter.count;
    await call('GET', '/internal/topics?status=0,1,2&count=50');
    expect(counter.count - again).toBe(small);
  });
});

describe('authors', () => {
  it('finds authors by name or NPI from 3 characters', async () => {
    const search = async (term: string) => call('GET', `/internal/topics/authors?term=${encodeURIComponent(term)}`);
    expect((await search('quim')).json().data).toEqual([
      {
        id: author.id,
        firstName: 'Ada',
        lastName: 'Quimby',
        npi: author.npi,
        specialty: { id: cardiology, name: 'Cardiology' },
      },
    ]);
    expect((await search('ada quim')).json().data.map((a: { id: number }) => a.id)).toEqual([author.id]);
    expect((await search(author.npi!.slice(0, 6))).json().data.map((a: { id: number }) => a.id)).toContain(author.id);
    expect((await search('zzzqqq')).json().data).toEqual([]);
    const short = await search('ad');
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Text must be at least 3 characters long.');
  });
});

describe('NPI targeting', () => {
  it('maps questions to NPIs from pasted rows; a mapped question reaches exactly the mapped members', async () => {
    const db = t.database.db;
    const mapped = await buildUser(db, { role: 'hcp', specialty: 'Dermatology' });
    const unmapped = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
    const question = await buildTopic(db, { authorUserId: author.id, specialties: ['Cardiology'] });

    const bad = await call('POST', '/internal/topics/npi', {
      npiMap: [
        [question.id, mapped.npi],
        [999_999, '1'],
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(fieldMessages(bad)).toEqual({ 'npiMap.1': 'Question 999999 does not exist' });
    expect((await call('POST', '/internal/topics/npi', { npiMap: [] })).statusCode).toBe(400);
    expect((await call('POST', '/internal/topics/npi', { npiMap: [['x', '1']] })).statusCode).toBe(400);

    const saved = await call('POST', '/internal/topics/npi', {
      npiMap: [
        [question.id, mapped.npi],
        [question.id, mapped.npi],
      ],
    });
    expect(saved.json()).toEqual({ questions: 1, rows: 2 });
    const list = (await call('GET', '/internal/topics/npi')).json().data;
    expect(list.find((q: { topicId: number }) => q.topicId === question.id)).toEqual({
      topicId: question.id,
      title: question.title,
      status: 1,
      npis: [mapped.npi],
    });
    const detail = (await call('GET', `/internal/topics/${question.id}`)).json();
    expect(detail).toMatchObject({ useNpiMap: true, npiMap: [[question.id, mapped.npi]] });
    expect((await call('GET', `/internal/topics/${question.id}/eligible_count`)).json()).toEqual({ count: 1 });
    const eligibleIds = await t.database.executeSql(
      `select u.id from users u where u.role_id in (6,7) and exists (select 1 from topic_npis tn where tn.topic_id = $1 and tn.npi = u.npi)`,
      [question.id],
    );
    expect(eligibleIds.rows.map((r) => r.id)).toEqual([mapped.id]);
    expect(unmapped.id).not.toBe(mapped.id);

    // Editing through the form keeps the map: rows of this question (or 0) are accepted.
    const edited = await call(
      'PATCH',
      `/internal/topics/${question.id}`,
      form({
        publishDate: detail.publishDate,
        expirationDate: detail.expirationDate,
        specialties: [],
        useNpiMap: true,
        npiMap: [
          [question.id, mapped.npi],
          [0, unmapped.npi],
        ],
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect((await call('GET', `/internal/topics/${question.id}/eligible_count`)).json()).toEqual({ count: 2 });
  });
});

describe('counts and engagement', () => {
  it('counts audiences and reports the engagement stats of the details page', async () => {
    const db = t.database.db;
    const question = await buildTopic(db, { authorUserId: author.id, specialties: ['Neurology'] });
    const [a, b, c] = [
      await buildUser(db, { role: 'hcp', specialty: 'Neurology' }),
      await buildUser(db, { role: 'hcp', specialty: 'Neurology' }),
      await buildUser(db, { role: 'test_hcp', specialty: 'Neurology' }),
    ];
    await buildUser(db, { role: 'hcp', specialty: 'Neurology', disabled: true });
    const outsider = await buildUser(db, { role: 'hcp', specialty: 'Pediatrics' });
    const answer = await buildAnswer(db, { topicId: question.id, userId: a!.id });
    await buildAnswer(db, { topicId: question.id, userId: b!.id, replyTo: answer.id });
    await buildAnswer(db, { topicId: question.id, userId: outsider.id });
    await buildAnswer(db, { topicId: question.id, userId: c!.id, deletedAt: new Date() });
    await buildTopicView(db, { topicId: question.id, userId: a!.id });
    await buildTopicView(db, { topicId: question.id, userId: a!.id });
    await buildTopicView(db, { topicId: question.id, userId: outsider.id });
    await buildReward(db, { userId: a!.id, topicId: question.id, valueCents: 2500 });
    await buildReward(db, {
      userId: outsider.id,
      topicId: question.id,
      valueCents: 2500,
      earnedAt: new Date(Date.now() - 21 * DAY),
    });

    const count = async (audience: string) =>
      (await call('GET', `/internal/topics/${question.id}/user_count?targetAudience=${audience}`)).json().count;
    expect(await count('eligible')).toBe(3);
    expect(await count('viewed')).toBe(2);
    expect(await count('not_viewed')).toBe(2);
    expect(await count('responded')).toBe(2);
    expect(await count('not_responded')).toBe(2);
    expect((await call('GET', `/internal/topics/${question.id}/user_count?targetAudience=nobody`)).statusCode).toBe(
      400,
    );

    const stats = (await call('GET', `/internal/topics/${question.id}/engagement`)).json();
    expect(stats).toMatchObject({
      totalResponses: 3,
      answers: 2,
      uniqueViews: 2,
      eligible: 3,
      targetSize: 0,
      emailsCount: 0,
      rewardsTotalUsd: 50,
      rewardsPeriodUsd: 25,
    });
    expect((await call('GET', '/internal/topics/999999/engagement')).statusCode).toBe(404);
  });
});

describe('PATCH internal/topics/{id}: only the fields sent change (design.md)', () => {
  it('changes one field sent alone and keeps every other', async () => {
    const topic = (await call('POST', '/internal/topics', form({ hideAnswers: false, rewardEnabled: false }))).json();
    for (const patch of [
      { title: 'Only the title changes' },
      { rewardEnabled: true },
      { specialties: [dermatology] },
    ]) {
      const before = (await call('GET', `/internal/topics/${topic.id}`)).json();
      const res = await call('PATCH', `/internal/topics/${topic.id}`, patch);
      expect(res.statusCode).toBe(200);
      const { updatedAt: _before, ...kept } = before;
      const { updatedAt: _after, ...now } = res.json();
      expect(now).toEqual({ ...kept, ...patch });
    }
  });

  it('checks the merged question whole: a publish date after the stored expiration is refused and nothing changes', async () => {
    const topic = (await call('POST', '/internal/topics', form())).json();
    const before = (await call('GET', `/internal/topics/${topic.id}`)).json();
    const late = new Date(Date.parse(topic.expirationDate) + DAY).toISOString();
    const res = await call('PATCH', `/internal/topics/${topic.id}`, { publishDate: late });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      message: 'Publish date must come before the expiration date',
      errors: [{ path: 'body.publishDate', message: 'Publish date must come before the expiration date' }],
    });
    // Taking away the last specialty of a question without an NPI list is refused too.
    const bare = await call('PATCH', `/internal/topics/${topic.id}`, { specialties: [] });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().errors).toEqual([{ path: 'body.specialties', message: expect.any(String) }]);
    expect((await call('GET', `/internal/topics/${topic.id}`)).json()).toEqual(before);
  });
});
