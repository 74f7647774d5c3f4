import { z } from 'zod';
import { pageNumberParam, patchSchemaOf, requiredRowIdSchema, rowIdParam, rowIdSchema } from './common.js';
import { INITIATING_TEAMS, LIMITS, MAX_ROW_ID, MESSAGES } from './constants.js';
import { TOPIC_AUDIENCES } from './campaigns.js';
import { topicAuthorSchema, topicStatusSchema } from './topics.js';
import { phiConfirmationsSchema } from './phi.js';

// ---------------------------------------------------------------------------------------------------
// Moderator question management (spec §2 questions list, question form, details; §5 question form and
// NPI list rules; §7 internal/topics). The question form schema here is the one both the server and the
// web form validate with.
// ---------------------------------------------------------------------------------------------------

export const QUESTION_MESSAGES = {
  publishBeforeExpiration: 'Publish date must come before the expiration date',
  specialtyRequired: 'At least one specialty or subspecialty required',
  dateInPast: 'Selected date is in the past',
  invalidDate: 'Enter a valid date and time',
  initiatingTeam: `Initiating team must be one of ${INITIATING_TEAMS.join(', ')}`,
  noAuthorFound: 'No author found',
  npiRowFormat: (row: number) => `Row ${row} have invalid format, should by "number,number"`,
  npiRowOtherQuestion: (row: number, questionId: number, ownId: number | null) =>
    `Row ${row} refers to question ${questionId}; use ${ownId ?? 0} for this question`,
  unknownQuestion: (questionId: number) => `Question ${questionId} does not exist`,
  created: 'Question was successfully created.',
  updated: 'Question was successfully updated.',
  deleted: 'Question was successfully deleted.',
  deleteFailed: 'Deleting question failed',
} as const;

/**
 * A date chosen in the form counts as "in the past" when it is more than this before now. The slack
 * lets a moderator keep the default publish date (now) while filling in the form for a while.
 */
export const PAST_DATE_TOLERANCE_MS = 60 * 60 * 1000;
/** Default expiration: publish date plus 7 days (spec §9). */
export const DEFAULT_QUESTION_DURATION_MS = 7 * 24 * 60 * 60 * 1000;

// Refinements rather than aborting checks: the cross-field rules below still run when a field is
// empty, so the form and the API report every message at once (and one message per field).
const requiredText = (min: number, max: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .max(max, { error: MESSAGES.tooLong(max) })
    .refine((v) => v.length > 0, { error: MESSAGES.required })
    .refine((v) => v.length === 0 || v.length >= min, { error: MESSAGES.tooShort(min) });

const isoDateTime = z.iso.datetime({ offset: true });
/** An ISO date-time with offset is at most 35 characters (`2026-01-01T00:00:00.000000+00:00`); 64 leaves room. */
const requiredDate = z
  .string({ error: MESSAGES.required })
  .max(64, { error: QUESTION_MESSAGES.invalidDate })
  .refine((v) => v !== '', { error: MESSAGES.required })
  .refine((v) => v === '' || v.length > 64 || isoDateTime.safeParse(v).success, {
    error: QUESTION_MESSAGES.invalidDate,
  });

/** One NPI list row as submitted: (question id, NPI) — an integer and a text (spec §5). */
export const npiPairSchema = z.tuple([
  z.number().int().min(0).max(MAX_ROW_ID),
  z
    .string()
    .max(18, 'Maximum characters NPI field support is 18')
    .regex(/^\d{1,18}$/, 'NPI should be a number'),
]);
export type NpiPair = z.infer<typeof npiPairSchema>;

const idList = z.array(rowIdSchema).max(500);

/**
 * The question form (create and edit). Field rules and the cross-field rules that need no context;
 * `questionDateIssues` adds the "in the past" rule, which needs the clock and the saved values.
 */
const questionFormFields = z.object({
  authorUserId: requiredRowIdSchema,
  title: requiredText(LIMITS.titleMin, LIMITS.titleMax),
  description: requiredText(LIMITS.descriptionMin, LIMITS.descriptionMax),
  therapyArea: requiredText(LIMITS.taxonomyMin, LIMITS.taxonomyMax),
  primaryIndication: requiredText(LIMITS.taxonomyMin, LIMITS.taxonomyMax),
  secondaryIndication: requiredText(LIMITS.taxonomyMin, LIMITS.taxonomyMax),
  stageProgression: requiredText(LIMITS.taxonomyMin, LIMITS.taxonomyMax),
  initiatingTeam: z.enum(INITIATING_TEAMS, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? MESSAGES.required : QUESTION_MESSAGES.initiatingTeam,
  }),
  publishDate: requiredDate,
  expirationDate: requiredDate,
  specialties: idList.default([]),
  subspecialties: idList.default([]),
  useNpiMap: z.boolean().default(false),
  npiMap: z.array(npiPairSchema).max(100_000).default([]),
  personalized: z.boolean().default(true),
  hideAnswers: z.boolean().default(true),
  rewardEnabled: z.boolean().default(true),
  phiConfirmations: phiConfirmationsSchema,
});

