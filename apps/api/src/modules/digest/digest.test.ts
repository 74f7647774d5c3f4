import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { readOutbox } from '../../mail/mailer.js';
import { buildMember, buildTopic, buildUser } from '../../test/factories.js';
import { type TestApp, createTestApp, testDbKind } from '../../test/test-app.js';
import { jobDefinitions } from '../index.js';
import { fanOutNewAnswers } from '../notifications/notification-fanout.js';
import { saveSettings } from '../notifications/notification-settings.queries.js';
import { mondayMorningSomewhere, runDigest } from './digest.job.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;

/**
 * Every test acts in a week of its own (the job takes `now`), with its items dated inside that week,
 * so the members of one test never receive another's content. Weeks start at the Monday (00:00 UTC)
 * a week after the one of the real clock, so nothing the factories date "now" falls in them.
 */
const firstMonday = (() => {
  const d = new Date();
  d.setUTCHours(0, 0, 0, 0);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * DAY + 14 * DAY);
})();
let weeks = 0;
const nextWeek = () => new Date(firstMonday.getTime() + 7 * DAY * weeks++);
const plus = (at: Date, ms: number) => new Date(at.getTime() + ms);

const call = async (user: { id: number }, method: 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: await t.authAs(user), payload: payload as object });

const mailsTo = async (email: string) => (await readOutbox(t.config.mail.outboxDir)).filter((m) => m.to === email);

/** Dates the member's notifications (made by the API at the real time) at `at`. */
/** Moves a member's notifications into the digest's week, once the minute's fan-out has counted new answers. */
const backdateNotifications = async (userId: number, at: Date) => {
  await fanOutNewAnswers(t.app.db);
  await t.database.db.execute(sql`update notifications set created_at = ${at.toISOString()}::timestamptz,
    updated_at = ${at.toISOString()}::timestamptz where user_id = ${userId}`);
};

const deliveriesOf = (userId: number) =>
  selectRows<{ week: string; outcome: string; items: number }>(
    t.database.db,
    sql`select week::text as week, outcome, items from digest_deliveries where user_id = ${userId} order by week`,
  );

async function publishConsensus(o: { title: string; specialty: string; publishedAt: Date; status?: string }) {
  const rows = await selectRows<{ id: number }>(
    t.database.db,
    sql`insert into consensus_summaries (status, title, consensus_type, topic_selection, data,
        published_at, submitted_at)
      values (${o.status ?? 'published'}, ${o.title}, 'case', ${o.specialty}, '{}'::jsonb,
        ${o.status === 'draft' ? null : o.publishedAt.toISOString()}::timestamptz, ${o.publishedAt.toISOString()}::timestamptz)
      returning id`,
  );
  return Number(rows[0]!.id);
}

/**
 * A question for `specialty` published two days before the week's Monday, open for a week. With
 * `liveNow`, open at the real time instead (so the API takes answers), until `moveIntoWeek`.
 */
async function questionIn(
  monday: Date,
  o: { specialty?: string; title?: string; hideAnswers?: boolean; liveNow?: boolean } = {},
) {
  const moderator = await buildUser(t.database.db, { role: 'moderator' });
  const topic = await buildTopic(t.database.db, {
    authorUserId: moderator.id,
    specialties: [o.specialty ?? 'Cardiology'],
    title: o.title,
    hideAnswers: o.hideAnswers ?? false,
    rewardEnabled: false,
    publishDate: o.liveNow ? plus(new Date(), -HOUR) : plus(monday, -2 * DAY),
    expirationDate: plus(monday, 5 * DAY),
  });
  return topic;
}

const moveIntoWeek = (topicId: number, monday: Date) =>
  t.database.db.execute(sql`update topics set publish_date = ${plus(monday, -2 * DAY).toISOString()}::timestamptz
    where id = ${topicId}`);

