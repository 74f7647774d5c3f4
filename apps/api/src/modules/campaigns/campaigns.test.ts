import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildAnswer, buildTopic, buildTopicView, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { sendCampaign } from './campaign-send.job.js';

type User = Awaited<ReturnType<typeof buildUser>>;

let t: TestApp;
let moderator: User;
let question: Awaited<ReturnType<typeof buildTopic>>;
let mappedQuestion: Awaited<ReturnType<typeof buildTopic>>;
/** Seeded members: Cardiology a (answered + viewed), b (viewed), c (neither), d (deleted answer); others. */
const m: Record<string, User> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  moderator = await buildUser(db, { role: 'moderator' });
  m.a = await buildUser(db, { role: 'hcp', specialty: 'Cardiology', firstName: '=HYPERLINK("x")' });
  m.b = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
  m.c = await buildUser(db, { role: 'test_hcp', specialty: 'Cardiology' });
  m.d = await buildUser(db, { role: 'hcp', specialty: 'Cardiology' });
  m.disabled = await buildUser(db, { role: 'hcp', specialty: 'Cardiology', disabled: true });
  m.derm = await buildUser(db, { role: 'hcp', specialty: 'Dermatology' });
  m.neuro = await buildUser(db, { role: 'hcp', specialty: 'Neurology' });
  m.salesDemo = await buildUser(db, { role: 'sales_demo', specialty: 'Cardiology' });
  question = await buildTopic(db, {
    authorUserId: moderator.id,
    specialties: ['Cardiology'],
    title: 'Cardio question',
  });
  mappedQuestion = await buildTopic(db, {
    authorUserId: moderator.id,
    specialties: ['Cardiology'],
    useNpiMap: true,
    npis: [m.derm.npi!],
  });
  await buildAnswer(db, { topicId: question.id, userId: m.a.id, text: '@SUM(1) answer, with "quotes"\nand a line' });
  await buildAnswer(db, { topicId: question.id, userId: m.derm.id });
  await buildAnswer(db, { topicId: question.id, userId: m.d.id, deletedAt: new Date() });
  await buildTopicView(db, { topicId: question.id, userId: m.a.id });
  await buildTopicView(db, { topicId: question.id, userId: m.b.id });
});
afterAll(() => t.close());

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, user: User = moderator) {
  return t.app.inject({ method, url: `/api/v1${url}`, payload: payload as object, headers: await t.authAs(user) });
}

async function recipients(campaignId: number): Promise<number[]> {
  const { rows } = await t.database.executeSql(
    'select user_id from campaign_recipients where campaign_id = $1 order by user_id',
    [campaignId],
  );
  return rows.map((r) => r.user_id);
}

const ids = (...users: User[]) => users.map((u) => u.id).sort((x, y) => x - y);

async function createAndSend(url: string, body: object) {
  const res = await call('POST', url, body);
  expect(res.statusCode).toBe(200);
  const id = res.json().campaign.id as number;
  await sendCampaign(t.app, id);
  return id;
}

