import { z } from 'zod';
import { pageNumberParam, rowIdParam, rowIdSchema } from './common.js';
import { PAGE_SIZE } from './constants.js';
import { phiConfirmationsSchema } from './phi.js';
import { TOPIC_FEED_SECTIONS, TOPIC_FEEDS } from './topic-rules.js';

export const topicAuthorSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  specialty: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/**
 * A question as the API returns it (spec §3). `status` is derived from the dates at read time:
 * 0 scheduled, 1 active, 2 expired. Dates are ISO strings.
 */
export const topicSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  personalized: z.boolean(),
  author: topicAuthorSchema,
  specialties: z.array(z.number().int()),
  subspecialties: z.array(z.number().int()),
  publishDate: z.string(),
  expirationDate: z.string(),
  useNpiMap: z.boolean(),
  hideAnswers: z.boolean(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  createdAt: z.string(),
  commentedAt: z.string().nullable(),
  totalResponsesCount: z.number().int(),
  therapyArea: z.string(),
  primaryIndication: z.string(),
  secondaryIndication: z.string(),
  stageProgression: z.string(),
  initiatingTeam: z.string(),
  rewardEnabled: z.boolean(),
});
export type Topic = z.infer<typeof topicSchema>;

// ---------------------------------------------------------------------------------------------------
// Member-facing questions: the two feeds, the question view, the next question and the report (flag).
// ---------------------------------------------------------------------------------------------------

export const topicStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** Authors as members see them: no e-mail address (that is for the moderator screens only). */
export const topicAuthorPublicSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  specialty: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** One question in a feed list. `answered`: the signed-in member has an answer (not deleted) on it. */
export const topicSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  personalized: z.boolean(),
  status: topicStatusSchema,
  publishDate: z.string(),
  expirationDate: z.string(),
  createdAt: z.string(),
  commentedAt: z.string().nullable(),
  totalResponsesCount: z.number().int(),
  hideAnswers: z.boolean(),
  rewardEnabled: z.boolean(),
  specialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  answered: z.boolean(),
});
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const TOPIC_FEED_SORTS = [
  'expirationDate DESC',
  'expirationDate ASC',
  'publishDate DESC',
  'publishDate ASC',
] as const;

/** The feed's order when none is asked for. */
export const TOPIC_FEED_DEFAULT_SORT = 'expirationDate DESC' satisfies (typeof TOPIC_FEED_SORTS)[number];

/**
 * `GET /topics`. `feed=my`: questions the member is eligible for; `feed=other`: active and expired
 * questions that do not target the member. Every section is paged with the same `pageNumber`/`count`;
 * `section` limits the items to one section (the other sections still report their `total`).
 */
export const topicFeedQuerySchema = z.object({
  feed: z.enum(TOPIC_FEEDS).default('my'),
  section: z.enum(TOPIC_FEED_SECTIONS).optional(),
  sort: z.enum(TOPIC_FEED_SORTS).default(TOPIC_FEED_DEFAULT_SORT),
  pageNumber: pageNumberParam,
  count: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE.topics),
});
export type TopicFeedQuery = z.input<typeof topicFeedQuerySchema>;

export const topicFeedSectionSchema = z.object({
  items: z.array(topicSummarySchema),
  total: z.number().int(),
});

/**
 * featured: active, not yet answered by the member. answered: active, answered by the member.
 * archive: expired (the Question Archive). scheduled: not yet published; managers only (always empty
 * for members).
 */
export const topicFeedSchema = z.object({
  feed: z.enum(TOPIC_FEEDS),
  pageNumber: z.number().int(),
  count: z.number().int(),
  featured: topicFeedSectionSchema,
  answered: topicFeedSectionSchema,
  archive: topicFeedSectionSchema,
  scheduled: topicFeedSectionSchema,
});
export type TopicFeedResponse = z.infer<typeof topicFeedSchema>;

/**
 * `GET /topics/{id}`: the question view. Opening it records a topic view whose id (`topicViewId`) the
 * client sends back with answers, `answers_view` and the answer-form focus event.
 */
export const topicDetailSchema = topicSummarySchema.extend({
  author: topicAuthorPublicSchema,
  subspecialties: z.array(z.object({ id: z.number().int(), name: z.string() })),
  therapyArea: z.string(),
  primaryIndication: z.string(),
  secondaryIndication: z.string(),
  stageProgression: z.string(),
  topicViewId: z.number().int(),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;

/** `GET /topics/{id}/next`: the next active question the member is eligible for and has not answered. */
export const nextTopicSchema = z.object({
  next: z.object({ id: z.number().int(), title: z.string() }).nullable(),
});
export type NextTopic = z.infer<typeof nextTopicSchema>;

const requiredText = (max: number) =>
  z.string({ error: 'Required' }).trim().min(1, 'Required').max(max, `Text must be at most ${max} characters long.`);

/** `POST /topics/{id}/flag` (spec §3 Flag report, §5 Flag form). */
export const flagBodySchema = z.object({
  /**
   * Never used: support replies to the reporter's own address, taken from their token, so nobody can
   * have a report answered to someone else. Still accepted (spec §7 lists it) so older clients that
   * send it are not refused.
   */
  userEmail: z.string().max(320).optional(),
  title: requiredText(300),
  message: requiredText(5000),
  /** The question id (the path's id wins; a different one is refused). */
  id: rowIdParam.optional(),
  answerId: rowIdSchema.nullable().optional(),
  commentId: rowIdSchema.nullable().optional(),
  content: z.string().max(5000).nullable().optional(),
  /** For `title` and `message` (the reported `content` is another's text, checked when it was written). */
  phiConfirmations: phiConfirmationsSchema,
});
export type FlagBody = z.input<typeof flagBodySchema>;
