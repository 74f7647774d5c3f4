import { IMMEDIATE_MAIL_WINDOW_MS, type NotificationKind } from '@pc/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { deliverySql } from './notification-settings.queries.js';
import type { NotificationListRow } from './notifications.queries.js';

/** How long a sender holds a claimed message before another may take it over (a crashed sender's). */
export const MAIL_LEASE_MS = 5 * 60 * 1000;

/** Kinds that belong to no question's thread: throttled per kind. */
export const THREADLESS_KINDS: readonly NotificationKind[] = ['reward_earned', 'gift_card_sent'];

/** SQL: the thread of notification `n`: 'topic:12', or 'kind:reward_earned' for kinds without one. */
const threadKeyOf = sql`(case when n.topic_id is null or n.kind in (${sql.join(
  THREADLESS_KINDS.map((k) => sql`${k}`),
  sql`, `,
)}) then 'kind:' || n.kind else 'topic:' || n.topic_id::text end)`;

/** SQL: notification `n` still waits for the immediate-mail job (the partial index's predicate). */
const pending = sql`n.read_at is null and n.mail_done_count < n.count`;

const ts = (d: Date) => sql`${d.toISOString()}::timestamptz`;

export interface MailItem {
  id: number;
  count: number;
}

/** A message claimed by this sender: the member's thread, its number and the notifications it covers. */
export interface ClaimedMail {
  user_id: number;
  thread_key: string;
  seq: number;
  items: MailItem[];
  /** Claimed before by a sender that stopped before recording the send. */
  was_attempted: boolean;
}

/**
 * Sets aside the waiting notifications that are not for immediate mail: the member hears of the kind
 * in the app or the digest, or the account is gone. A later change of the choice does not mail them.
 */
export async function settleNotImmediate(db: Db): Promise<void> {
  await db.execute(sql`update notifications n set mail_done_count = n.count
    where ${pending}
      and (${deliverySql(sql`n.kind`, sql`n.user_id`)} <> 'immediate'
        or not exists (select 1 from users u where u.id = n.user_id and u.deleted_at is null))`);
}

/**
 * Threads with notifications waiting whose member may be mailed now: no message of the thread in
 * flight, and the last one that went out is older than the window.
 */
export async function dueThreads(db: Db, now: Date, limit: number): Promise<{ user_id: number; thread_key: string }[]> {
  const windowStart = new Date(now.getTime() - IMMEDIATE_MAIL_WINDOW_MS);
  return selectRows(
    db,
    sql`select distinct n.user_id, ${threadKeyOf} as thread_key
      from notifications n
      left join notification_mail_threads t on t.user_id = n.user_id and t.thread_key = ${threadKeyOf}
      where ${pending}
        and (t.user_id is null or (t.done_at is not null and (t.last_mailed_at is null or t.last_mailed_at <= ${ts(windowStart)})))
      limit ${limit}`,
  );
}

/**
 * Claims the thread's next message for `owner`, covering the thread's waiting notifications for
 * immediate mail (each with its count as now). Atomic: of two senders (a retried job, a second
 * instance) one claims, the other's upsert finds the message in flight or the window open and claims
 * nothing. Null when nothing waits or the thread is not due.
 */
export async function claimThread(
  db: Db,
  thread: { user_id: number; thread_key: string },
  owner: string,
  now: Date,
): Promise<ClaimedMail | null> {
  const windowStart = new Date(now.getTime() - IMMEDIATE_MAIL_WINDOW_MS);
  const leaseUntil = new Date(now.getTime() + MAIL_LEASE_MS);
  const [row] = await selectRows<ClaimedMail>(
    db,
    sql`with waiting as (
        select jsonb_agg(jsonb_build_object('id', n.id, 'count', n.count) order by n.id) as items
        from notifications n
        where n.user_id = ${thread.user_id} and ${pending} and ${threadKeyOf} = ${thread.thread_key}
          and ${deliverySql(sql`n.kind`, sql`n.user_id`)} = 'immediate'
      )
      insert into notification_mail_threads as t (user_id, thread_key, seq, items, claimed_at, lease_owner, lease_until)
      select ${thread.user_id}, ${thread.thread_key}, 1, w.items, ${ts(now)}, ${owner}, ${ts(leaseUntil)}
      from waiting w where w.items is not null
      on conflict (user_id, thread_key) do update set seq = t.seq + 1, items = excluded.items,
        claimed_at = excluded.claimed_at, lease_owner = excluded.lease_owner, lease_until = excluded.lease_until,
        done_at = null, error = null
      where t.done_at is not null and (t.last_mailed_at is null or t.last_mailed_at <= ${ts(windowStart)})
      returning t.user_id, t.thread_key, t.seq, t.items, false as was_attempted`,
  );
  return row ?? null;
}

