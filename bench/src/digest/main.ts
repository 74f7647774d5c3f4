import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import type { MailMessage } from '../../../apps/api/src/mail/mailer.js';
import { DIGEST_BATCH, runDigest } from '../../../apps/api/src/modules/digest/digest.job.js';
import { MEMBER_ROLE_IDS } from '../../../apps/api/src/modules/topics/eligibility.js';
import { describeTarget, parseArgs, resultsDir, targetFromFlags } from '../shared/target.js';

const USAGE = `npm run bench:digest -- [--url postgres://...|--pglite [dir]] [--at ISO-time] [--batch N] [--no-prepare]
  Runs the weekly digest for every member of a bench:seed database, with a mailer that only counts.
  --at       the run's "now" (default: the next Monday 07:30 UTC after the dataset was seeded)
  --batch    members per batch (default ${DIGEST_BATCH})
  --no-prepare  keep the digest ledger, notifications and settings as they are (default: reset them)`;

/**
 * `npm run bench:digest`: the weekly digest over a bench:seed database (issue 25: a run for 200,000
 * members at scale 1 in a stated time). The seed has no notifications, settings or consensuses, so the
 * preparation adds a realistic week of them (see prepare()); the digest ledger is emptied, so the run
 * sends to every due member. Every member is due at the chosen time (Monday 07:30 UTC; the members
 * given a time zone get zones east of UTC, where it is also Monday after 07:00). Then a second run of
 * the same week shows what a rerun costs (it sends nothing). Writes bench/results/<date>-digest.json
 * (<date>-digest-pglite.json on PGlite).
 */
const flags = parseArgs(process.argv.slice(2));
if (flags.has('help')) {
  console.log(USAGE);
  process.exit(0);
}
const target = targetFromFlags(flags);
const batchSize = flags.get('batch') ? Number(flags.get('batch')) : DIGEST_BATCH;
const database = await openDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir });
const q = async <T = Record<string, unknown>>(text: string, values?: unknown[]) =>
  (await database.executeSql(text, values)).rows as T[];

const DAY = 86_400_000;
/** The seed dates everything relative to its day; the newest question tells which day that was. */
const [{ seeded }] = await q<{ seeded: Date }>(
  `select max(publish_date) filter (where publish_date <= now()) as seeded from topics`,
);
function nextMonday0730(after: Date): Date {
  const d = new Date(after);
  d.setUTCHours(7, 30, 0, 0);
  const days = (8 - d.getUTCDay()) % 7 || 7;
  return new Date(d.getTime() + days * DAY);
}
const at = flags.get('at') ? new Date(String(flags.get('at'))) : nextMonday0730(new Date(seeded));

/** Zones where Monday 07:30 UTC is Monday after 07:00 too. */
const ZONES = ['Europe/London', 'Europe/Paris', 'Asia/Kolkata', 'Asia/Tokyo', 'Pacific/Auckland'];
const DIGEST_KEY = 'bench-digest';

/**
 * A week of what the digest reads: a time zone for 30% of the members, the digest off for 2%, and
 * comments on their answers (the seed's notifications, immediate mail by default) moved to the digest
 * by 10%; a
 * "new answers" batch for every member on each active question they answered; an agree milestone for
 * their answers there with 10 agrees or more; one published consensus in each of the ten largest
 * specialties. All dated in the week before `at`.
 */
