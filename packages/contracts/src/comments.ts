import { z } from 'zod';
import { rowIdParam, rowIdSchema } from './common.js';
import { ANSWER_MAX, commentTextError } from './comment-rules.js';
import { MESSAGES } from './constants.js';
import { phiConfirmationsSchema } from './phi.js';

export const ratingValueSchema = z.union([z.literal(1), z.literal(-1)]);
export type RatingValue = z.infer<typeof ratingValueSchema>;

export const commentAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.object({ name: z.string() }).nullable(),
});
export type CommentAuthor = z.infer<typeof commentAuthorSchema>;

/** Vote counts under the keys 1 (agree) and -1 (disagree), as spec §3 names them. */
export const ratingCountsSchema = z.object({ '1': z.number().int(), '-1': z.number().int() });
export type RatingCounts = z.infer<typeof ratingCountsSchema>;

/**
 * An answer (replyTo null) or a comment on it (replyTo = the answer's id), spec §3. A deleted answer
 * keeps its place and its comments but its text is returned empty (the client shows "This answer was
 * deleted" / "Your answer was deleted"). Comments are never rated: their userVote is null, counts 0.
 * Text is plain text, never HTML: clients must render it as text.
 */
export const threadCommentSchema = z.object({
  id: z.number().int(),
  topicId: z.number().int(),
  replyTo: z.number().int().nullable(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  deletedAt: z.string().nullable(),
  createdByUser: commentAuthorSchema,
  modifiedByUser: commentAuthorSchema.nullable(),
  ownAnswer: z.boolean(),
  userVote: ratingValueSchema.nullable(),
  rating: ratingCountsSchema,
  adjustedRating: z.number(),
});
export type ThreadComment = z.infer<typeof threadCommentSchema>;

/** A top-level answer with its comments nested, newest first. */
export const answerSchema = threadCommentSchema.extend({ comments: z.array(threadCommentSchema) });
export type Answer = z.infer<typeof answerSchema>;

export const COMMENT_ORDERS = ['date', 'rating'] as const;
export type CommentOrder = (typeof COMMENT_ORDERS)[number];

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

/**
 * `GET /comments?topicId=&orderby=date|rating&ignoreDeleted=`. date: newest answer first. rating:
 * adjustedRating (Wilson lower bound) descending, ties newest first. ignoreDeleted=true leaves out
 * deleted answers (and their comments).
 */
export const commentsQuerySchema = z.object({
  topicId: rowIdParam,
  orderby: z.enum(COMMENT_ORDERS).default('date'),
  ignoreDeleted: booleanQuery.default(false),
});
export type CommentsQuery = z.input<typeof commentsQuerySchema>;

/**
 * `showResponses`: whether the thread is visible to the member (they answered, asked to view the
 * responses through `answers_view`, the question does not hide answers, or they manage questions).
 * While it is false, `comments` holds at most the member's own answer (none before they answer).
 * `hasUnseenTopics`: active questions for the member they have not opened yet (the header's dot).
 */
export const commentsResponseSchema = z.object({
  comments: z.array(answerSchema),
  showResponses: z.boolean(),
  hasUnseenTopics: z.boolean(),
});
export type CommentsResponse = z.infer<typeof commentsResponseSchema>;

/**
 * Bounded before anything else looks at it (issue 22): no text longer than the longest answer reaches
 * the server's checks. The rule of the kind (a comment's 1000) comes after, on the trimmed text.
 */
const textField = z
  .string({ error: MESSAGES.required })
  .max(ANSWER_MAX, { error: MESSAGES.tooLong(ANSWER_MAX), abort: true });

/**
 * `POST /comments`: an answer (replyTo null or absent) or a comment on a top-level answer of the same
 * question (replyTo = that answer's id). One answer per member per question: a second one is 409.
 */
export const createCommentBodySchema = z
  .object({
    topicId: rowIdSchema,
    topicViewId: rowIdSchema.nullable().optional(),
    replyTo: rowIdSchema.nullable().optional(),
    text: textField,
    phiConfirmations: phiConfirmationsSchema,
  })
  .superRefine((body, ctx) => {
    const message = commentTextError(body.text, body.replyTo ? 'comment' : 'answer');
    if (message) ctx.addIssue({ code: 'custom', path: ['text'], message });
  });
export type CreateCommentBody = z.input<typeof createCommentBodySchema>;

/** `PATCH /comments/{id}`: the server applies the answer or comment rule of the row being edited. */
export const updateCommentBodySchema = z.object({ text: textField, phiConfirmations: phiConfirmationsSchema });
export type UpdateCommentBody = z.infer<typeof updateCommentBodySchema>;

/** What `POST` and `PATCH /comments` return: the saved item, plus the header's unseen-topics flag. */
export const savedCommentSchema = threadCommentSchema.extend({ hasUnseenTopics: z.boolean() });
export type SavedComment = z.infer<typeof savedCommentSchema>;

/** `DELETE /comments/{id}`. */
export const deletedCommentSchema = z.object({ deletedAt: z.string() });

/** `POST /comments/{id}/ratings`: first vote adds, the same value again removes, the other moves. */
export const ratingBodySchema = z.object({ rating: ratingValueSchema });
export type RatingBody = z.infer<typeof ratingBodySchema>;

export const ratingResultSchema = z.object({
  id: z.number().int(),
  userVote: ratingValueSchema.nullable(),
  rating: ratingCountsSchema,
  adjustedRating: z.number(),
});
export type RatingResult = z.infer<typeof ratingResultSchema>;

/** `POST /comments/answers_view`: the member asked to see the responses (sets responses shown). */
export const answersViewBodySchema = z.object({
  topicId: rowIdSchema,
  topicViewId: rowIdSchema,
});
export type AnswersViewBody = z.infer<typeof answersViewBodySchema>;

/** Answers per page of a thread, and the most a client may ask for. */
export const ANSWER_PAGE_SIZE = 20;
export const MAX_ANSWER_PAGE_SIZE = 50;
/** The newest comments shown under each answer of a page; the rest come from the answer's own list. */
export const COMMENT_PREVIEW_SIZE = 3;
export const MAX_COMMENT_PAGE_SIZE = 100;
/**
 * Answers a walk by rating remembers in its cursor so that votes cannot make it repeat or skip one
 * (apps/api's answer-cursors.ts); past this many it goes on by keyset.
 */
export const MAX_SEEN_ANSWERS = 1000;
/** The longest cursor: MAX_SEEN_ANSWERS ids of up to 5 bytes each and a 7-byte mark, in base64url. */
const MAX_CURSOR_LENGTH = Math.ceil((7 + MAX_SEEN_ANSWERS * 5) / 3) * 4;
/** A page cursor as the server hands it out (opaque to clients; checked by the server). */
const cursorParam = z
  .string()
  .max(MAX_CURSOR_LENGTH)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a page cursor from this server.');

/**
 * `GET /topics/{id}/answers?orderby=&cursor=&limit=&ignoreDeleted=`: one page of a question's
 * answers. rating: adjustedRating (Wilson lower bound) descending, then id descending; date: newest
 * first. `cursor` is the previous page's `nextCursor`.
 */
export const answerPageQuerySchema = z.object({
  orderby: z.enum(COMMENT_ORDERS).default('date'),
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_ANSWER_PAGE_SIZE).default(ANSWER_PAGE_SIZE),
  ignoreDeleted: booleanQuery.default(false),
});
export type AnswerPageQuery = z.input<typeof answerPageQuerySchema>;

