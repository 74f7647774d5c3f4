import { CAMPAIGN_KINDS, NPI_AUDIENCES, SPECIALTY_AUDIENCES, TOPIC_AUDIENCES } from '@pc/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAnswer, buildTopic, buildTopicView, buildUser, specialtyId } from '../../test/factories.js';
import { type SmtpReceiver, startSmtpReceiver } from '../../test/smtp-receiver.js';
import { type TestApp, createTestApp } from '../../test/test-app.js';
import { sendCampaign } from '../campaigns/campaign-send.job.js';

/**
 * A member who unsubscribed is left out of every campaign, whatever its kind (question, specialty,
 * NPI list) and audience: each is created through the API and delivered through a real SMTP
 * receiver, and must reach the member who stayed but not the one who left. The list of kinds and
 * audiences comes from the contracts, so a new one fails here until it is covered.
 */
type User = Awaited<ReturnType<typeof buildUser>>;

let t: TestApp;
let smtp: SmtpReceiver;
let moderator: User;
let leaving: User;
let staying: User;
/** Both members opened and answered it (viewed, responded). */
let answered: Awaited<ReturnType<typeof buildTopic>>;
/** Neither member opened it (not_viewed, not_responded). */
let unopened: Awaited<ReturnType<typeof buildTopic>>;
let ophthalmology: number;

beforeAll(async () => {
  smtp = await startSmtpReceiver();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://peer.example.org' });
  const db = t.database.db;
  moderator = await buildUser(db, { role: 'moderator' });
  leaving = await buildUser(db, { role: 'hcp', specialty: 'Ophthalmology' });
  staying = await buildUser(db, { role: 'hcp', specialty: 'Ophthalmology' });
  ophthalmology = await specialtyId(db, 'Ophthalmology');
  answered = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Ophthalmology'] });
  unopened = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Ophthalmology'] });
  for (const member of [leaving, staying]) {
    await buildTopicView(db, { topicId: answered.id, userId: member.id });
    await buildAnswer(db, { topicId: answered.id, userId: member.id });
  }
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** Creates a campaign through the API and delivers it; the addresses it reached. */
async function deliver(url: string, payload: object): Promise<string[]> {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: await t.authAs(moderator), payload });
  expect(res.statusCode, res.body).toBe(200);
  smtp.delivered.length = 0;
  await sendCampaign(t.app, res.json().campaign.id as number);
  return smtp.delivered.map((m) => m.to);
}

/** Every audience of every kind, with a request that reaches both members while they are subscribed. */
const campaigns: { kind: (typeof CAMPAIGN_KINDS)[number]; audience: string; send: () => Promise<string[]> }[] = [
  ...TOPIC_AUDIENCES.map((audience) => ({
    kind: 'topic' as const,
    audience,
    send: () =>
      deliver('/campaigns', {
        topicId: audience.startsWith('not_') ? unopened.id : answered.id,
        name: `Question ${audience}`,
        targetAudience: audience,
      }),
  })),
  ...SPECIALTY_AUDIENCES.map((audience) => ({
    kind: 'specialty' as const,
    audience,
    send: () =>
      deliver('/campaigns/specialty', {
        name: `Specialty ${audience}`,
        targetAudience: audience,
        checkedSpecialties: [ophthalmology],
      }),
  })),
  ...NPI_AUDIENCES.flatMap((audience) =>
    // An NPI row with its question, and one without (any active question of the member's).
    [true, false].map((withQuestion) => ({
      kind: 'npi' as const,
      audience: `${audience} (${withQuestion ? 'rows naming a question' : 'bare NPIs'})`,
      send: () =>
        deliver('/campaigns/npi', {
          name: `NPI ${audience}`,
          targetAudience: audience,
          npiRows: [leaving.npi, staying.npi].map((npi) => (withQuestion ? `${npi},${unopened.id}` : `${npi}`)),
        }),
    })),
  ),
];

describe('an unsubscribed member is left out of every kind of campaign', () => {
  it('covers every campaign kind of the contracts', () => {
    expect(new Set(campaigns.map((c) => c.kind))).toEqual(new Set(CAMPAIGN_KINDS));
  });

  it.each(campaigns)('$kind, $audience: reaches both members while they are subscribed', async ({ send }) => {
    expect((await send()).sort()).toEqual(expect.arrayContaining([leaving.email, staying.email]));
  });

  it('unsubscribes through the link of a delivered campaign', async () => {
    await deliver('/campaigns', { topicId: answered.id, name: 'The last one', targetAudience: 'eligible' });
    const raw = smtp.delivered.find((m) => m.to === leaving.email)!.raw;
    const link = /<https:\/\/peer\.example\.org(\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]+)>/.exec(raw)?.[1];
    expect(link).toBeDefined();
    const res = await t.app.inject({
      method: 'POST',
      url: link!,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(campaigns)('$kind, $audience: leaves the unsubscribed member out', async ({ send }) => {
    const reached = await send();
    expect(reached).toContain(staying.email);
    expect(reached).not.toContain(leaving.email);
  });
});
