import { PHI_KINDS } from '@pc/phi/kinds';
import { z } from 'zod';
import { ANSWER_MAX } from './comment-rules.js';
import { pageNumberParam, rowIdParam } from './common.js';
import { MESSAGES } from './constants.js';
import { ERROR_CODES, errorBodySchema } from './errors.js';

/**
 * Patient identifiers in written texts (issue 14). The detector is `@pc/phi`; these are the shapes the
 * API and its clients share. The kinds come from the detector's `kinds` module alone (no rules, no
 * name lists), so the member pages that import contracts never pull the detector in.
 */
export const PHI_FINDING_KINDS = PHI_KINDS;
export const phiKindSchema = z.enum(PHI_FINDING_KINDS);
export type PhiFindingKind = z.infer<typeof phiKindSchema>;

/**
 * An image's findings have one kind more (issue 23): a face is an identifier of its own (Safe Harbor's
 * full-face photographs); its `text` is this word. Here, not in phi-images.ts, because the moderators'
 * list below shows image findings too.
 */
export const PHI_FACE_KIND = 'face';
export const PHI_IMAGE_KINDS = [...PHI_FINDING_KINDS, PHI_FACE_KIND] as const;
export const phiImageKindSchema = z.enum(PHI_IMAGE_KINDS);
export type PhiImageKind = z.infer<typeof phiImageKindSchema>;

/**
 * The longest text the check route takes: the longest single field the forms check while typing (a
 * consensus text field, 20,000 characters; answers are at most 4,000). Issue 22: no more than that.
 */
export const PHI_CHECK_MAX_LENGTH = 20_000;

/** One suspected identifier: `text === checkedText.slice(start, end)` (JavaScript string indexes). */
export const phiFindingSchema = z.object({
  start: z.number().int(),
  end: z.number().int(),
  kind: phiKindSchema,
  text: z.string(),
});
export type PhiFindingBody = z.infer<typeof phiFindingSchema>;

/** `POST /phi/check {text}` → `{findings}`: instant feedback while a member writes; nothing is stored. */
export const phiCheckBodySchema = z.object({ text: z.string().max(PHI_CHECK_MAX_LENGTH) });
export type PhiCheckBody = z.infer<typeof phiCheckBodySchema>;
export const phiCheckResultSchema = z.object({ findings: z.array(phiFindingSchema) });
export type PhiCheckResult = z.infer<typeof phiCheckResultSchema>;

/**
 * The writer's word that a finding does not identify a patient: by the field, kind and exact text,
 * not by offsets, so an edit elsewhere in the text keeps it. Sent as `phiConfirmations` with the write.
 */
export const phiConfirmationSchema = z.object({
  field: z.string().min(1).max(200),
  kind: phiKindSchema,
  text: z.string().min(1).max(1000),
});
export type PhiConfirmation = z.infer<typeof phiConfirmationSchema>;

/** The optional member of every checked write body. */
export const phiConfirmationsSchema = z.array(phiConfirmationSchema).max(500).optional();

/**
 * A finding of a write, with the body field it is in (`text`, `title`, `description`, `message`,
 * `name`, or a path such as `data.Sections.0.Text`). For rich-text fields the offsets are in the
 * field's plain text (tags removed, whitespace collapsed), not in its markup or markdown.
 */
export const phiFieldFindingSchema = phiFindingSchema.extend({ field: z.string() });
export type PhiFieldFinding = z.infer<typeof phiFieldFindingSchema>;

export const PHI_SUSPECTED_MESSAGE =
  'This text may identify a patient. Edit it, or confirm that each highlighted part does not identify a patient.';

/** The 422 of a checked write: every unconfirmed finding of every field; nothing was stored. */
export const phiSuspectedErrorSchema = errorBodySchema.extend({
  code: z.literal(ERROR_CODES.phiSuspected),
  findings: z.array(phiFieldFindingSchema),
});
export type PhiSuspectedError = z.infer<typeof phiSuspectedErrorSchema>;

/**
 * What a confirmation is attached to (the moderators' list links each to its place). `image`: an
 * uploaded image (issue 23), named by its key rather than a row id.
 */
export const PHI_SUBJECT_TYPES = ['answer', 'comment', 'question', 'report', 'consensus', 'campaign', 'image'] as const;
export const phiSubjectTypeSchema = z.enum(PHI_SUBJECT_TYPES);
export type PhiSubjectType = z.infer<typeof phiSubjectTypeSchema>;

export const PHI_CONFIRMATIONS_PAGE_SIZE = 20;

/** A rectangle in pixels of an uploaded image as it is stored (re-encoded, turned as its EXIF orientation said). */
export const phiImageBoxSchema = z.object({
  x: z.number().int().min(0),
  y: z.number().int().min(0),
  width: z.number().int().min(1),
  height: z.number().int().min(1),
});
export type PhiImageBox = z.infer<typeof phiImageBoxSchema>;

/**
 * Characters of the field's text kept on each side of a confirmed finding (`before`, `after`): a
 * shorter side reached the start or end of the text, so the list shows where the context was cut.
 */
export const PHI_CONTEXT_LENGTH = 80;

/** `GET /phi/confirmations?page=`: newest first. */
export const phiConfirmationListQuerySchema = z.object({ page: pageNumberParam });

/**
 * A stored confirmed finding: `before` + `text` + `after` is the finding with up to
 * `PHI_CONTEXT_LENGTH` characters of the field's text on each side, as it was stored (highlight
 * `text`). `link` is the page where the text lives, null when it has none. `subjectText` is an
 * answer's or comment's whole current text, which the moderator's edit starts from (null for other
 * subjects, and once it is deleted). An image's finding (`subjectType: 'image'`, issue 23) has no row
 * id (`subjectId` null); `before` and `after` are the text read from the image around it; `image` is
 * the stored image's URL, for a thumbnail, and the finding's boxes in its pixels (null for every
 * written text).
 */
export const phiConfirmationItemSchema = z.object({
  id: z.number().int(),
  subjectType: phiSubjectTypeSchema,
  subjectId: z.number().int().nullable(),
  field: z.string(),
  // Written texts' kinds, and `face` for an image's faces.
  kind: phiImageKindSchema,
  text: z.string(),
  before: z.string(),
  after: z.string(),
  author: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  link: z.string().nullable(),
  subjectText: z.string().nullable(),
  image: z.object({ url: z.string(), boxes: z.array(phiImageBoxSchema) }).nullable(),
  createdAt: z.string(),
});
export type PhiConfirmationItem = z.infer<typeof phiConfirmationItemSchema>;

export const phiConfirmationListSchema = z.object({
  items: z.array(phiConfirmationItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type PhiConfirmationList = z.infer<typeof phiConfirmationListSchema>;

/** `PATCH /phi/confirmations/{id}/subject`: a moderator replaces an answer's or comment's text. */
export const phiSubjectEditBodySchema = z.object({
  // The subject is an answer or a comment: the longest answer bounds it (the comment rule comes after).
  text: z.string({ error: 'Required' }).max(ANSWER_MAX, { error: MESSAGES.tooLong(ANSWER_MAX), abort: true }),
  phiConfirmations: phiConfirmationsSchema,
});
export type PhiSubjectEditBody = z.infer<typeof phiSubjectEditBodySchema>;

export const phiConfirmationParamsSchema = z.object({ id: rowIdParam });
