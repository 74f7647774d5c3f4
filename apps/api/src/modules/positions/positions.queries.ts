import { and, eq, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { comments, topicPositionAssignments, topicPositions, topics } from '../../db/schema/index.js';

/**
 * The reads and writes of a case's positions. Each read is one statement whatever the thread's size
 * (a thread can hold thousands of answers): no query per answer.
 */

export async function topicExists(db: Db | Tx, topicId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: topics.id })
    .from(topics)
    .where(and(eq(topics.id, topicId), isNull(topics.deletedAt)))
    .limit(1);
  return Boolean(row);
}

export async function findPositions(db: Db | Tx, topicId: number) {
  const [row] = await db.select().from(topicPositions).where(eq(topicPositions.topicId, topicId)).limit(1);
  return row ?? null;
}

/** The saved assignments of a question, in answer order. */
export async function findAssignments(db: Db | Tx, topicId: number) {
  return db
    .select({ answerId: topicPositionAssignments.answerId, position: topicPositionAssignments.position })
    .from(topicPositionAssignments)
    .where(eq(topicPositionAssignments.topicId, topicId))
    .orderBy(topicPositionAssignments.answerId);
}

/** The ids of the question's answers that still stand (not comments under them, not deleted). */
export async function standingAnswerIds(db: Db | Tx, topicId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: comments.id })
    .from(comments)
    .where(and(eq(comments.topicId, topicId), isNull(comments.replyTo), isNull(comments.deletedAt)));
  return new Set(rows.map((r) => r.id));
}

/** Replaces the question's positions and assignments with these (inside the caller's transaction). */
export async function replacePositions(
  tx: Tx,
  o: {
    topicId: number;
    labels: string[];
    assignments: { answerId: number; position: number | null }[];
    userId: number;
    now: Date;
  },
) {
  const values = { labels: o.labels, updatedAt: o.now, updatedByUserId: o.userId };
  await tx
    .insert(topicPositions)
    .values({ topicId: o.topicId, ...values })
    .onConflictDoUpdate({ target: topicPositions.topicId, set: values });
  await tx.delete(topicPositionAssignments).where(eq(topicPositionAssignments.topicId, o.topicId));
  // In slices, so a thread of thousands stays under the driver's limit of bound parameters.
  for (let i = 0; i < o.assignments.length; i += 5000) {
    await tx
      .insert(topicPositionAssignments)
      .values(o.assignments.slice(i, i + 5000).map((a) => ({ topicId: o.topicId, ...a })));
  }
}

/** The text of every answer of the question that still stands: what the grouping proposal reads. */
export async function answerTexts(db: Db | Tx, topicId: number) {
  return db
    .select({ id: comments.id, text: comments.text })
    .from(comments)
    .where(and(eq(comments.topicId, topicId), isNull(comments.replyTo), isNull(comments.deletedAt)));
}
