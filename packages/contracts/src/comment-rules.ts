import { LIMITS, MESSAGES } from './constants.js';

// The comment rules without zod: the question page imports these, and a module that also builds
// schemas would bring the whole zod library into the member's first download.

/**
 * Upper bound of an answer. The spec gives only the counter thresholds (info below 3600, warning
 * below 3800, critical above); 4000 is where "critical" ends, so nothing unbounded is stored.
 */
export const ANSWER_MAX = 4000;

export type CommentKind = 'answer' | 'comment';

/**
 * The text rules of spec §5, shared by the forms and the server. Lengths count the trimmed text.
 * An answer needs at least 5 characters; a comment at most 1000 and must not be blank.
 */
export function commentTextError(text: string, kind: CommentKind): string | null {
  const length = text.trim().length;
  if (length === 0) return MESSAGES.required;
  if (kind === 'answer') {
    if (length < LIMITS.answerMin) return MESSAGES.tooShort(LIMITS.answerMin);
    if (length > ANSWER_MAX) return MESSAGES.tooLong(ANSWER_MAX);
  } else if (length > LIMITS.commentMax) {
    return MESSAGES.tooLong(LIMITS.commentMax);
  }
  return null;
}

/** Texts the thread shows in place of deleted items (spec §4). */
export const DELETED_TEXTS = {
  answer: 'This answer was deleted',
  ownAnswer: 'Your answer was deleted',
  comment: 'This comment was deleted',
} as const;
