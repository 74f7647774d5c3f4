import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOutbox } from '../../mail/mailer.js';
import { buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { CAMPAIGN_SEND_JOB, campaignJobs } from './campaign-send.job.js';

/**
 * The Create emails page's campaigns (specialty and NPI lists) are sent by the same job as a
 * question's: queued at creation, and mailing each recipient once however often the job runs.
 */
type User = Awaited<ReturnType<typeof buildUser>>;

let t: TestApp;
let moderator: User;
let pediatricians: User[];
let listed: User;
let question: Awaited<ReturnType<typeof buildTopic>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  moderator = await buildUser(db, { role: 'moderator' });
  pediatricians = [
    await buildUser(db, { role: 'hcp', specialty: 'Pediatrics' }),
    await buildUser(db, { role: 'test_hcp', specialty: 'Pediatrics' }),
  ];
  listed = await buildUser(db, { role: 'hcp', specialty: 'Neurology' });
  question = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Neurology'], title: 'Migraine rescue' });
});
afterAll(() => t.close());

const sendHandler = campaignJobs.find((j) => j.name === CAMPAIGN_SEND_JOB)!.handler;

async function create(url: string, body: object): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload: body,
    headers: await t.authAs(moderator),
  });
  expect(res.statusCode).toBe(200);
  return res.json().campaign.id;
}

/** The send jobs pg-boss holds for the campaign (what a worker would run). */
async function queuedSends(campaignId: number): Promise<number> {
  const { rows } = await t.database.executeSql(
    "select count(*)::int as n from pgboss.job where name = $1 and data->>'campaignId' = $2",
    [CAMPAIGN_SEND_JOB, String(campaignId)],
  );
  return rows[0].n;
}

async function mailsOf(campaignId: number) {
  return (await readOutbox(t.config.mail.outboxDir)).filter((e) => e.messageId?.startsWith(`<campaign-${campaignId}.`));
}

async function campaignOf(campaignId: number) {
  const page = await t.app.inject({ url: '/api/v1/campaigns/general?count=100', headers: await t.authAs(moderator) });
  return page.json().data.find((c: { id: number }) => c.id === campaignId);
}

describe('specialty and NPI campaigns go through the exactly-once sender', () => {
  it('a specialty e-mail is queued, then mails each member of the specialty once even when the job runs again', async () => {
    const { rows } = await t.database.executeSql("select id from specialties where name = 'Pediatrics'");
    const id = await create('/campaigns/specialty', {
      name: 'Pediatrics update',
      targetAudience: 'all_specialty',
      checkedSpecialties: [rows[0].id],
    });
    expect(await queuedSends(id)).toBe(1);
    await sendHandler({ campaignId: id }, t.app);
    // A retried or resumed job finds nothing left to send.
    await sendHandler({ campaignId: id }, t.app);
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.to).sort()).toEqual(pediatricians.map((p) => p.email).sort());
    expect(mails[0]!.subject).toBe('New clinical questions are waiting for your consult');
    expect(await campaignOf(id)).toMatchObject({ segmentSize: 2, sentCount: 2, sentAt: expect.any(String) });
  });

  it("an NPI e-mail is queued, then mails each listed member once, inviting to the row's question", async () => {
    const id = await create('/campaigns/npi', {
      name: '2026-11-24-csv-input',
      targetAudience: 'all_npi',
      npiRows: [`${listed.npi},${question.id}`, '', listed.npi, '0000000000'],
    });
    expect(await queuedSends(id)).toBe(1);
    await sendHandler({ campaignId: id }, t.app);
    await sendHandler({ campaignId: id }, t.app);
    const mails = await mailsOf(id);
    expect(mails.map((m) => m.to)).toEqual([listed.email]);
    expect(mails[0]!.subject).toBe('Your peers want your consult: Migraine rescue');
    expect(mails[0]!.text).toContain(`/questions/${question.id}`);
    expect(await campaignOf(id)).toMatchObject({ segmentSize: 1, sentCount: 1, npiRowsCount: 3 });
  });

  it('refuses a bad NPI line by its number and stores nothing', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/campaigns/npi',
      payload: { name: 'Bad list', targetAudience: 'all_npi', npiRows: [listed.npi, '', `${'9'.repeat(19)}`] },
      headers: await t.authAs(moderator),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Row 3: Maximum characters NPI field support is 18');
    const page = await t.app.inject({ url: '/api/v1/campaigns/general?count=100', headers: await t.authAs(moderator) });
    expect(page.json().data.map((c: { name: string }) => c.name)).not.toContain('Bad list');
  });
});
