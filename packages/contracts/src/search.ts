import { z } from 'zod';
import { PAGE_SIZE } from './constants.js';
import type { RoleKey } from './roles.js';
import { calendarDateSchema } from './rewards.js';

// ---------------------------------------------------------------------------------------------------
// Moderator search (spec §2 Moderator search, §3 Search result, §4 Search sort, §7 Search comments and
// Search logs, §8 search texts, §9 search page size; design.md: search logs, CSV export).
// ---------------------------------------------------------------------------------------------------

export const SEARCH_MESSAGES = {
  wordRequired: 'Enter a word to search for',
  wordTooLong: (n: number) => `The search text must be at most ${n} characters long.`,
  fromAfterTo: 'The From date must not be after the To date',
  /** Spec §8. */
  noResults: 'No results',
  backendError: 'Backend error, please review in chrome dev tools',
  exportForbidden: 'Only an Administrator or a Moderator may read search logs and download search CSV files.',
} as const;

/** Spec §4: relevant, newest (the default), oldest. */
export const SEARCH_ORDERS = ['relevant', 'newest', 'oldest'] as const;
export type SearchOrder = (typeof SEARCH_ORDERS)[number];

export const SEARCH_LIMITS = {
  /** Longest search text: a clinical phrase or two, never a document. */
  wordMax: 200,
  /** Largest page a caller may ask for (the page itself asks for 20, spec §9). */
  limitMax: 100,
  /**
   * Matches are counted up to this many ("1,000+ results", 50 pages): counting every match of a
   * common word visits tens of thousands of rows, and nobody reads page 51 rather than narrowing.
   */
  countMax: 1_000,
  /** The largest offset, and the most rows a CSV download holds. */
  resultsMax: 10_000,
} as const;

/**
 * Who may read the search logs and download search results and logs as CSV (design.md: "CSV export
 * of search results and logs: Administrator and Moderator"). The IQ Moderator, who also holds
 * `search`, may search but not export. Used by the server's policy and by the page's buttons.
 */
export const SEARCH_EXPORT_ROLES: readonly RoleKey[] = ['administrator', 'moderator'];
export const maySearchExport = (roleKey: string) => (SEARCH_EXPORT_ROLES as readonly string[]).includes(roleKey);

/** An absent, empty or blank query parameter takes its default. */
const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const optionalDate = z.preprocess(blankAsAbsent, calendarDateSchema.optional());

const searchFilterFields = {
  word: z
    .string()
    .trim()
    .min(1, SEARCH_MESSAGES.wordRequired)
    .max(SEARCH_LIMITS.wordMax, SEARCH_MESSAGES.wordTooLong(SEARCH_LIMITS.wordMax)),
  order: z.preprocess(blankAsAbsent, z.enum(SEARCH_ORDERS).default('newest')),
  /** First day, inclusive (00:00 UTC). */
  from: optionalDate,
  /** Last day, inclusive (up to the end of that day, UTC). */
  to: optionalDate,
};

const datesInOrder = (q: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (q.from && q.to && q.from > q.to) {
    ctx.addIssue({ code: 'custom', path: ['from'], message: SEARCH_MESSAGES.fromAfterTo });
  }
};

/**
 * `GET search/comments` (spec §7: word, order, offset, from, to, limit). `offset` is 0 for page 1,
 * else 20 × (page − 1).
 */
export const searchCommentsQuerySchema = z
  .object({
    ...searchFilterFields,
    offset: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(SEARCH_LIMITS.resultsMax).default(0)),
    limit: z.preprocess(
      blankAsAbsent,
      z.coerce.number().int().min(1).max(SEARCH_LIMITS.limitMax).default(PAGE_SIZE.search),
    ),
  })
  .superRefine(datesInOrder);
export type SearchCommentsQuery = z.infer<typeof searchCommentsQuerySchema>;

/** `GET search/comments/csv`: the same search, every match up to `SEARCH_LIMITS.resultsMax`. */
export const searchCommentsCsvQuerySchema = z.object(searchFilterFields).superRefine(datesInOrder);
export type SearchCommentsCsvQuery = z.infer<typeof searchCommentsCsvQuerySchema>;

/**
 * What stands between two passages of one snippet, where text was left out (the search's
 * `FragmentDelimiter`); the page shows the same mark where a passage starts or ends inside the text.
 */
export const SNIPPET_FRAGMENT_DELIMITER = ' … ';

/** A piece of the highlighted snippet: `match` pieces are the words the search found. */
export const snippetPartSchema = z.object({ text: z.string(), match: z.boolean() });
export type SnippetPart = z.infer<typeof snippetPartSchema>;

/**
 * Spec §3 Search result. `description` is the question's, `text` the answer's or comment's; the
 * specialty and subspecialty are the author's. `snippet` is the matching passage of `text` as plain
 * text pieces (never HTML), absent when nothing in the text itself matched.
 */
export const searchResultSchema = z.object({
  id: z.number().int(),
  topic_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  description: z.string(),
  text: z.string(),
  therapy_area: z.string(),
  specialty_name: z.string().nullable(),
  subspecialty_name: z.string().nullable(),
  created_at: z.string(),
  npi: z.string().nullable(),
  snippet: z.array(snippetPartSchema).optional(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResultsSchema = z.object({
  comment: z.array(searchResultSchema),
  /** Matches, counted up to `SEARCH_LIMITS.countMax`. */
  commentsCount: z.number().int(),
  /** True when there are more matches than `commentsCount` says. */
  countCapped: z.boolean(),
});
export type SearchResults = z.infer<typeof searchResultsSchema>;

/** The filters a logged search ran with. `csv` marks a download of the results. */
export const searchLogFiltersSchema = z.object({
  order: z.enum(SEARCH_ORDERS),
  from: z.string().nullable(),
  to: z.string().nullable(),
  offset: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  csv: z.boolean(),
});
export type SearchLogFilters = z.infer<typeof searchLogFiltersSchema>;

export const searchLogSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  words: z.string(),
  filters: searchLogFiltersSchema,
  resultsCount: z.number().int(),
  createdAt: z.string(),
});
export type SearchLog = z.infer<typeof searchLogSchema>;

/** `GET search/logs`: newest first, paged like the results. */
export const searchLogsQuerySchema = z.object({
  offset: z.preprocess(blankAsAbsent, z.coerce.number().int().min(0).max(SEARCH_LIMITS.resultsMax).default(0)),
  limit: z.preprocess(
    blankAsAbsent,
    z.coerce.number().int().min(1).max(SEARCH_LIMITS.limitMax).default(PAGE_SIZE.search),
  ),
});
export type SearchLogsQuery = z.infer<typeof searchLogsQuerySchema>;

export const searchLogsSchema = z.object({
  logs: z.array(searchLogSchema),
  /** Logs, counted up to `SEARCH_LIMITS.resultsMax`. */
  logsCount: z.number().int(),
  countCapped: z.boolean(),
});
export type SearchLogs = z.infer<typeof searchLogsSchema>;

/** The page's offset for a page number (spec §7: 0 for page 1, else 20 × (page − 1)). */
export const searchOffset = (page: number) => (page <= 1 ? 0 : PAGE_SIZE.search * (page - 1));