export const questionFormSchema = questionFormFields.superRefine(
  (v, ctx) => {
    const publish = Date.parse(v.publishDate ?? '');
    const expiration = Date.parse(v.expirationDate ?? '');
    if (!Number.isNaN(publish) && !Number.isNaN(expiration) && publish >= expiration) {
      ctx.addIssue({ code: 'custom', path: ['publishDate'], message: QUESTION_MESSAGES.publishBeforeExpiration });
    }
    if (!v.useNpiMap && (v.specialties?.length ?? 0) + (v.subspecialties?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['specialties'], message: QUESTION_MESSAGES.specialtyRequired });
    }
    if (v.useNpiMap && (v.npiMap?.length ?? 0) === 0) {
      ctx.addIssue({ code: 'custom', path: ['npiMap'], message: MESSAGES.required });
    }
    // Cross-field rules run even when some fields are invalid, so the form shows every message at
    // once; but only on an object (a body of `null` or `[]` has no fields to compare).
  },
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
);
/** `PATCH internal/topics/{id}`: only the fields sent change; the merged question is checked whole. */
export const questionPatchSchema = patchSchemaOf(questionFormFields);
export type QuestionPatch = z.infer<typeof questionPatchSchema>;
export type QuestionFormBody = z.input<typeof questionFormSchema>;
export type QuestionForm = z.infer<typeof questionFormSchema>;

export interface FieldIssue {
  path: string;
  message: string;
}

/**
 * 'Selected date is in the past' for a date the moderator chose (new, or changed from the saved
 * value) that lies more than `PAST_DATE_TOLERANCE_MS` before now. Saved dates of a running question
 * stay valid when it is edited.
 */
export function questionDateIssues(
  values: { publishDate?: string; expirationDate?: string },
  context: { now: Date; saved?: { publishDate: string; expirationDate: string } | null },
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  for (const field of ['publishDate', 'expirationDate'] as const) {
    const value = values[field];
    const at = Date.parse(value ?? '');
    if (Number.isNaN(at)) continue;
    const saved = context.saved ? Date.parse(context.saved[field]) : Number.NaN;
    if (at === saved) continue;
    if (at < context.now.getTime() - PAST_DATE_TOLERANCE_MS)
      issues.push({ path: field, message: QUESTION_MESSAGES.dateInPast });
  }
  return issues;
}

/**
 * NPI rows that belong to the question being saved: 0 stands for "this question" (a new one has no
 * id yet), otherwise the row must name the question's own id.
 */
export function npiMapIssues(npiMap: readonly NpiPair[], ownId: number | null): FieldIssue[] {
  const issues: FieldIssue[] = [];
  npiMap.forEach(([questionId], i) => {
    if (questionId !== 0 && questionId !== ownId) {
      issues.push({ path: `npiMap.${i}`, message: QUESTION_MESSAGES.npiRowOtherQuestion(i + 1, questionId, ownId) });
    }
  });
  return issues;
}

const NPI_ROW = /^\s*(\d{1,10})\s*,\s*(\d{1,18})\s*$/;

/**
 * The NPI list editor (spec §5): every non-empty line is `number,number`; rows are numbered by line.
 * Returns the (integer, text) pairs to submit and one message per bad line.
 */
export function parseNpiList(text: string): { rows: NpiPair[]; errors: string[] } {
  const rows: NpiPair[] = [];
  const errors: string[] = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.trim() === '') return;
    const match = NPI_ROW.exec(line);
    const questionId = match ? Number(match[1]) : Number.NaN;
    if (!match || questionId > MAX_ROW_ID) errors.push(QUESTION_MESSAGES.npiRowFormat(i + 1));
    else rows.push([questionId, match[2] as string]);
  });
  return { rows, errors };
}

/** The text area's own schema: the row messages of `parseNpiList`. */
export const npiListTextSchema = z.string().superRefine((text, ctx) => {
  for (const message of parseNpiList(text).errors) ctx.addIssue({ code: 'custom', message });
});

export const formatNpiList = (rows: readonly NpiPair[]) => rows.map(([id, npi]) => `${id},${npi}`).join('\n');

// --- list ------------------------------------------------------------------------------------------

export const INTERNAL_TOPIC_SORTS = [
  'expirationDate DESC',
  'expirationDate ASC',
  'publishDate DESC',
  'publishDate ASC',
  'createdAt DESC',
  'createdAt ASC',
] as const;
export type InternalTopicSort = (typeof INTERNAL_TOPIC_SORTS)[number];

/**
 * The items of a list parameter, which arrives as `a=1&a=2` or `a=1,2`. An empty or comma-only value
 * (`a=`, `a=,,`: a client joining an empty selection) has none and counts as absent, so the list's
 * default applies; no query ever sees an empty list.
 */
