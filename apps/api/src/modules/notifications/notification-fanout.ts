import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import type { JobDefinition } from '../../plugins/jobs.js';

/**
 * The "new answers" batches (issue 25), counted off the answer's request. Counting an answer into
 * the batch of every member who answered the question before it meant one upsert per such member
 * (about 200 on an active question at scale 1) inside the answer's transaction: posting an answer
 * cost 2.6× the database CPU and its p95 went over issue 13's 20 ms
 * (bench/results/2026-11-28-members-between-visits.md). The answer now writes one row to
 * `notification_fanout`; this job counts every waiting answer of a question into the batches in one
 * statement, so a minute of answers on a busy question costs one pass over its answerers.
 */
export const NOTIFICATION_FANOUT_JOB = 'notification-fanout';

/** Transaction-scoped advisory lock: one fan-out at a time across instances (no two lock orders). */
const FANOUT_LOCK = 250_001;

/** The answer's transaction records it as waiting to be counted (notifications.events.ts). */
export async function queueNewAnswer(tx: Tx, o: { answerId: number; topicId: number; actorId: number; at: Date }) {
  await tx.execute(sql`insert into notification_fanout (answer_id, topic_id, actor_user_id, created_at)
    values (${o.answerId}, ${o.topicId}, ${o.actorId}, ${o.at.toISOString()}::timestamptz)
    on conflict (answer_id) do nothing`);
}

/** A deleted answer still waiting leaves the queue; true when it was never counted into a batch. */
export async function dropQueuedAnswer(tx: Tx, answerId: number): Promise<boolean> {
  const rows = await selectRows<{ answer_id: number }>(
    tx,
    sql`delete from notification_fanout where answer_id = ${answerId} returning answer_id`,
  );
  return rows.length > 0;
}

/**
 * Counts the waiting answers of one question (the one waiting longest) into its answerers' unread
 * batches and removes them from the queue, in one transaction: each member who had a live answer
 * before a waiting answer, and did not write it, gets one more per such answer (the batch opening
 * at the first of them, pointing at the newest). False when nothing waits.
 */
async function fanOutOneQuestion(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${FANOUT_LOCK})`);
    const [next] = await selectRows<{ topic_id: number }>(
      tx,
      sql`select topic_id from notification_fanout order by created_at, answer_id limit 1`,
    );
    if (!next) return false;
    const topicId = next.topic_id;
    await tx.execute(sql`with pending as (
        delete from notification_fanout where topic_id = ${topicId}
        returning answer_id, actor_user_id, created_at),
      counted as (
        select own.created_by_user_id as user_id, count(*)::int as n,
          min(p.created_at) as first_at, max(p.created_at) as last_at,
          (array_agg(p.answer_id order by p.created_at desc, p.answer_id desc))[1] as answer_id,
          (array_agg(p.actor_user_id order by p.created_at desc, p.answer_id desc))[1] as actor_user_id
        from comments own
        join pending p on p.created_at > own.created_at and p.actor_user_id <> own.created_by_user_id
        where own.topic_id = ${topicId} and own.reply_to is null and own.deleted_at is null
        group by own.created_by_user_id)
      insert into notifications (user_id, kind, subject_key, actor_user_id, topic_id, answer_id, comment_id,
        subject_title, link, count, created_at, updated_at)
      select c.user_id, 'new_answers', ${`topic:${topicId}`}, c.actor_user_id, ${topicId}::int, c.answer_id, null,
        t.title, ${`/questions/${topicId}?type=redirected#answer-`} || c.answer_id, c.n, c.first_at, c.last_at
      from counted c join topics t on t.id = ${topicId}
      on conflict (user_id, kind, subject_key) where kind = 'new_answers' and read_at is null
      do update set count = notifications.count + excluded.count, actor_user_id = excluded.actor_user_id,
        answer_id = excluded.answer_id, link = excluded.link, updated_at = excluded.updated_at`);
    return true;
  });
}

/**
 * Counts every waiting answer into the batches, a question at a time. Run every minute, and first by
 * whatever reads the batches to mail them (immediate mail, the digest), so they never miss one.
 */
export async function fanOutNewAnswers(db: Db, o: { maxQuestions?: number } = {}): Promise<number> {
  const max = o.maxQuestions ?? 10_000;
  let questions = 0;
  while (questions < max && (await fanOutOneQuestion(db))) questions++;
  return questions;
}

export const notificationFanoutJobs: JobDefinition[] = [
  {
    name: NOTIFICATION_FANOUT_JOB,
    cron: '* * * * *',
    handler: async (_data, app: FastifyInstance) => {
      await fanOutNewAnswers(app.db);
    },
  },
];