describe('weekly digest: once per member per week', () => {
  it('a second and third run in the same week send nothing more; the week is recorded as sent', async () => {
    const monday = nextWeek();
    const a = await buildMember(t.database.db, { specialty: 'Anesthesiology' });
    const topic = await questionIn(monday, { specialty: 'Anesthesiology', title: 'Hyperkalaemia on RAAS blockade' });
    const first = await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await runDigest(t.app, { now: plus(monday, 8 * HOUR) });
    await runDigest(t.app, { now: plus(monday, 23 * HOUR) });
    const mails = await mailsTo(a.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Your week on Peer Consults: 1 new question');
    expect(mails[0]!.text).toContain(`${t.config.publicUrl}/questions/${topic.id}`);
    const week = monday.toISOString().slice(0, 10);
    expect(await deliveriesOf(a.id)).toEqual([{ week, outcome: 'sent', items: 1 }]);
    expect(mails[0]!.messageId).toBe(`<digest-${week}.member-${a.id}@localhost>`);
  });

  it('two runs at once (small batches, interleaved) send each member one digest', async () => {
    const monday = nextWeek();
    const members = [];
    for (let i = 0; i < 7; i++) members.push(await buildMember(t.database.db, { specialty: 'Neurology' }));
    await questionIn(monday, { specialty: 'Neurology' });
    const now = plus(monday, 9 * HOUR);
    const [x, y, z] = await Promise.all([
      runDigest(t.app, { now, batchSize: 2 }),
      runDigest(t.app, { now, batchSize: 3 }),
      runDigest(t.app, { now, batchSize: 2 }),
    ]);
    for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
    // Every due member was claimed by exactly one of the runs.
    const ours = new Set(members.map((m) => m.id));
    const claimedRows = (
      await selectRows<{ user_id: number }>(
        t.database.db,
        sql`select user_id from digest_deliveries where week = ${monday.toISOString().slice(0, 10)}::date`,
      )
    ).map((r) => Number(r.user_id));
    expect(claimedRows.filter((id) => ours.has(id))).toHaveLength(members.length);
    expect(x.claimed + y.claimed + z.claimed).toBe(claimedRows.length);
  });

  it('sends nothing when the week holds nothing for the member, and does not look at them again', async () => {
    const monday = nextWeek();
    const quiet = await buildMember(t.database.db, { specialty: 'Dermatology' });
    await runDigest(t.app, { now: plus(monday, 7.25 * HOUR) });
    expect(await mailsTo(quiet.email)).toEqual([]);
    expect(await deliveriesOf(quiet.id)).toEqual([
      { week: monday.toISOString().slice(0, 10), outcome: 'empty', items: 0 },
    ]);
    const again = await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    expect(again.claimed).toBe(0);
  });

  it('a claim left unfinished by a dead sender is sent again later, with the same Message-ID', async () => {
    const monday = nextWeek();
    const a = await buildMember(t.database.db, { specialty: 'Pathology' });
    await questionIn(monday, { specialty: 'Pathology' });
    const week = monday.toISOString().slice(0, 10);
    // The dead sender claimed at 07:00 and never recorded the send.
    await t.database.db.execute(sql`insert into digest_deliveries (user_id, week, claimed_at)
      values (${a.id}, ${week}::date, ${plus(monday, 7 * HOUR).toISOString()}::timestamptz)`);
    const early = await runDigest(t.app, { now: plus(monday, 7 * HOUR + 5 * 60 * 1000) });
    expect(early.resent).toBe(0);
    expect(await mailsTo(a.email)).toEqual([]);
    const later = await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    expect(later.resent).toBe(1);
    const mails = await mailsTo(a.email);
    expect(mails.map((m) => m.messageId)).toEqual([`<digest-${week}.member-${a.id}@localhost>`]);
    expect(await deliveriesOf(a.id)).toEqual([{ week, outcome: 'sent', items: 1 }]);
  });
  it('a relay refusing a recipient for good is recorded; a relay down fails the run and a later run sends the rest once', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const [refused, unlucky, fine] = [
      await buildMember(db, { specialty: 'Thoracic Surgery' }),
      await buildMember(db, { specialty: 'Thoracic Surgery' }),
      await buildMember(db, { specialty: 'Thoracic Surgery' }),
    ];
    await questionIn(monday, { specialty: 'Thoracic Surgery' });
    const mailer = t.app.mailer;
    const send = mailer.send.bind(mailer);
    mailer.send = async (m) => {
      if (m.to === refused.email) throw Object.assign(new Error('550 no such mailbox'), { responseCode: 550 });
      if (m.to === unlucky.email) throw Object.assign(new Error('connection refused'), { code: 'ECONNREFUSED' });
      return send(m);
    };
    try {
      await expect(runDigest(t.app, { now: plus(monday, 7.5 * HOUR) })).rejects.toThrow('connection refused');
    } finally {
      mailer.send = send;
    }
    const week = monday.toISOString().slice(0, 10);
    expect(await deliveriesOf(refused.id)).toEqual([{ week, outcome: 'rejected', items: 1 }]);
    expect(await deliveriesOf(fine.id)).toEqual([{ week, outcome: 'sent', items: 1 }]);
    expect(await deliveriesOf(unlucky.id)).toEqual([{ week, outcome: null, items: null }]);
    // pg-boss's retry a minute later leaves the live claim alone; the run after it has gone stale sends it.
    expect((await runDigest(t.app, { now: plus(monday, 7.5 * HOUR + 60_000) })).sent).toBe(0);
    const later = await runDigest(t.app, { now: plus(monday, 7.75 * HOUR) });
    expect(later).toMatchObject({ sent: 1, resent: 1 });
    expect(await mailsTo(unlucky.email)).toHaveLength(1);
    expect(await mailsTo(fine.email)).toHaveLength(1);
    expect(await mailsTo(refused.email)).toEqual([]);
  });
  it.skipIf(testDbKind !== 'postgres')(
    'two instances (each its own connection pool) running at once on the same database send one each',
    async () => {
      const monday = nextWeek();
      const members = [];
      for (let i = 0; i < 12; i++) members.push(await buildMember(t.database.db, { specialty: 'Plastic Surgery' }));
      await questionIn(monday, { specialty: 'Plastic Surgery' });
      const [{ name }] = await selectRows<{ name: string }>(t.database.db, sql`select current_database() as name`);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const other = await openDatabase({ url: url.toString(), poolSize: 5 });
      try {
        const second = {
          db: other.db,
          mailer: t.app.mailer,
          config: t.config,
          log: t.app.log,
        } as unknown as FastifyInstance;
        const now = plus(monday, 7.5 * HOUR);
        const [x, y] = await Promise.all([
          runDigest(t.app, { now, batchSize: 3 }),
          runDigest(second, { now, batchSize: 3 }),
        ]);
        for (const m of members) expect(await mailsTo(m.email)).toHaveLength(1);
        expect(x.sent + y.sent).toBeGreaterThanOrEqual(members.length);
      } finally {
        await other.close();
      }
    },
  );

  it('asks the database nothing outside the hours when it is Monday morning somewhere', async () => {
    const monday = nextWeek();
    const before = t.database.queryCounter.count;
    expect(await runDigest(t.app, { now: plus(monday, 2 * DAY) })).toMatchObject({ claimed: 0 });
    expect(await runDigest(t.app, { now: plus(monday, -DAY) })).toMatchObject({ claimed: 0 });
    expect(t.database.queryCounter.count).toBe(before);
    expect(mondayMorningSomewhere(plus(monday, -7 * HOUR - 1))).toBe(false);
    expect(mondayMorningSomewhere(plus(monday, -7 * HOUR))).toBe(true);
    expect(mondayMorningSomewhere(plus(monday, 36 * HOUR - 1))).toBe(true);
    expect(mondayMorningSomewhere(plus(monday, 36 * HOUR))).toBe(false);
  });

  it('is a pg-boss cron job every 15 minutes', () => {
    expect(jobDefinitions.find((d) => d.name === 'weekly-digest')).toMatchObject({ cron: '*/15 * * * *' });
  });
});

