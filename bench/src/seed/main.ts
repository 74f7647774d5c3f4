import { mkdirSync } from 'node:fs';
import { roleByKey } from '@pc/contracts';
import pg from 'pg';
import { openDatabase } from '../../../apps/api/src/db/client.js';
import { runMigrations } from '../../../apps/api/src/db/migrate.js';
import { DEMO_PASSWORD } from '../../../apps/api/src/db/seed/demo-users.js';
import { seedIfEmpty } from '../../../apps/api/src/db/seed/index.js';
import { hashPassword } from '../../../apps/api/src/modules/identity/passwords.js';
import { recordDataset } from '../shared/dataset-info.js';
import { connect, type SqlConnection } from '../shared/sql-target.js';
import { type Target, describeTarget, parseArgs, resetPgliteDir, targetFromFlags } from '../shared/target.js';
import { loadConsensuses } from './consensuses.js';
import { type Plan, type Specialty, makePlan } from './plan.js';
import {
  COMMENT_COLUMNS,
  type Counter,
  TOPIC_COLUMNS,
  USER_COLUMNS,
  commentRows,
  ratingRows,
  topicRows,
  topicSpecialtyRows,
  topicSubspecialtyRows,
  topicViewRows,
  userRows,
} from './rows.js';

const USAGE = `npm run bench:seed -- [--scale N] [--url postgres://...|--pglite [dir]] [--seed N] [--force] [--add consensuses]
  --scale   1 = 200,000 members, 2,000 questions, 1,000,000 answers and comments, 5,000,000 ratings (default 1)
  --url     PostgreSQL database to (re)create; default postgres://postgres@127.0.0.1:5432/bench
  --pglite  PGlite data directory to (re)create instead (default bench/data/pglite)
  --seed    random seed (default 20261122)
  --force   allow recreating a PostgreSQL database whose name does not contain "bench"
  --add consensuses  only (re)make the published consensuses of an already seeded database, from its
            finished questions (no reseed; the database is kept)`;

/** Tables the load writes to, whose secondary indexes are dropped for the load and rebuilt after it. */
const LOADED_TABLES = [
  'users',
  'topics',
  'topic_specialties',
  'topic_subspecialties',
  'comments',
  'ratings',
  'topic_views',
];

async function recreatePostgres(url: string, force: boolean) {
  const u = new URL(url);
  const name = decodeURIComponent(u.pathname.replace(/^\//, ''));
  if (!name) throw new Error('The --url needs a database name, e.g. postgres://postgres@127.0.0.1:5432/bench');
  if (!name.includes('bench') && !force) {
    throw new Error(
      `Refusing to drop and recreate database "${name}": its name does not contain "bench" (add --force)`,
    );
  }
  u.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: u.toString() });
  await admin.connect();
  try {
    const quoted = `"${name.replace(/"/g, '""')}"`;
    await admin.query(`drop database if exists ${quoted} with (force)`);
    await admin.query(`create database ${quoted}`);
  } finally {
    await admin.end();
  }
}

/** The product's own schema, migrations, specialties and demo users (so `npm run token` works with them). */
async function prepareSchema(target: Target) {
  const database = await openDatabase(target.kind === 'postgres' ? { url: target.url } : { dataDir: target.dataDir });
  try {
    await runMigrations(database);
    await seedIfEmpty(database.db);
    const q = (text: string) => database.executeSql(text).then((r) => r.rows);
    const specialties = await q('select id, name from specialties order by id');
    const subs = await q('select id, specialty_id from subspecialties order by id');
    const list: Specialty[] = specialties.map((s) => ({
      id: s.id,
      name: s.name,
      subspecialtyIds: subs.filter((x) => x.specialty_id === s.id).map((x) => x.id),
    }));
    const [max] = await q(`select (select coalesce(max(id), 0) from users) as users,
      (select coalesce(max(id), 0) from topics) as topics, (select coalesce(max(id), 0) from comments) as comments`);
    const [demo] = await q(`select (select id from users where email = 'hcp@example.org') as member,
      (select id from users where email = 'moderator@example.org') as moderator`);
    return {
      specialties: list,
      base: { user: Number(max.users) + 1, topic: Number(max.topics) + 1, comment: Number(max.comments) + 1 },
      demoMemberId: Number(demo.member),
      moderatorId: Number(demo.moderator),
    };
  } finally {
    await database.close();
  }
}