/**
 * Takes over one message whose sender stopped (crashed, or the relay failed) before recording it: it
 * goes again with the same number, so the same Message-ID.
 */
export async function takeOverStalled(db: Db, owner: string, now: Date): Promise<ClaimedMail | null> {
  const leaseUntil = new Date(now.getTime() + MAIL_LEASE_MS);
  const [row] = await selectRows<ClaimedMail>(
    db,
    sql`with next as (
        select user_id, thread_key from notification_mail_threads
        where done_at is null and lease_until < ${ts(now)}
        order by lease_until limit 1 for update skip locked
      )
      update notification_mail_threads t set lease_owner = ${owner}, lease_until = ${ts(leaseUntil)}
      from next where t.user_id = next.user_id and t.thread_key = next.thread_key
      returning t.user_id, t.thread_key, t.seq, t.items, true as was_attempted`,
  );
  return row ?? null;
}

export interface MailRecipient {
  email: string;
  first_name: string;
  last_name: string;
}

/** One notification of a claimed message as the presenter reads it; `count` is the events not mailed before. */
export type MailNotificationRow = NotificationListRow & { topic_id: number | null };

/**
 * What the claimed message says now: the member, and the notifications it covers that are still
 * unread, not withdrawn (a deleted item's) and still for immediate mail. Oldest first.
 */
export async function mailContent(
  db: Db,
  mail: ClaimedMail,
): Promise<{ recipient: MailRecipient | null; rows: MailNotificationRow[] }> {
  const [recipient] = await selectRows<MailRecipient>(
    db,
    sql`select email, first_name, last_name from users where id = ${mail.user_id} and deleted_at is null`,
  );
  const rows = await selectRows<MailNotificationRow>(
    db,
    sql`select n.id, n.kind, x.count - n.mail_done_count as count, n.subject_key, n.subject_title, n.link,
        n.topic_id, a.first_name as actor_first_name, a.last_name as actor_last_name,
        n.created_at, n.updated_at, n.read_at
      from jsonb_to_recordset(${JSON.stringify(mail.items)}::jsonb) as x(id int, count int)
      join notifications n on n.id = x.id
      left join users a on a.id = n.actor_user_id
      where n.user_id = ${mail.user_id} and n.read_at is null and x.count > n.mail_done_count
        and ${deliverySql(sql`n.kind`, sql`n.user_id`)} = 'immediate'
      order by n.created_at, n.id`,
  );
  return { recipient: recipient ?? null, rows: rows.map((r) => ({ ...r, count: Number(r.count) })) };
}

/**
 * Records the claimed message as done, in one transaction: its notifications are dealt with (up to
 * the counts it covered: a batch that grew since waits again), and the thread's window starts at the
 * claim when a message went out (`mailed`); a message with nothing left to say leaves the window as it was.
 */
export async function markMailDone(
  db: Db,
  mail: ClaimedMail,
  o: { owner: string; now: Date; mailed: boolean; error?: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`update notifications n set mail_done_count = greatest(n.mail_done_count, x.count)
      from jsonb_to_recordset(${JSON.stringify(mail.items)}::jsonb) as x(id int, count int)
      where n.id = x.id and n.user_id = ${mail.user_id}`);
    await tx.execute(sql`update notification_mail_threads set done_at = ${ts(o.now)},
        last_mailed_at = ${o.mailed ? sql`claimed_at` : sql`last_mailed_at`},
        lease_owner = null, lease_until = null, error = ${o.error?.slice(0, 500) ?? null}
      where user_id = ${mail.user_id} and thread_key = ${mail.thread_key} and seq = ${mail.seq}
        and lease_owner = ${o.owner}`);
  });
}