describe('weekly digest: when and to whom', () => {
  it('goes on Monday from 07:00 in the member’s time zone (UTC when unknown), until that Monday ends', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const [auckland, losAngeles, utc] = [
      await buildMember(db, { specialty: 'Pediatrics' }),
      await buildMember(db, { specialty: 'Pediatrics' }),
      await buildMember(db, { specialty: 'Pediatrics' }),
    ];
    await saveSettings(db, auckland.id, { timeZone: 'Pacific/Auckland' }, new Date());
    await saveSettings(db, losAngeles.id, { timeZone: 'America/Los_Angeles' }, new Date());
    const topic = await questionIn(monday, { specialty: 'Pediatrics' });
    // Sunday 20:00 UTC: Monday 08:00 or 09:00 in Auckland, Sunday midday in Los Angeles and in UTC.
    await runDigest(t.app, { now: plus(monday, -4 * HOUR) });
    expect(await mailsTo(auckland.email)).toHaveLength(1);
    expect(await mailsTo(losAngeles.email)).toEqual([]);
    expect(await mailsTo(utc.email)).toEqual([]);
    // Monday 06:30 UTC: not yet for UTC.
    await runDigest(t.app, { now: plus(monday, 6.5 * HOUR) });
    expect(await mailsTo(utc.email)).toEqual([]);
    // Monday 16:00 UTC: 08:00 or 09:00 in Los Angeles; Tuesday in Auckland, which had its digest.
    await runDigest(t.app, { now: plus(monday, 16 * HOUR) });
    expect(await mailsTo(losAngeles.email)).toHaveLength(1);
    expect(await mailsTo(utc.email)).toHaveLength(1);
    expect(await mailsTo(auckland.email)).toHaveLength(1);
    // The Auckland member's week is the Monday of their own calendar.
    expect((await deliveriesOf(auckland.id)).map((d) => d.week)).toEqual([monday.toISOString().slice(0, 10)]);
    expect(topic.id).toBeGreaterThan(0);
  });

  it('a run after the member’s Monday has ended sends nothing for that week (a late server skips it)', async () => {
    const monday = nextWeek();
    const late = await buildMember(t.database.db, { specialty: 'Radiology' });
    await questionIn(monday, { specialty: 'Radiology' });
    await runDigest(t.app, { now: plus(monday, 24.5 * HOUR) });
    expect(await mailsTo(late.email)).toEqual([]);
    expect(await deliveriesOf(late.id)).toEqual([]);
  });

  it('leaves out members who turned the digest off, disabled and deleted users, and non-members', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const off = await buildMember(db, { specialty: 'Ophthalmology' });
    await saveSettings(db, off.id, { weeklyDigest: false }, new Date());
    const disabled = await buildMember(db, { specialty: 'Ophthalmology', disabled: true });
    const deleted = await buildMember(db, { specialty: 'Ophthalmology', deletedAt: new Date() });
    const moderator = await buildUser(db, { role: 'moderator', specialty: 'Ophthalmology' });
    const on = await buildMember(db, { specialty: 'Ophthalmology' });
    await questionIn(monday, { specialty: 'Ophthalmology' });
    await runDigest(t.app, { now: plus(monday, 8 * HOUR) });
    for (const u of [off, disabled, deleted, moderator]) {
      expect(await mailsTo(u.email)).toEqual([]);
      expect(await deliveriesOf(u.id)).toEqual([]);
    }
    expect(await mailsTo(on.email)).toHaveLength(1);
  });
});