/**
 * An answer of a page: its `commentCount` (deleted comments included, as the thread shows them) and
 * its newest comments (up to COMMENT_PREVIEW_SIZE, newest first); `moreComments` is the cursor of the
 * older ones for `GET /comments/{id}/comments`, null when all are here.
 */
export const pagedAnswerSchema = answerSchema.extend({
  commentCount: z.number().int(),
  moreComments: z.string().nullable(),
});
export type PagedAnswer = z.infer<typeof pagedAnswerSchema>;

/**
 * `totalAnswers`: the answers of the whole thread the reader may see (without deleted ones when
 * `ignoreDeleted`). `totalResponses`: its answers and comments that are not deleted (the question
 * page's 'Responses (N)'). While `showResponses` is false the page holds at most the reader's own answer.
 * `ownAnswerId`: the reader's answer that is not deleted, wherever it falls in the pages (null: none,
 * so the answer form is offered).
 */
export const answerPageSchema = z.object({
  answers: z.array(pagedAnswerSchema),
  nextCursor: z.string().nullable(),
  totalAnswers: z.number().int(),
  totalResponses: z.number().int(),
  ownAnswerId: z.number().int().nullable(),
  showResponses: z.boolean(),
  hasUnseenTopics: z.boolean(),
});
export type AnswerPage = z.infer<typeof answerPageSchema>;

/** `GET /comments/{id}/comments?cursor=&limit=`: an answer's comments, newest first. */
export const answerCommentsQuerySchema = z.object({
  cursor: cursorParam.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_COMMENT_PAGE_SIZE).default(ANSWER_PAGE_SIZE),
});
export type AnswerCommentsQuery = z.input<typeof answerCommentsQuerySchema>;

export const answerCommentsSchema = z.object({
  comments: z.array(threadCommentSchema),
  nextCursor: z.string().nullable(),
});
export type AnswerComments = z.infer<typeof answerCommentsSchema>;
