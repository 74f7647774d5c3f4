import { PHI_CONFIRMATIONS_PAGE_SIZE, type PhiImageBox, type PhiImageKind, type PhiSubjectType } from '@pc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { phiConfirmations } from '../../db/schema/index.js';
import { selectRows } from '../../db/raw-sql.js';
import type { ConfirmedFinding } from './phi.service.js';

/** A confirmed finding of an uploaded image: where its words or faces are, in pixels of the stored image. */
export interface ConfirmedImageFinding extends Omit<ConfirmedFinding, 'kind'> {
  kind: PhiImageKind;
  boxes: PhiImageBox[];
}

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

/**
 * The confirmed findings of an uploaded image replace the image's earlier ones: the same key is the
 * same pixels, so the same findings; the newest uploader is the one who confirmed them last.
 */
export async function replaceImageConfirmations(
  tx: Tx,
  image: { key: string; userId: number },
  confirmed: readonly ConfirmedImageFinding[],
): Promise<void> {
  await tx.delete(phiConfirmations).where(eq(phiConfirmations.imageKey, image.key));
  if (confirmed.length === 0) return;
  await tx.insert(phiConfirmations).values(
    confirmed.map((f) => ({
      subjectType: 'image' as const,
      subjectId: null,
      imageKey: image.key,
      boxes: f.boxes,
      field: f.field,
      kind: f.kind,
      text: f.text,
      start: f.start,
      end: f.end,
      before: f.before,
      after: f.after,
      userId: image.userId,
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
  /** Null for an image, which `image_key` names instead. */
  subject_id: number | null;
  image_key: string | null;
  boxes: PhiImageBox[] | null;
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
  /** A consensus's review status, for its moderator preview link (null once deleted). */
  consensus_status: string | null;
  /** An answer's or comment's current text, for the moderator's edit (null once deleted). */
  subject_text: string | null;
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
      sql`select p.id, p.subject_type, p.subject_id, p.image_key, p.boxes, p.field, p.kind, p.text, p.before, p.after, p.user_id,
          u.first_name, u.last_name, p.created_at,
          case p.subject_type
            when 'answer' then (select c.topic_id from comments c where c.id = p.subject_id)
            when 'comment' then (select c.topic_id from comments c where c.id = p.subject_id)
            when 'report' then (select f.topic_id from flags f where f.id = p.subject_id)
            when 'campaign' then (select k.topic_id from campaigns k where k.id = p.subject_id)
          end as topic_id,
          case when p.subject_type = 'consensus'
            then (select s.status from consensus_summaries s where s.id = p.subject_id and s.deleted_at is null)
          end as consensus_status,
          case when p.subject_type in ('answer', 'comment')
            then (select c.text from comments c where c.id = p.subject_id and c.deleted_at is null)
          end as subject_text
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

/** Removes a report (a flag on a question): true when there was one to remove. */
export async function removeReport(tx: Tx, id: number): Promise<boolean> {
  return (await selectRows<{ id: number }>(tx, sql`delete from flags where id = ${id} returning id`)).length > 0;
}
