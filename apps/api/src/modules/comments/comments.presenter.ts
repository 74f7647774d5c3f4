import { type Answer, type CommentOrder, type ThreadComment, wilsonLowerBound } from '@pc/contracts';
import { iso, isoOrNull } from '../../db/raw-sql.js';
import type { ThreadRow } from './comments.queries.js';

/**
 * One answer or comment as the API returns it. Text is plain text (never HTML; clients render it as
 * text). A deleted answer keeps its place but not its words: its text is returned empty. Comments are
 * not rated, so theirs are always zero.
 */
export function presentComment(row: ThreadRow, readerId: number): ThreadComment {
  const agree = Number(row.agree_count);
  const disagree = Number(row.disagree_count);
  const isAnswer = row.reply_to === null;
  return {
    id: row.id,
    topicId: row.topic_id,
    replyTo: row.reply_to,
    text: row.deleted_at ? '' : row.text,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    deletedAt: isoOrNull(row.deleted_at),
    createdByUser: {
      id: row.created_by_user_id,
      firstName: row.author_first_name,
      lastName: row.author_last_name,
      specialty: row.author_specialty === null ? null : { name: row.author_specialty },
    },
    modifiedByUser:
      row.modified_by_user_id === null
        ? null
        : {
            id: row.modified_by_user_id,
            firstName: row.modifier_first_name ?? '',
            lastName: row.modifier_last_name ?? '',
            specialty: row.modifier_specialty === null ? null : { name: row.modifier_specialty },
          },
    ownAnswer: row.created_by_user_id === readerId,
    userVote: isAnswer && (row.user_vote === 1 || row.user_vote === -1) ? row.user_vote : null,
    rating: isAnswer ? { '1': agree, '-1': disagree } : { '1': 0, '-1': 0 },
    adjustedRating: isAnswer ? wilsonLowerBound(agree, disagree) : 0,
  };
}

const newestFirst = (a: ThreadComment, b: ThreadComment) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;

/**
 * Answers with their comments nested newest first. Sorted by date (newest first) or by rating
 * (adjustedRating descending, ties newest first).
 */
export function buildThread(rows: ThreadRow[], readerId: number, order: CommentOrder): Answer[] {
  const answers = new Map<number, Answer>();
  for (const row of rows) {
    if (row.reply_to === null) answers.set(row.id, { ...presentComment(row, readerId), comments: [] });
  }
  for (const row of rows) {
    if (row.reply_to !== null) answers.get(row.reply_to)?.comments.push(presentComment(row, readerId));
  }
  const list = [...answers.values()];
  for (const answer of list) answer.comments.sort(newestFirst);
  return list.sort(
    order === 'rating' ? (a, b) => b.adjustedRating - a.adjustedRating || newestFirst(a, b) : newestFirst,
  );
}