async function secondaryIndexes(conn: SqlConnection) {
  return conn.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = 'public' and t.relname = any($1)
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)
      order by i.relname`,
    [LOADED_TABLES],
  );
}

/**
 * What members were told (issue 25): each comment notified the author of the answer it is under, as
 * the product does; those older than two weeks were read. Made from the loaded rows in one statement,
 * so the bell's unread count and the digest meet a realistic table. Their immediate mail went long ago.
 */
const NOTIFICATIONS_SQL = `insert into notifications (user_id, kind, subject_key, actor_user_id, topic_id, answer_id,
    comment_id, subject_title, link, created_at, updated_at, read_at, mail_done_count)
  select a.created_by_user_id, 'answer_comment', 'comment:' || c.id, c.created_by_user_id, c.topic_id, a.id, c.id,
    t.title, '/questions/' || c.topic_id || '?answer=' || a.id || '&type=redirected#comment-' || c.id, c.created_at, c.created_at,
    case when c.created_at < now() - interval '14 days' then c.created_at + interval '1 day' end, 1
  from comments c join comments a on a.id = c.reply_to join topics t on t.id = c.topic_id
  where a.created_by_user_id is distinct from c.created_by_user_id
  on conflict do nothing`;

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function consensusLine(r: { rows: number; ms: number }) {
  return `  ${'consensus_summaries'.padEnd(22)} ${r.rows.toLocaleString().padStart(11)} rows  ${seconds(r.ms).padStart(8)}  (published, from the finished questions)`;
}

/** `--add consensuses`: a database seeded before the consensuses existed gets them without a reseed. */
async function addOnly(target: Target, what: string, seed: number) {
  if (what !== 'consensuses') throw new Error(`--add knows only "consensuses", not "${what}"`);
  console.log(`bench:seed --add consensuses into ${describeTarget(target)} (nothing else changes)`);
  const conn = await connect(target);
  try {
    console.log(consensusLine(await loadConsensuses(conn, seed)));
  } finally {
    await conn.close();
  }
}

async function main() {
  const flags = parseArgs(process.argv.slice(2));
  if (flags.has('help')) {
    console.log(USAGE);
    return;
  }
  const scale = Number(flags.get('scale') ?? 1);
  if (!Number.isFinite(scale) || scale <= 0 || scale > 20)
    throw new Error('--scale must be a number above 0 and at most 20');
  const seed = Number(flags.get('seed') ?? 20261122);
  const target = targetFromFlags(flags);
  if (flags.has('add')) return addOnly(target, String(flags.get('add')), seed);
  const started = Date.now();
  console.log(`bench:seed scale ${scale} into ${describeTarget(target)}`);

  if (target.kind === 'postgres') await recreatePostgres(target.url, flags.has('force'));
  else {
    resetPgliteDir(target.dataDir);
    mkdirSync(target.dataDir, { recursive: true });
  }
  const schema = await prepareSchema(target);
  const plan: Plan = makePlan({ scale, seed, now: new Date(), ...schema });
  console.log(
    `plan: ${plan.members.toLocaleString()} members + ${plan.writerIds.length} writers, ${plan.topics.toLocaleString()} questions, ` +
      `${plan.totals.answers.toLocaleString()} answers, ${plan.totals.comments.toLocaleString()} comments, ${plan.totals.ratings.toLocaleString()} ratings`,
  );

  const conn = await connect(target);
  const report: { table: string; rows: number; ms: number }[] = [];
  try {
    // The load writes consistent rows itself; foreign-key triggers and index upkeep per row would only slow it.
    await conn.exec(`set session_replication_role = replica`);
    if (target.kind === 'postgres') await conn.exec(`set maintenance_work_mem = '512MB'; set synchronous_commit = off`);
    const indexes = await secondaryIndexes(conn);
    for (const ix of indexes) await conn.exec(`drop index if exists "${ix.name}"`);

    const writerPasswordHash = await hashPassword(DEMO_PASSWORD);
    const roles = { hcp: roleByKey('hcp').id, testHcp: roleByKey('test_hcp').id };
    const stats = { commentedAt: new Float64Array(plan.topics) };
    const load = async (table: string, columns: string[] | null, rows: (c: Counter) => Iterable<string>) => {
      const counter: Counter = { rows: 0 };
      const t0 = Date.now();
      const cols = columns ?? [];
      await conn.copy(table, cols, rows(counter));
      const ms = Date.now() - t0;
      report.push({ table, rows: counter.rows, ms });
      console.log(
        `  ${table.padEnd(22)} ${counter.rows.toLocaleString().padStart(11)} rows  ${seconds(ms).padStart(8)}  ${Math.round(counter.rows / (ms / 1000 || 1)).toLocaleString()} rows/s`,
      );
    };
    await load('users', USER_COLUMNS, (c) => userRows(plan, roles, writerPasswordHash, c));
    await load('comments', COMMENT_COLUMNS, (c) => commentRows(plan, c, stats));
    await load('topics', TOPIC_COLUMNS, (c) => topicRows(plan, stats, c));
    await load('topic_specialties', ['topic_id', 'specialty_id'], (c) => topicSpecialtyRows(plan, c));
    await load('topic_subspecialties', ['topic_id', 'subspecialty_id'], (c) => topicSubspecialtyRows(plan, c));
    await load('ratings', ['comment_id', 'user_id', 'value'], (c) => ratingRows(plan, c));
    await load('topic_views', ['topic_id', 'user_id', 'created_at'], (c) => topicViewRows(plan, c));

    let t0 = Date.now();
    for (const ix of indexes) await conn.exec(ix.def);
    console.log(`  rebuilt ${indexes.length} indexes in ${seconds(Date.now() - t0)}`);
    // The comments are generated question by question; a network writes them day by day, and its table
    // holds them in that order. Searches read the newest comments in date order (search.queries.ts): on
    // a table in question order each is a jump, 4 to 8 times the cost.
    t0 = Date.now();
    await conn.exec('cluster comments using comments_created_id_idx');
    console.log(`  comments put in the order they were written in ${seconds(Date.now() - t0)}`);
    for (const table of ['users', 'topics', 'comments', 'topic_views']) {
      await conn.exec(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);
    }
    // Members of a real network have agreed to the disclaimer (writing in a thread needs it), the
    // demo member and the writers included.
    await conn.exec(
      `insert into disclaimer_reads (user_id) select id from users
        where role_id in (${roles.hcp}, ${roles.testHcp}) on conflict do nothing`,
    );
    t0 = Date.now();
    await conn.exec(NOTIFICATIONS_SQL);
    console.log(`  notifications (one per comment, to the answer's author) in ${seconds(Date.now() - t0)}`);
    await conn.exec(`set session_replication_role = origin`);
    // The triggers that keep each question's audience keys were off during the load (replica role).
    await conn.exec('select refresh_topic_audience(id) from topics');
    const consensuses = await loadConsensuses(conn, seed);
    report.push({ table: 'consensus_summaries', ...consensuses });
    console.log(consensusLine(consensuses));
    t0 = Date.now();
    await conn.exec('vacuum analyze');
    console.log(`  vacuum analyze in ${seconds(Date.now() - t0)}`);
  } finally {
    await conn.close();
  }
  const rows = report.reduce((a, r) => a + r.rows, 0);
  const loadMs = report.reduce((a, r) => a + r.ms, 0);
  const total = Date.now() - started;
  console.log(
    `bench:seed done: ${rows.toLocaleString()} rows in ${seconds(total)} (${Math.round(rows / (total / 1000)).toLocaleString()} rows/s overall, ` +
      `${Math.round(rows / (loadMs / 1000)).toLocaleString()} rows/s during COPY)`,
  );
  await recordDataset(target, { scale, seed, generatedAt: new Date().toISOString(), rows });
}

main().catch((err) => {
  console.error(`bench:seed failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
