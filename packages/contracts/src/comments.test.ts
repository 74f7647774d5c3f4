import { describe, expect, it } from 'vitest';
import { ANSWER_MAX, commentTextError } from './comment-rules.js';
import { commentsQuerySchema, createCommentBodySchema } from './comments.js';
import { LIMITS, MESSAGES } from './constants.js';

/** Answer and comment text rules (spec §5) and the thread's query, at their edges. */
describe('answer and comment texts', () => {
  it('needs text that is not only spaces', () => {
    expect(commentTextError('', 'answer')).toBe(MESSAGES.required);
    expect(commentTextError('   \n ', 'comment')).toBe(MESSAGES.required);
  });

  it('takes answers of 5 to 4,000 characters, counted without the spaces around them', () => {
    expect(commentTextError('a'.repeat(LIMITS.answerMin - 1), 'answer')).toBe(MESSAGES.tooShort(LIMITS.answerMin));
    expect(commentTextError(`  ${'a'.repeat(LIMITS.answerMin - 1)}  `, 'answer')).toBe(
      MESSAGES.tooShort(LIMITS.answerMin),
    );
    expect(commentTextError('a'.repeat(LIMITS.answerMin), 'answer')).toBeNull();
    expect(commentTextError('a'.repeat(ANSWER_MAX), 'answer')).toBeNull();
    expect(commentTextError(`${'a'.repeat(ANSWER_MAX)}  `, 'answer')).toBeNull();
    expect(commentTextError('a'.repeat(ANSWER_MAX + 1), 'answer')).toBe(MESSAGES.tooLong(ANSWER_MAX));
  });

  it('takes comments of any length up to 1,000, even one character', () => {
    expect(commentTextError('k', 'comment')).toBeNull();
    expect(commentTextError('a'.repeat(LIMITS.commentMax), 'comment')).toBeNull();
    expect(commentTextError('a'.repeat(LIMITS.commentMax + 1), 'comment')).toBe(MESSAGES.tooLong(LIMITS.commentMax));
    expect(commentTextError('a'.repeat(ANSWER_MAX), 'comment')).toBe(MESSAGES.tooLong(LIMITS.commentMax));
  });

  it('applies the comment rule to a reply and the answer rule otherwise', () => {
    const issue = (body: object) => createCommentBodySchema.safeParse(body).error?.issues[0];
    expect(issue({ topicId: 1, text: 'ok' })).toMatchObject({ path: ['text'], message: MESSAGES.tooShort(5) });
    expect(issue({ topicId: 1, replyTo: null, text: 'ok' })?.message).toBe(MESSAGES.tooShort(5));
    expect(issue({ topicId: 1, replyTo: 3, text: 'ok' })).toBeUndefined();
    expect(issue({ topicId: 1, text: 'Fine answer' })).toBeUndefined();
  });

  it('reads ignoreDeleted as a boolean from true/false/1/0', () => {
    const ignoreDeleted = (v: unknown) => commentsQuerySchema.parse({ topicId: '1', ignoreDeleted: v }).ignoreDeleted;
    expect(ignoreDeleted('true')).toBe(true);
    expect(ignoreDeleted('1')).toBe(true);
    expect(ignoreDeleted(true)).toBe(true);
    expect(ignoreDeleted('false')).toBe(false);
    expect(ignoreDeleted('0')).toBe(false);
    expect(ignoreDeleted(false)).toBe(false);
    expect(commentsQuerySchema.parse({ topicId: '1' })).toMatchObject({ orderby: 'date', ignoreDeleted: false });
    expect(commentsQuerySchema.safeParse({ topicId: '1', ignoreDeleted: 'yes' }).success).toBe(false);
  });
});