describe('weekly digest: what it says', () => {
  it('a consensus already told among the activity is not listed again under the specialty’s consensuses', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const a = await buildMember(db, { specialty: 'Preventive Medicine' });
    const at = plus(monday, -2 * DAY);
    const mine = await publishConsensus({ title: 'From my case', specialty: 'Preventive Medicine', publishedAt: at });
    const other = await publishConsensus({ title: 'Another one', specialty: 'Preventive Medicine', publishedAt: at });
    await db.execute(sql`insert into notifications (user_id, kind, subject_key, subject_title, link, created_at, updated_at)
      values (${a.id}, 'consensus_published', ${`consensus:${mine}`}, 'From my case', ${`/consensuses/${mine}`},
        ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)`);
    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    const [mail] = await mailsTo(a.email);
    expect(mail!.subject).toBe('Your week on Peer Consults: 1 update, 1 new consensus');
    expect(mail!.text).toContain('A consensus was published from “From my case”');
    expect(mail!.text).toContain(
      `Consensuses published in your specialty (1)\n- Another one\n  ${t.config.publicUrl}/consensuses/${other}/published`,
    );
  });

  it('a question on an NPI map is for the mapped members only, as in their feed', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const [mapped, notMapped] = [
      await buildMember(db, { specialty: 'Nuclear Medicine' }),
      await buildMember(db, { specialty: 'Nuclear Medicine' }),
    ];
    const moderator = await buildUser(db, { role: 'moderator' });
    await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Nuclear Medicine'],
      title: 'For the mapped few',
      useNpiMap: true,
      npis: [mapped.npi!],
      publishDate: plus(monday, -2 * DAY),
      expirationDate: plus(monday, 5 * DAY),
    });
    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    expect((await mailsTo(mapped.email))[0]!.text).toContain('For the mapped few');
    expect(await mailsTo(notMapped.email)).toEqual([]);
  });

  it('its one-click List-Unsubscribe turns the digest off: the next week sends nothing, other choices stay', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const a = await buildMember(db, { specialty: 'Surgery' });
    await saveSettings(db, a.id, { deliveries: { new_answers: 'immediate' } }, new Date());
    await questionIn(monday, { specialty: 'Surgery' });
    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    const [mail] = await mailsTo(a.email);
    const header = mail!.headers?.['List-Unsubscribe'] ?? '';
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const https = /<(http[^>]+)>/.exec(header)?.[1];
    expect(https).toMatch(/\/api\/v1\/unsubscribe\/[A-Za-z0-9_-]{32}\/weekly_digest$/);
    expect(header).toMatch(/^<mailto:[^>]+weekly_digest>, </);
    // The footer's link is the same one.
    expect(mail!.text).toContain(`Unsubscribe from the weekly digest: ${https}`);
    const done = await t.app.inject({
      method: 'POST',
      url: new URL(https!).pathname,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(done.statusCode).toBe(200);
    const [settings] = await selectRows<{ weekly_digest: boolean; deliveries: Record<string, string> }>(
      db,
      sql`select weekly_digest, deliveries from notification_settings where user_id = ${a.id}`,
    );
    expect(settings).toEqual({ weekly_digest: false, deliveries: { new_answers: 'immediate' } });
    const following = nextWeek();
    await questionIn(following, { specialty: 'Surgery' });
    await runDigest(t.app, { now: plus(following, 7.5 * HOUR) });
    expect(await mailsTo(a.email)).toHaveLength(1);
  });
  it('lists open unanswered questions for the member, their digest activity and their specialty’s new consensuses', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const a = await buildMember(db, { specialty: 'Internal Medicine', firstName: 'Ada', lastName: 'Lovelace' });
    const b = await buildMember(db, { specialty: 'Internal Medicine', firstName: 'Ben', lastName: 'Okafor' });
    const c = await buildMember(db, { specialty: 'Internal Medicine' });
    const open = await questionIn(monday, { specialty: 'Internal Medicine', title: 'Open <b>question</b> & more' });
    const answered = await questionIn(monday, {
      specialty: 'Internal Medicine',
      title: 'Answered by A',
      liveNow: true,
    });
    const otherSpecialty = await questionIn(monday, { specialty: 'Urology', title: 'Not for oncologists' });
    const moderator = await buildUser(db, { role: 'moderator' });
    const expired = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Internal Medicine'],
      title: 'Already closed',
      publishDate: plus(monday, -3 * DAY),
      expirationDate: plus(monday, -1 * DAY),
    });
    const lastWeek = await buildTopic(db, {
      authorUserId: moderator.id,
      specialties: ['Internal Medicine'],
      title: 'Published the week before',
      publishDate: plus(monday, -8 * DAY),
      expirationDate: plus(monday, 5 * DAY),
    });
    // A answers one question; B and C answer after A: A's "new answers" batch (a digest kind).
    const mine = await call(a, 'POST', '/comments', { topicId: answered.id, text: 'Start with a low dose.' });
    expect(mine.statusCode).toBe(200);
    expect(
      (await call(b, 'POST', '/comments', { topicId: answered.id, text: 'Check the kidneys first.' })).statusCode,
    ).toBe(200);
    // B comments on A's answer: "answer_comment" is an immediate-mail kind by default, not in the digest.
    expect(
      (await call(b, 'POST', '/comments', { topicId: answered.id, text: 'Agreed on dosing.', replyTo: mine.json().id }))
        .statusCode,
    ).toBe(200);
    const cAnswer = await call(c, 'POST', '/comments', { topicId: answered.id, text: 'Watch the potassium.' });
    expect(cAnswer.statusCode).toBe(200);
    // C deletes the answer: it counts itself out of A's batch.
    expect((await call(c, 'DELETE', `/comments/${cAnswer.json().id}`)).statusCode).toBeLessThan(300);
    await backdateNotifications(a.id, plus(monday, -1 * DAY));
    await moveIntoWeek(answered.id, monday);
    const consensus = await publishConsensus({
      title: 'Oncology <consensus>',
      specialty: 'internal medicine',
      publishedAt: plus(monday, -3 * DAY),
    });
    await publishConsensus({ title: 'A urology consensus', specialty: 'Urology', publishedAt: plus(monday, -3 * DAY) });
    await publishConsensus({
      title: 'An oncology draft',
      specialty: 'Internal Medicine',
      publishedAt: plus(monday, -3 * DAY),
      status: 'draft',
    });
    await publishConsensus({
      title: 'An older consensus',
      specialty: 'Internal Medicine',
      publishedAt: plus(monday, -9 * DAY),
    });

    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    const [mail, ...more] = await mailsTo(a.email);
    expect(more).toEqual([]);
    const url = t.config.publicUrl;
    expect(mail!.subject).toBe('Your week on Peer Consults: 1 new question, 1 update, 1 new consensus');
    expect(mail!.text).toContain('Dear Dr. Lovelace,');
    expect(mail!.text).toContain(
      `New questions for you (1)\n- Open <b>question</b> & more\n  ${url}/questions/${open.id}`,
    );
    expect(mail!.text).toContain(`1 new answer on “Answered by A”`);
    expect(mail!.text).toContain(`Oncology <consensus>\n  ${url}/consensuses/${consensus}/published`);
    for (const absent of [answered, otherSpecialty, expired, lastWeek]) {
      expect(mail!.text).not.toContain(`/questions/${absent.id}\n`);
    }
    for (const absent of [
      'Not for oncologists',
      'Already closed',
      'Published the week before',
      'urology consensus',
      'draft',
      'older consensus',
      'commented on your answer',
    ]) {
      expect(mail!.text).not.toContain(absent);
    }
    // Both parts; the HTML escapes what members and moderators wrote.
    expect(mail!.html).toContain('Open &lt;b&gt;question&lt;/b&gt; &amp; more');
    expect(mail!.html).toContain('Oncology &lt;consensus&gt;');
    expect(mail!.html).not.toContain('<b>question</b>');
    expect(mail!.html).toContain('name="viewport"');
    expect(mail!.html).toContain(`href="${url}/my/profile?tab=notifications"`);
    expect(mail!.text).toContain(`${url}/my/profile?tab=notifications`);
    expect(mail!.headers?.['List-Unsubscribe']).toMatch(/^<mailto:.+>, <http.+\/unsubscribe\/.+>$/);
    expect(mail!.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });

  it('follows the member’s per-kind choices: a kind moved to the digest is listed, one kept in the app is not', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const a = await buildMember(db, { specialty: 'Psychiatry' });
    const b = await buildMember(db, { specialty: 'Psychiatry' });
    await saveSettings(db, a.id, { deliveries: { answer_comment: 'digest', new_answers: 'in_app' } }, new Date());
    const topic = await questionIn(monday, {
      specialty: 'Psychiatry',
      title: 'Treatment-resistant depression',
      liveNow: true,
    });
    const mine = await call(a, 'POST', '/comments', { topicId: topic.id, text: 'Consider augmentation.' });
    await call(b, 'POST', '/comments', { topicId: topic.id, text: 'Consider switching class.' });
    await call(b, 'POST', '/comments', { topicId: topic.id, text: 'And check adherence.', replyTo: mine.json().id });
    await backdateNotifications(a.id, plus(monday, -1 * DAY));
    await moveIntoWeek(topic.id, monday);
    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    const [mail] = await mailsTo(a.email);
    expect(mail!.text).toContain(
      `${b.firstName} ${b.lastName} commented on your answer to “Treatment-resistant depression”`,
    );
    expect(mail!.text).not.toContain('new answer');
  });

  it('a question that hides its answers is listed by title only; members who have not answered learn nothing of its answers', async () => {
    const monday = nextWeek();
    const db = t.database.db;
    const [a, b, reader] = [
      await buildMember(db, { specialty: 'Family Medicine' }),
      await buildMember(db, { specialty: 'Family Medicine' }),
      await buildMember(db, { specialty: 'Family Medicine' }),
    ];
    const hidden = await questionIn(monday, {
      specialty: 'Family Medicine',
      title: 'Hidden thread',
      hideAnswers: true,
      liveNow: true,
    });
    const first = await call(a, 'POST', '/comments', { topicId: hidden.id, text: 'SECRET-ANSWER-TEXT about the case' });
    expect(first.statusCode).toBe(200);
    expect(
      (await call(b, 'POST', '/comments', { topicId: hidden.id, text: 'SECRET-SECOND-ANSWER here' })).statusCode,
    ).toBe(200);
    expect(
      (
        await call(b, 'POST', '/comments', {
          topicId: hidden.id,
          text: 'SECRET-COMMENT-TEXT more',
          replyTo: first.json().id,
        })
      ).statusCode,
    ).toBe(200);
    for (const u of [a, b, reader]) await backdateNotifications(u.id, plus(monday, -1 * DAY));
    await moveIntoWeek(hidden.id, monday);
    await runDigest(t.app, { now: plus(monday, 7.5 * HOUR) });
    const [toReader] = await mailsTo(reader.email);
    expect(toReader!.text).toContain(`Hidden thread\n  ${t.config.publicUrl}/questions/${hidden.id}`);
    expect(toReader!.text).not.toContain('Activity for you');
    for (const part of [toReader!.text, toReader!.html!]) {
      expect(part).not.toContain('SECRET');
      expect(part).not.toMatch(/answer-\d+|comment-\d+|new answer/);
    }
    // A, who answered, sees the thread: their digest tells of B's answer (and lists the question no more).
    const [toA] = await mailsTo(a.email);
    expect(toA!.text).toContain('1 new answer on “Hidden thread”');
    expect(toA!.text).not.toContain('New questions for you');
    expect(toA!.text).not.toContain('SECRET');
  });
});
