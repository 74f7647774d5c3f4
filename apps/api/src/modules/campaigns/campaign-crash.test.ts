import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashRig, crashTestsAvailable, exited, openCrashRig, waitUntil } from '../../test/crash-rig.js';
import { buildTopic, buildUser } from '../../test/factories.js';
import { CAMPAIGN_SEND_JOB, SEND_OPTIONS } from './campaign-send.job.js';
import { insertCampaign } from './campaigns.queries.js';

/**
 * The server is killed (SIGKILL) in the middle of a campaign and started again; a real SMTP receiver
 * must end up with every recipient exactly once (runs on PostgreSQL only, see test/crash-rig.ts).
 */
const RECIPIENTS = 12;
const KILL_AT = 5;

describe.skipIf(!crashTestsAvailable)('campaign sending survives a killed server', () => {
  let rig: CrashRig;
  beforeAll(async () => {
    rig = await openCrashRig('campaign_crash');
  });
  afterAll(() => rig?.close());

  it('mails every recipient exactly once after a SIGKILL mid-send and a restart', async () => {
    const { database, delivered, refused } = rig;
    const db = database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id, specialties: ['Cardiology'] });
    const members = [];
    for (let i = 0; i < RECIPIENTS; i++) members.push(await buildUser(db, { role: 'hcp', specialty: 'Cardiology' }));
    const campaignId = await insertCampaign(db, {
      kind: 'topic',
      topicId: topic.id,
      name: 'Crash test',
      template: 'question_invitation',
      targetAudience: 'eligible',
      specialtyIds: [],
      npiRows: [],
      createdByUserId: moderator.id,
    });
    // Queued exactly as the create-campaign route queues it.
    await rig.queueJob(CAMPAIGN_SEND_JOB, { campaignId }, SEND_OPTIONS);

    // First server: killed while the relay holds message KILL_AT (before it is accepted).
    await rig.killWhileSending(rig.startServer(), KILL_AT);
    expect(delivered).toHaveLength(KILL_AT - 1);
    const { rows: midway } = await database.executeSql(
      `select count(*) filter (where sent_at is not null)::int as sent,
        count(*) filter (where attempted_at is not null and sent_at is null)::int as in_flight
      from campaign_recipients where campaign_id = $1`,
      [campaignId],
    );
    expect(midway[0]).toEqual({ sent: KILL_AT - 1, in_flight: 1 });

    // Second server: resumes once the dead sender's lease runs out.
    rig.acceptEverything();
    const second = rig.startServer();
    await waitUntil(async () => {
      const { rows } = await database.executeSql('select sent_at from campaigns where id = $1', [campaignId]);
      return rows[0]?.sent_at !== null;
    }, 90_000);
    second.kill('SIGTERM');
    await exited(second);

    const emails = members.map((m) => m.email).sort();
    expect(delivered.map((d) => d.to).sort()).toEqual(emails);
    expect(new Set(delivered.map((d) => d.messageId)).size).toBe(RECIPIENTS);
    // The refused message was sent again under the same Message-ID.
    expect(refused).toHaveLength(1);
    expect(delivered.find((d) => d.to === refused[0]!.to)?.messageId).toBe(refused[0]!.messageId);
    const { rows } = await database.executeSql(
      'select count(*) filter (where sent_at is not null)::int as sent, count(*)::int as total from campaign_recipients where campaign_id = $1',
      [campaignId],
    );
    expect(rows[0]).toEqual({ sent: RECIPIENTS, total: RECIPIENTS });
  }, 150_000);
});
