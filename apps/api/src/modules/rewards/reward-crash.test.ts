import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CrashRig,
  type Delivery,
  crashTestsAvailable,
  exited,
  openCrashRig,
  waitUntil,
} from '../../test/crash-rig.js';
import { buildReward, buildTopic, buildUser } from '../../test/factories.js';
import { PROCESSING_OPTIONS, REWARD_PROCESSING_JOB } from './reward-processing.job.js';

/**
 * The server is killed (SIGKILL) in the middle of e-mailing a week's gift cards and started again; a
 * real SMTP receiver must end up with each code exactly once (the campaign sender's proof; runs on
 * PostgreSQL only, see test/crash-rig.ts).
 */
const REWARDS = 12;
const KILL_AT = 5;
const WEEK = 7 * 24 * 3600 * 1000;

const withCodes = (d: Delivery) => ({ ...d, codes: [...new Set(d.raw.match(/CRASH-CODE-\d{4}/g) ?? [])] });

describe.skipIf(!crashTestsAvailable)('gift-card e-mails survive a killed server', () => {
  let rig: CrashRig;
  beforeAll(async () => {
    rig = await openCrashRig('reward_crash');
  });
  afterAll(() => rig?.close());

  it('e-mails each code exactly once after a SIGKILL mid-run and a restart', async () => {
    const { database, delivered } = rig;
    const db = database.db;
    const moderator = await buildUser(db, { role: 'moderator' });
    const topic = await buildTopic(db, { authorUserId: moderator.id });
    const members = [];
    for (let i = 0; i < REWARDS; i++) {
      const member = await buildUser(db, { role: 'hcp' });
      await buildReward(db, { userId: member.id, topicId: topic.id, earnedAt: new Date(Date.now() - WEEK + i) });
      members.push(member);
    }
    const codes = members.map((_, i) => `CRASH-CODE-${String(i + 1).padStart(4, '0')}`);
    await database.executeSql('insert into gift_card_codes (code, value_cents) select unnest($1::text[]), 2500', [
      codes,
    ]);
    // Queued exactly as the Monday schedule queues it.
    await rig.queueJob(REWARD_PROCESSING_JOB, {}, PROCESSING_OPTIONS);

    // First server: killed while the relay holds message KILL_AT (before it is accepted).
    await rig.killWhileSending(rig.startServer(), KILL_AT);
    expect(delivered).toHaveLength(KILL_AT - 1);
    const { rows: midway } = await database.executeSql(
      `select count(*) filter (where emailed_at is not null)::int as sent,
        count(*) filter (where email_attempted_at is not null and emailed_at is null)::int as in_flight,
        count(*) filter (where gift_card_code_id is not null)::int as assigned
      from rewards`,
    );
    expect(midway[0]).toEqual({ sent: KILL_AT - 1, in_flight: 1, assigned: REWARDS });

    // Second server: resumes once the dead processor's lease runs out.
    rig.acceptEverything();
    const second = rig.startServer();
    await waitUntil(async () => {
      const { rows } = await database.executeSql('select count(*)::int as n from rewards where emailed_at is null');
      return rows[0]?.n === 0;
    }, 90_000);
    second.kill('SIGTERM');
    await exited(second);

    const refused = rig.refused.map(withCodes);
    const sent = delivered.map(withCodes);
    expect(sent.map((d) => d.to).sort()).toEqual(members.map((m) => m.email).sort());
    expect(sent.flatMap((d) => d.codes).sort()).toEqual([...codes].sort());
    expect(sent.every((d) => d.codes.length === 1)).toBe(true);
    expect(new Set(sent.map((d) => d.messageId)).size).toBe(REWARDS);
    // The refused message was sent again, with the same code and Message-ID.
    expect(refused).toHaveLength(1);
    const again = sent.find((d) => d.to === refused[0]!.to);
    expect(again?.messageId).toBe(refused[0]!.messageId);
    expect(again?.codes).toEqual(refused[0]!.codes);
    // Each member's code is the one their reward holds.
    const { rows } = await database.executeSql(
      `select u.email, g.code from rewards r join users u on u.id = r.user_id join gift_card_codes g on g.id = r.gift_card_code_id`,
    );
    for (const row of rows as { email: string; code: string }[]) {
      expect(sent.find((d) => d.to === row.email)?.codes).toEqual([row.code]);
    }
    // The run that finished the job is in the audit log, as the system's.
    const { rows: audit } = await database.executeSql(
      `select after from audit_log where entity = 'reward_processing' and actor_id is null`,
    );
    expect(audit).toEqual([{ after: { assigned: 0, emailed: REWARDS - (KILL_AT - 1) } }]);
  }, 150_000);
});