const listItems = (v: unknown) => {
  const items = [v]
    .flat()
    .flatMap((s) => String(s ?? '').split(','))
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return items.length > 0 ? items : undefined;
};
const listParam = <T extends z.ZodType>(item: T) => z.preprocess(listItems, z.array(item).max(100).optional());
const listParamOr = <T extends z.ZodType>(item: T, fallback: z.output<T>[]) =>
  z.preprocess(listItems, z.array(item).max(100).default(fallback));

/** `GET /internal/topics`: keywords in title or description, specialties, statuses (default active and scheduled). */
export const internalTopicsQuerySchema = z.object({
  term: z.string().trim().max(200).optional(),
  specs: listParam(rowIdParam),
  status: listParamOr(z.coerce.number().pipe(topicStatusSchema), [0, 1]),
  pageNumber: pageNumberParam,
  count: z.coerce.number().int().min(1).max(100).default(20),
  sort: z.enum(INTERNAL_TOPIC_SORTS).default('expirationDate DESC'),
});
export type InternalTopicsQuery = z.input<typeof internalTopicsQuerySchema>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const internalTopicListItemSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  status: topicStatusSchema,
  publishDate: z.string(),
  expirationDate: z.string(),
  createdAt: z.string(),
  useNpiMap: z.boolean(),
  specialties: z.array(named),
  subspecialties: z.array(named),
  author: z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() }),
  answersCount: z.number().int(),
  totalResponsesCount: z.number().int(),
});
export type InternalTopicListItem = z.infer<typeof internalTopicListItemSchema>;

export const pageMetaSchema = z.object({ total: z.number().int(), page: z.number().int(), count: z.number().int() });

export const internalTopicListSchema = z.object({ data: z.array(internalTopicListItemSchema), meta: pageMetaSchema });
export type InternalTopicList = z.infer<typeof internalTopicListSchema>;

// --- one question ----------------------------------------------------------------------------------

/** `GET /internal/topics/{id}`: everything the form and the details page need. */
export const internalTopicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  personalized: z.boolean(),
  author: topicAuthorSchema.extend({ npi: z.string().nullable() }),
  specialties: z.array(z.number().int()),
  subspecialties: z.array(z.number().int()),
  publishDate: z.string(),
  expirationDate: z.string(),
  useNpiMap: z.boolean(),
  npiMap: z.array(npiPairSchema),
  hideAnswers: z.boolean(),
  status: topicStatusSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  commentedAt: z.string().nullable(),
  totalResponsesCount: z.number().int(),
  therapyArea: z.string(),
  primaryIndication: z.string(),
  secondaryIndication: z.string(),
  stageProgression: z.string(),
  initiatingTeam: z.enum(INITIATING_TEAMS),
  rewardEnabled: z.boolean(),
  /** The topic-programs feature flag, so the details page knows whether to show connected programs. */
  topicProgramsEnabled: z.boolean(),
});
export type InternalTopic = z.infer<typeof internalTopicSchema>;

/** Engagement stats of the details page (spec §3). Money in US dollars. */
export const engagementStatsSchema = z.object({
  totalResponses: z.number().int(),
  answers: z.number().int(),
  uniqueViews: z.number().int(),
  eligible: z.number().int(),
  targetSize: z.number().int(),
  emailsCount: z.number().int(),
  rewardsTotalUsd: z.number(),
  rewardsPeriodUsd: z.number(),
  period: z.object({ start: z.string(), end: z.string() }),
});
export type EngagementStats = z.infer<typeof engagementStatsSchema>;

export const countSchema = z.object({ count: z.number().int() });

// --- authors ---------------------------------------------------------------------------------------

/** `GET /internal/topics/authors?term=`: by first or last name, full name, or NPI, from 3 characters. */
export const authorSearchQuerySchema = z.object({
  term: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(LIMITS.authorSearchMin, { error: MESSAGES.tooShort(LIMITS.authorSearchMin) })
    .max(100),
});

export const authorOptionSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  npi: z.string().nullable(),
  specialty: named.nullable(),
});
export type AuthorOption = z.infer<typeof authorOptionSchema>;
export const authorSearchSchema = z.object({ data: z.array(authorOptionSchema) });

// --- questions-to-NPI mapping ----------------------------------------------------------------------

/** `POST /internal/topics/npi`: each named question's NPI map becomes exactly its rows, and it uses the map. */
export const npiMappingBodySchema = z.object({
  npiMap: z.array(npiPairSchema).min(1, { error: MESSAGES.required }).max(100_000),
});
export type NpiMappingBody = z.infer<typeof npiMappingBodySchema>;

export const npiMappingResultSchema = z.object({ questions: z.number().int(), rows: z.number().int() });

export const npiMappingListSchema = z.object({
  data: z.array(
    z.object({ topicId: z.number().int(), title: z.string(), status: topicStatusSchema, npis: z.array(z.string()) }),
  ),
});
export type NpiMappingList = z.infer<typeof npiMappingListSchema>;

/** `GET /internal/topics/{id}/user_count?targetAudience=`: how many members a campaign would reach. */
export const userCountQuerySchema = z.object({ targetAudience: z.enum(TOPIC_AUDIENCES).default('all') });
