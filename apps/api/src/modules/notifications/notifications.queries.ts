import type { NotificationKind } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { selectRows } from '../../db/raw-sql.js';
import { dropQueuedAnswer } from './notification-fanout.js';

/** One event for one recipient: what the insert needs beyond the recipient (chosen by SQL). */
export interface NotificationEvent {
  kind: NotificationKind;
  subjectKey: string;
  actorUserId: number | null;
  topicId: number | null;
  answerId: number | null;
  commentId: number | null;
  subjectTitle: string;
  link: string;
  at: Date;
}

const eventColumns = (e: NotificationEvent) =>
  sql`${e.kind}, ${e.subjectKey}, ${e.actorUserId}::int, ${e.topicId}::int, ${e.answerId}::int, ${e.commentId}::int,
    ${e.subjectTitle}, ${e.link}, ${e.at.toISOString()}::timestamptz, ${e.at.toISOString()}::timestamptz`;

/**
 * Notifies every user `recipients` selects (a query returning one `user_id` column), once per event:
 * the unique (user, kind, subject) index drops a second insert of the same event, so a retried or
 * concurrent write never doubles it. The actor is never among the recipients.
 */
export async function notifyOnce(tx: Db | Tx, e: NotificationEvent, recipients: SQL): Promise<void> {
  await tx.execute(sql`insert into notifications (user_id, kind, subject_key, actor_user_id, topic_id, answer_id,
      comment_id, subject_title, link, created_at, updated_at)
    select r.user_id, ${eventColumns(e)} from (${recipients}) r
    where r.user_id is distinct from ${e.actorUserId}::int
    on conflict (user_id, kind, subject_key) where kind <> 'new_answers' do nothing`);
}

/**
 * A deleted answer or comment withdraws the unread notifications pointing at it, and counts itself
 * out of the unread `new_answers` batches it was counted in (those opened before it was written).
 */
export async function withdrawUnread(tx: Tx, item: { id: number; topicId: number; isAnswer: boolean }): Promise<void> {
  await tx.execute(sql`delete from notifications where read_at is null and kind <> 'new_answers'
    and (comment_id = ${item.id} or answer_id = ${item.id})`);
  if (!item.isAnswer) return;
  // Still waiting for the fan-out: it was never counted into a batch.
  if (await dropQueuedAnswer(tx, item.id)) return;
  await tx.execute(sql`update notifications set count = count - 1
    where read_at is null and kind = 'new_answers' and topic_id = ${item.topicId}
      and created_at <= (select created_at from comments where id = ${item.id})`);
  await tx.execute(sql`delete from notifications where read_at is null and kind = 'new_answers'
    and topic_id = ${item.topicId} and count <= 0`);
}

export interface NotificationListRow {
  id: number;
  kind: NotificationKind;
  count: number;
  subject_key: string;
  subject_title: string;
  link: string;
  actor_first_name: string | null;
  actor_last_name: string | null;
  created_at: Date;
  updated_at: Date;
  read_at: Date | null;
}

export async function listNotifications(
  db: Db,
  userId: number,
  o: { unread: boolean; limit: number; offset: number },
): Promise<{ rows: NotificationListRow[]; total: number }> {
  const where = sql`n.user_id = ${userId} ${o.unread ? sql`and n.read_at is null` : sql``}`;
  const [rows, [counted]] = await Promise.all([
    selectRows<NotificationListRow>(
      db,
      sql`select n.id, n.kind, n.count, n.subject_key, n.subject_title, n.link, n.created_at, n.updated_at, n.read_at,
          u.first_name as actor_first_name, u.last_name as actor_last_name
        from notifications n left join users u on u.id = n.actor_user_id
        where ${where} order by n.updated_at desc, n.id desc limit ${o.limit} offset ${o.offset}`,
    ),
    selectRows<{ total: number }>(db, sql`select count(*)::int as total from notifications n where ${where}`),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/**
 * The bell's count, through the partial index of unread rows, with the newest change among them:
 * together they make the ETag, so a poll that finds nothing new is a 304.
 */
export async function unreadState(db: Db | Tx, userId: number): Promise<{ count: number; latest: string }> {
  const [row] = await selectRows<{ count: number; latest: number | null; top: number | null }>(
    db,
    sql`select count(*)::int as count, max(id) as top,
        extract(epoch from max(updated_at)) * 1000 as latest
      from notifications where user_id = ${userId} and read_at is null`,
    { prepared: true },
  );
  return { count: Number(row?.count ?? 0), latest: `${row?.top ?? 0}.${Math.round(Number(row?.latest ?? 0))}` };
}

/** Marks one of the user's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: Db, userId: number, id: number, at: Date): Promise<boolean> {
  const rows = await selectRows<{ id: number }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, ${at.toISOString()}::timestamptz)
      where id = ${id} and user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

export async function markAllRead(db: Db, userId: number, at: Date): Promise<void> {
  await db.execute(sql`update notifications set read_at = ${at.toISOString()}::timestamptz
    where user_id = ${userId} and read_at is null`);
}
