import { PHI_CONFIRMATIONS_PAGE_SIZE, type PhiSubjectType } from '@pc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { phiConfirmations } from '../../db/schema/index.js';
import { selectRows } from '../topics/raw-sql.js';
import type { ConfirmedFinding } from './phi.service.js';

export interface Subject {
  type: PhiSubjectType;
  id: number;
}

/** The subject's confirmations become `confirmed` (none left when its new text has none). */
export async function replaceConfirmations(
  tx: Tx,
  subject: Subject & { userId: number; isNew?: boolean },
  confirmed: readonly ConfirmedFinding[],
): Promise<void> {
  // A new row's id was never used, so it has nothing to replace.
  if (!subject.isNew) await deleteConfirmations(tx, subject);
  if (confirmed.length === 0) return;
  await tx.insert(phiConfirmations).values(
    confirmed.map((f) => ({
      subjectType: subject.type,
      subjectId: subject.id,
      field: f.field,
      kind: f.kind,
      text: f.text,
      start: f.start,
      end: f.end,
      before: f.before,
      after: f.after,
      userId: subject.userId,
    })),
  );
}

export async function deleteConfirmations(tx: Tx | Db, subject: Subject): Promise<void> {
  await tx
    .delete(phiConfirmations)
    .where(and(eq(phiConfirmations.subjectType, subject.type), eq(phiConfirmations.subjectId, subject.id)));
}

export interface ConfirmationRow {
  id: number;
  subject_type: PhiSubjectType;
  subject_id: number;
  field: string;
  kind: string;
  text: string;
  before: string;
  after: string;
  user_id: number;
  first_name: string;
  last_name: string;
  created_at: Date | string;
  /** The question the subject belongs to (answers, comments, reports, question campaigns). */
  topic_id: number | null;
}

/**
 * One page, newest first (the created_at, id index). The question of each subject comes from its
 * own table, for the link; a subject deleted since has no question and keeps its row until a
 * moderator acts (deleting through this module removes the rows).
 */
export async function listConfirmations(db: Db, page: number): Promise<{ rows: ConfirmationRow[]; total: number }> {
  const offset = (page - 1) * PHI_CONFIRMATIONS_PAGE_SIZE;
  const [rows, [count]] = await Promise.all([
    selectRows<ConfirmationRow>(
      db,
      sql`select p.id, p.subject_type, p.subject_id, p.field, p.kind, p.text, p.before, p.after, p.user_id,
          u.first_name, u.last_name, p.created_at,
          case p.subject_type
            when 'answer' then (select c.topic_id from comments c where c.id = p.subject_id)
            when 'comment' then (select c.topic_id from comments c where c.id = p.subject_id)
            when 'report' then (select f.topic_id from flags f where f.id = p.subject_id)
            when 'campaign' then (select k.topic_id from campaigns k where k.id = p.subject_id)
          end as topic_id
        from phi_confirmations p join users u on u.id = p.user_id
        order by p.created_at desc, p.id desc
        limit ${PHI_CONFIRMATIONS_PAGE_SIZE} offset ${offset}`,
    ),
    selectRows<{ n: number | string }>(db, sql`select count(*) as n from phi_confirmations`),
  ]);
  return { rows, total: Number(count!.n) };
}

export async function findConfirmation(db: Db | Tx, id: number) {
  const [row] = await db.select().from(phiConfirmations).where(eq(phiConfirmations.id, id));
  return row ?? null;
}

/** An answer or comment, locked for a moderator's change (null when gone or deleted). */
export async function lockLiveComment(tx: Tx, id: number) {
  const [row] = await selectRows<{ id: number; topic_id: number; reply_to: number | null; created_by_user_id: number }>(
    tx,
    sql`select id, topic_id, reply_to, created_by_user_id from comments
      where id = ${id} and deleted_at is null for update`,
  );
  return row ?? null;
}

/**
 * Removes an answer or comment as its author's delete does (comments.service.ts): an answer is marked
 * deleted (its comments stay), a comment is removed; the question's response count drops by one.
 */
export async function removeComment(tx: Tx, c: { id: number; topic_id: number; reply_to: number | null }, by: number) {
  if (c.reply_to === null) {
    await tx.execute(sql`update comments set deleted_at = now(), modified_by_user_id = ${by} where id = ${c.id}`);
  } else {
    await tx.execute(sql`delete from comments where id = ${c.id}`);
  }
  await tx.execute(sql`update topics set total_responses_count = greatest(total_responses_count - 1, 0)
    where id = ${c.topic_id}`);
}

export async function replaceCommentText(tx: Tx, id: number, text: string, by: number) {
  await tx.execute(sql`update comments set text = ${text}, updated_at = now(), modified_by_user_id = ${by}
    where id = ${id}`);
}

/** Soft-deletes a question, a campaign, or removes a report: true when there was one to remove. */
export async function removeRecord(tx: Tx, type: 'question' | 'campaign' | 'report', id: number): Promise<boolean> {
  const statement = {
    question: sql`update topics set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
    campaign: sql`update campaigns set deleted_at = now() where id = ${id} and deleted_at is null returning id`,
    report: sql`delete from flags where id = ${id} returning id`,
  }[type];
  return (await selectRows<{ id: number }>(tx, statement)).length > 0;
}
