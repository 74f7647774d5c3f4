import { z } from 'zod';
import { ANSWER_MAX } from './comment-rules.js';
import { LIMITS, MESSAGES } from './constants.js';
import { rowIdParam } from './common.js';

/**
 * Drafts (issue 25): what a member is writing, kept on the server while they type so another device
 * finds it. One draft per author, kind and target:
 * - 'answer': a new answer to a question (target: the question's id);
 * - 'comment': a new comment under an answer (target: the answer's id);
 * - 'edit': a change to the author's own answer or comment (target: that item's id);
 * - 'consensus': the consensus wizard's form for a case (target: the question's id; summary writers).
 */
export const TEXT_DRAFT_KINDS = ['answer', 'comment', 'edit'] as const;
export type TextDraftKind = (typeof TEXT_DRAFT_KINDS)[number];
export type DraftKind = TextDraftKind | 'consensus';

/** The longest text each kind drafts: the same bound as the text it becomes (comment-rules.ts). */
export const DRAFT_TEXT_MAX: Record<TextDraftKind, number> = {
  answer: ANSWER_MAX,
  comment: LIMITS.commentMax,
  // An edit of an answer or a comment: the service applies the comment's bound to a comment's edit.
  edit: ANSWER_MAX,
};

/**
 * The consensus form as the wizard keeps it (work in progress: it need not pass the submission's
 * rules yet), bounded by its JSON length: a little over the largest summary the submission accepts.
 */
export const CONSENSUS_DRAFT_MAX_CHARS = 500_000;

export const textDraftParamsSchema = z.object({
  kind: z.enum(TEXT_DRAFT_KINDS),
  targetId: rowIdParam,
});
export const consensusDraftParamsSchema = z.object({ topicId: rowIdParam });

/** `PUT drafts/{kind}/{targetId}`. A blank text removes the draft (nothing worth keeping). */
export const textDraftBodySchema = z.object({
  text: z.string({ error: MESSAGES.required }).max(ANSWER_MAX, { error: MESSAGES.tooLong(ANSWER_MAX) }),
});
export type TextDraftBody = z.infer<typeof textDraftBodySchema>;

export const textDraftSchema = z.object({
  kind: z.enum(TEXT_DRAFT_KINDS),
  targetId: z.number().int(),
  text: z.string(),
  updatedAt: z.string(),
});
export type TextDraft = z.infer<typeof textDraftSchema>;

/**
 * `PUT drafts/consensus/{topicId}`: the wizard's form as JSON text. A work in progress has no shape to
 * check yet, so its bound is its length, checked before it is parsed; it must be a JSON object.
 */
export const consensusDraftBodySchema = z.object({
  data: z
    .string()
    .max(CONSENSUS_DRAFT_MAX_CHARS, {
      error: `The draft must be at most ${CONSENSUS_DRAFT_MAX_CHARS} characters long.`,
    })
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
      } catch {}
      ctx.addIssue({ code: 'custom', message: 'The draft must be a JSON object.' });
      return z.NEVER;
    }),
});
/** What the wizard sends (`data`: the form as JSON text). */
export type ConsensusDraftBody = z.input<typeof consensusDraftBodySchema>;

export const consensusDraftSchema = z.object({
  topicId: z.number().int(),
  data: z.record(z.string(), z.unknown()),
  updatedAt: z.string(),
});
export type ConsensusDraft = z.infer<typeof consensusDraftSchema>;