async function prepare() {
  const since = new Date(at.getTime() - 6 * DAY).toISOString();
  await q('delete from digest_deliveries');
  await q(
    `delete from notifications where subject_key like '${DIGEST_KEY}:%' or kind in ('new_answers', 'answer_agrees')`,
  );
  await q(`delete from consensus_summaries where title like 'Bench digest:%'`);
  await q('delete from notification_settings');
  await q(
    `insert into notification_settings (user_id, time_zone, weekly_digest, deliveries)
    select id, case when id % 10 < 3 then ($1::text[])[1 + id % ${ZONES.length}] end, id % 50 <> 7,
      case when id % 10 = 5 then '{"answer_comment": "digest"}'::jsonb else '{}'::jsonb end
    from users where id % 10 < 3 or id % 10 = 5 or id % 50 = 7`,
    [ZONES],
  );
  await q(
    `insert into notifications (user_id, kind, subject_key, topic_id, answer_id, count, subject_title, link, created_at, updated_at)
    select c.created_by_user_id, 'new_answers', 'topic:' || t.id, t.id, max(c.id), 3, t.title,
      '/questions/' || t.id, $1::timestamptz, $1::timestamptz
    from comments c join topics t on t.id = c.topic_id
    where c.reply_to is null and c.deleted_at is null and t.deleted_at is null
      and t.publish_date <= $2::timestamptz and t.expiration_date >= $2::timestamptz
    group by c.created_by_user_id, t.id, t.title`,
    [since, at.toISOString()],
  );
  await q(
    `insert into notifications (user_id, kind, subject_key, topic_id, answer_id, subject_title, link, created_at, updated_at)
    select c.created_by_user_id, 'answer_agrees', 'answer:' || c.id || ':agrees:10', t.id, c.id, t.title,
      '/questions/' || t.id || '?type=redirected#answer-' || c.id, $1::timestamptz, $1::timestamptz
    from comments c join topics t on t.id = c.topic_id
    where c.reply_to is null and c.deleted_at is null and c.agree_count >= 10 and t.deleted_at is null
      and t.publish_date <= $2::timestamptz and t.expiration_date >= $2::timestamptz
    on conflict do nothing`,
    [since, at.toISOString()],
  );
  await q(
    `insert into consensus_summaries (status, title, consensus_type, topic_selection, data, submitted_at, published_at)
    select 'published', 'Bench digest: ' || s.name, 'case', s.name, '{}'::jsonb, $1::timestamptz, $1::timestamptz
    from specialties s join users u on u.specialty_id = s.id
    group by s.id, s.name order by count(*) desc limit 10`,
    [since],
  );
  await q('analyze notifications; analyze notification_settings');
}

let sent = 0;
let bytes = 0;
const countingMailer = {
  kind: 'outbox' as const,
  async send(m: MailMessage) {
    sent++;
    bytes += m.text.length + (m.html?.length ?? 0);
  },
  close() {},
};
const app = {
  db: database.db,
  mailer: countingMailer,
  config: { publicUrl: 'https://peerconsults.example.org', mail: { supportEmail: 'support@peerconsults.example.org' } },
  log: { info() {}, warn() {}, error: console.error },
} as unknown as FastifyInstance;

console.log(`bench:digest on ${describeTarget(target)}, run at ${at.toISOString()}, batches of ${batchSize}`);
if (!flags.has('no-prepare')) {
  const t0 = performance.now();
  await prepare();
  console.log(`prepared the week in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
const [counts] = await q<{ members: number; due: number; notifications: number }>(
  `select count(*)::int as members,
    count(*) filter (where coalesce(s.weekly_digest, true))::int as due,
    (select count(*)::int from notifications) as notifications
  from users u left join notification_settings s on s.user_id = u.id
  where u.deleted_at is null and not u.disabled and u.role_id = any($1::int[])`,
  [MEMBER_ROLE_IDS],
);

const statements0 = database.queryCounter.count;
const t0 = performance.now();
const first = await runDigest(app, { now: at, batchSize, budgetMs: 3_600_000 });
const firstMs = performance.now() - t0;
const statements = database.queryCounter.count - statements0;
const t1 = performance.now();
const second = await runDigest(app, { now: new Date(at.getTime() + 15 * 60_000), batchSize, budgetMs: 3_600_000 });
const secondMs = performance.now() - t1;
await database.close();

const perSecond = first.claimed / (firstMs / 1000);
const result = {
  date: new Date().toISOString(),
  target: describeTarget(target),
  at: at.toISOString(),
  batchSize,
  members: counts,
  first: { ...first, ms: Math.round(firstMs), membersPerSecond: Math.round(perSecond), statements },
  mailsCounted: sent,
  averageMessageChars: sent ? Math.round(bytes / sent) : 0,
  rerun: { ...second, ms: Math.round(secondMs) },
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version },
};
console.log(JSON.stringify(result, null, 2));
console.log(
  `digest: ${first.claimed} members in ${(firstMs / 1000).toFixed(1)} s (${Math.round(perSecond)} members/s), ` +
    `${first.sent} sent, ${first.empty} empty, ${statements} statements; rerun ${(secondMs / 1000).toFixed(1)} s, ${second.sent} sent`,
);
mkdirSync(resultsDir, { recursive: true });
const stamp = new Date().toISOString().slice(0, 10);
const suffix = target.kind === 'pglite' ? '-pglite' : '';
writeFileSync(path.join(resultsDir, `${stamp}-digest${suffix}.json`), `${JSON.stringify(result, null, 2)}\n`);