describe('question campaigns', () => {
  it('answers with the stored campaign and a data-prefixed JSON message', async () => {
    const res = await call('POST', '/campaigns', {
      topicId: question.id,
      name: 'Reminder',
      targetAudience: 'eligible',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(`data: {"campaignId":${body.campaign.id},"status":"queued"}`);
    expect(body.campaign).toMatchObject({
      kind: 'topic',
      topicId: question.id,
      name: 'Reminder',
      targetAudience: 'eligible',
      segmentSize: null,
      targetListCreatedAt: null,
    });
    const list = (await call('GET', `/campaigns?topicId=${question.id}`)).json();
    expect(list.map((c: { id: number }) => c.id)).toContain(body.campaign.id);
  });

  it('computes every audience on seeded data', async () => {
    const audience = async (targetAudience: string) =>
      recipients(await createAndSend('/campaigns', { topicId: question.id, name: targetAudience, targetAudience }));
    expect(await audience('eligible')).toEqual(ids(m.a!, m.b!, m.c!, m.d!));
    // Not responded: exactly the eligible members without a (live) answer.
    expect(await audience('not_responded')).toEqual(ids(m.b!, m.c!, m.d!));
    expect(await audience('responded')).toEqual(ids(m.a!, m.derm!));
    expect(await audience('viewed')).toEqual(ids(m.a!, m.b!));
    expect(await audience('not_viewed')).toEqual(ids(m.c!, m.d!));
    const all = await audience('all');
    expect(all).toEqual(expect.arrayContaining(ids(m.a!, m.b!, m.c!, m.d!, m.derm!, m.neuro!)));
    expect(all).not.toContain(m.disabled!.id);
    expect(all).not.toContain(m.salesDemo!.id);
    expect(all).not.toContain(moderator.id);
  });

  it('reaches exactly the mapped members of an NPI-mapped question', async () => {
    const id = await createAndSend('/campaigns', {
      topicId: mappedQuestion.id,
      name: 'Mapped',
      targetAudience: 'eligible',
    });
    expect(await recipients(id)).toEqual([m.derm!.id]);
  });

  it('builds the target list once, sends each recipient one message, and records the counts', async () => {
    const outboxBefore = (await readOutbox(t.config.mail.outboxDir)).length;
    const id = await createAndSend('/campaigns', {
      topicId: question.id,
      name: 'Once',
      targetAudience: 'not_responded',
    });
    await sendCampaign(t.app, id);
    const campaign = (await call('GET', `/campaigns?topicId=${question.id}`))
      .json()
      .find((c: { id: number }) => c.id === id);
    expect(campaign).toMatchObject({
      segmentSize: 3,
      sentCount: 3,
      targetListCreatedAt: expect.any(String),
      sentAt: expect.any(String),
    });
    const outbox = (await readOutbox(t.config.mail.outboxDir)).slice(0, 3);
    expect((await readOutbox(t.config.mail.outboxDir)).length - outboxBefore).toBe(3);
    expect(outbox.map((e) => e.to).sort()).toEqual([m.b!.email, m.c!.email, m.d!.email].sort());
    expect(outbox[0]).toMatchObject({
      subject: 'Your peers want your consult: Cardio question',
      messageId: expect.stringMatching(new RegExp(`^<campaign-${id}\\.member-\\d+@localhost>$`)),
    });
    expect(outbox[0]!.text).toContain(`http://localhost:3000/questions/${question.id}`);
    const stats = (await call('GET', `/internal/topics/${question.id}/engagement`)).json();
    expect(stats.emailsCount).toBeGreaterThanOrEqual(3);
    expect(stats.targetSize).toBeGreaterThanOrEqual(4);
  });

  it('after a crash resends only the message that was in flight, never the recorded ones', async () => {
    const res = await call('POST', '/campaigns', { topicId: question.id, name: 'Crash', targetAudience: 'eligible' });
    const id = res.json().campaign.id as number;
    // A sender that died: the list was built, one member recorded as sent, one claimed but not
    // recorded, and its lease ran out.
    await t.database.db.execute(sql`update campaigns set target_list_created_at = now(), segment_size = 4,
      send_lease_owner = 'dead-worker', send_lease_until = now() - interval '1 second' where id = ${id}`);
    await t.database.db.execute(sql`insert into campaign_recipients (campaign_id, user_id, email, topic_id, attempted_at, sent_at)
      values (${id}, ${m.a!.id}, ${m.a!.email}, ${question.id}, now(), now()),
             (${id}, ${m.b!.id}, ${m.b!.email}, ${question.id}, now(), null),
             (${id}, ${m.c!.id}, ${m.c!.email}, ${question.id}, null, null)`);
    const before = (await readOutbox(t.config.mail.outboxDir)).length;
    await sendCampaign(t.app, id);
    const sent = (await readOutbox(t.config.mail.outboxDir)).slice(0, 2);
    expect((await readOutbox(t.config.mail.outboxDir)).length - before).toBe(2);
    expect(sent.map((e) => e.to).sort()).toEqual([m.b!.email, m.c!.email].sort());
    expect(await recipients(id)).toEqual(ids(m.a!, m.b!, m.c!));
  });

  it('does not send while another live sender holds the lease, nor for a deleted campaign', async () => {
    const held = (
      await call('POST', '/campaigns', { topicId: question.id, name: 'Held', targetAudience: 'eligible' })
    ).json();
    await t.database.db.execute(sql`update campaigns set send_lease_owner = 'live', send_lease_until = now() + interval '1 minute'
      where id = ${held.campaign.id}`);
    await sendCampaign(t.app, held.campaign.id);
    expect(await recipients(held.campaign.id)).toEqual([]);

    const deleted = (
      await call('POST', '/campaigns', { topicId: question.id, name: 'Gone', targetAudience: 'eligible' })
    ).json();
    expect((await call('DELETE', `/campaigns/${deleted.campaign.id}`)).json()).toEqual({ success: true });
    await sendCampaign(t.app, deleted.campaign.id);
    expect(await recipients(deleted.campaign.id)).toEqual([]);
    expect((await call('DELETE', `/campaigns/${deleted.campaign.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input and roles other than moderators and administrators', async () => {
    const bad = await call('POST', '/campaigns', { topicId: question.id, name: ' ', targetAudience: 'everyone' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'body.name', message: 'Required' },
      { path: 'body.targetAudience', message: 'Unknown target audience' },
    ]);
    expect((await call('POST', '/campaigns', { topicId: 999_999, name: 'x', targetAudience: 'all' })).statusCode).toBe(
      404,
    );
    const iq = await buildUser(t.database.db, {
      role: 'iq_moderator',
      extraPermissions: ['all_patient_cases_management'],
    });
    expect(
      (await call('POST', '/campaigns', { topicId: question.id, name: 'x', targetAudience: 'all' }, iq)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/campaigns?topicId=${question.id}`, undefined, iq)).statusCode).toBe(200);
    expect((await call('GET', `/campaigns?topicId=${question.id}`, undefined, m.a)).statusCode).toBe(403);
    const admin = await buildUser(t.database.db, { role: 'administrator' });
    expect(
      (await call('POST', '/campaigns', { topicId: question.id, name: 'x', targetAudience: 'all' }, admin)).statusCode,
    ).toBe(200);
  });
});

describe('specialty and NPI campaigns', () => {
  it('reaches members of the checked specialties (eligible: with an active question for them)', async () => {
    const db = t.database.db;
    const pediatrician = await buildUser(db, { role: 'hcp', specialty: 'Pediatrics' });
    const [derm, peds] = (
      await t.database.executeSql(
        "select id from specialties where name in ('Dermatology', 'Pediatrics') order by name",
      )
    ).rows.map((r) => r.id as number);
    const all = await createAndSend('/campaigns/specialty', {
      name: 'Derm and peds',
      targetAudience: 'all_specialty',
      checkedSpecialties: [derm, peds],
    });
    expect(await recipients(all)).toEqual(expect.arrayContaining(ids(m.derm!, pediatrician)));
    const eligible = await createAndSend('/campaigns/specialty', {
      name: 'Eligible',
      targetAudience: 'eligible_specialty',
      checkedSpecialties: [derm, peds],
    });
    // The dermatologist is mapped to an active question; no question targets pediatrics.
    expect(await recipients(eligible)).toEqual([m.derm!.id]);
    const none = await call('POST', '/campaigns/specialty', {
      name: 'x',
      targetAudience: 'all_specialty',
      checkedSpecialties: [],
    });
    expect(none.json().message).toBe('Select at least one specialty');
    const unknown = await call('POST', '/campaigns/specialty', {
      name: 'x',
      targetAudience: 'all_specialty',
      checkedSpecialties: [99_999],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('reaches listed NPIs, with the row question or any active one for eligible', async () => {
    const all = await createAndSend('/campaigns/npi', {
      name: 'List',
      targetAudience: 'all_npi',
      npiRows: [m.neuro!.npi, `${m.b!.npi},${question.id}`, m.b!.npi, '0000000000', ''],
    });
    expect(await recipients(all)).toEqual(ids(m.neuro!, m.b!));
    const eligible = await createAndSend('/campaigns/npi', {
      name: 'Eligible list',
      targetAudience: 'eligible_npi',
      npiRows: [m.neuro!.npi, `${m.c!.npi},${question.id}`, `${m.derm!.npi},${question.id}`],
    });
    expect(await recipients(eligible)).toEqual([m.c!.id]);
    const bad = await call('POST', '/campaigns/npi', { name: 'x', targetAudience: 'all_npi', npiRows: ['123', 'abc'] });
    expect(bad.json().message).toBe('Row 2 has an invalid format, should be "NPI" or "NPI,questionId"');
    const unknownQuestion = await call('POST', '/campaigns/npi', {
      name: 'x',
      targetAudience: 'all_npi',
      npiRows: ['123,999999'],
    });
    expect(unknownQuestion.json().message).toBe('Question 999999 does not exist');
  });

  it('pages the campaigns that are not tied to a question', async () => {
    const page = (await call('GET', '/campaigns/general?count=2&pageNumber=1')).json();
    expect(page.meta).toEqual({ total: 4, page: 1 });
    expect(page.data).toHaveLength(2);
    expect(page.data.every((c: { topicId: number | null }) => c.topicId === null)).toBe(true);
  });
});

describe('downloads', () => {
  it('serves the target list as spreadsheet-safe CSV once it exists', async () => {
    const pending = (
      await call('POST', '/campaigns', { topicId: question.id, name: 'Pending list', targetAudience: 'eligible' })
    ).json();
    const early = await call('GET', `/target_list/${pending.campaign.id}`);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('target_list_pending');
    await sendCampaign(t.app, pending.campaign.id);

    const link = (await call('GET', `/target_list/${pending.campaign.id}`)).json();
    expect(link).toEqual({
      url: `/api/v1/target_list/${pending.campaign.id}/csv`,
      segmentName: `campaign-${pending.campaign.id}-pending-list`,
    });
    const res = await t.app.inject({ url: link.url, headers: await t.authAs(moderator) });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${link.segmentName}.csv"; filename*=UTF-8''${link.segmentName}.csv`,
    );
    const body = res.rawPayload.toString('utf8');
    expect(body.startsWith('\uFEFF"User ID","First Name"')).toBe(true);
    expect(body.endsWith('\r\n')).toBe(true);
    expect(body.split('\r\n')).toHaveLength(6);
    // A name that a spreadsheet would run as a formula is neutralised.
    expect(body).toContain(`"'=HYPERLINK(""x"")"`);
    expect((await t.app.inject({ url: link.url })).statusCode).toBe(401);
    expect((await t.app.inject({ url: link.url, headers: await t.authAs(m.a!) })).statusCode).toBe(403);
  });

  it('names a download in any script (RFC 6266 filename*, with an ASCII fallback)', async () => {
    const created = await call('POST', '/campaigns', {
      topicId: question.id,
      name: 'Kardiologie Übersicht 心脏',
      targetAudience: 'eligible',
    });
    const id = created.json().campaign.id as number;
    await sendCampaign(t.app, id);
    const link = (await call('GET', `/target_list/${id}`)).json();
    expect(link.segmentName).toBe(`campaign-${id}-kardiologie-übersicht-心脏`);
    const res = await t.app.inject({ url: link.url, headers: await t.authAs(moderator) });
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="campaign-${id}-kardiologie-ubersicht-__.csv"; ` +
        `filename*=UTF-8''campaign-${id}-kardiologie-%C3%BCbersicht-%E5%BF%83%E8%84%8F.csv`,
    );
  });

  it('writes dates as ISO 8601 (UTC), not in PostgreSQL’s text form', async () => {
    const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
    const cells = (line: string) => line.split('","').map((c) => c.replace(/^\uFEFF?"|"$/g, ''));
    const report = (await call('GET', `/target_list/answer_report/${question.id}`)).json();
    const answerLines = (await t.app.inject({ url: report.url, headers: await t.authAs(moderator) })).rawPayload
      .toString('utf8')
      .split('\r\n')
      .filter((line) => line.includes('"Answer"'));
    expect(answerLines.length).toBeGreaterThan(0);
    for (const line of answerLines) {
      const [, , , createdAt, updatedAt] = cells(line);
      expect(createdAt).toMatch(ISO);
      expect(updatedAt).toMatch(ISO);
    }

    const created = await call('POST', '/campaigns', {
      topicId: question.id,
      name: 'Dates',
      targetAudience: 'eligible',
    });
    const id = created.json().campaign.id as number;
    await sendCampaign(t.app, id);
    const list = (await call('GET', `/target_list/${id}`)).json();
    const rows = (await t.app.inject({ url: list.url, headers: await t.authAs(moderator) })).rawPayload
      .toString('utf8')
      .split('\r\n')
      .slice(1, -1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(cells(row).at(-1)).toMatch(ISO);
  });

  it('serves the answer report and the users and specialties list', async () => {
    const link = (await call('GET', `/target_list/answer_report/${question.id}`)).json();
    expect(link.fileName).toMatch(new RegExp(`^answer-report-question-${question.id}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const body = (await t.app.inject({ url: link.url, headers: await t.authAs(moderator) })).rawPayload.toString(
      'utf8',
    );
    const lines = body.split('\r\n');
    expect(lines[0]).toBe(
      '\uFEFF"Response ID","Type","Reply To","Created At","Updated At","Member ID","First Name","Last Name","NPI","Specialty","Text","Agree","Disagree"',
    );
    // Two live answers (the deleted one is left out); quotes doubled, the formula prefixed, newlines kept inside the quotes.
    expect(body).toContain(`"'@SUM(1) answer, with ""quotes""\nand a line"`);
    expect(body.match(/"Answer"/g)).toHaveLength(2);
    expect((await call('GET', '/target_list/answer_report/999999')).statusCode).toBe(404);

    const users = (await call('GET', '/target_list/users_and_specs')).json();
    expect(users.url).toBe('/api/v1/target_list/users_and_specs/csv');
    const csv = (await t.app.inject({ url: users.url, headers: await t.authAs(moderator) })).rawPayload.toString(
      'utf8',
    );
    expect(csv).toContain(`"${m.neuro!.email}","${m.neuro!.npi}","Healthcare Provider","No","Neurology"`);
  });
});
