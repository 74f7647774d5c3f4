/**
 * Row ids are PostgreSQL `integer`s: anything above would be a database error, not a 404. Zod-free, so
 * member pages and rules modules can bound ids too.
 */
export const MAX_ROW_ID = 2_147_483_647;

/** Business constants of spec §9. */
export const LIMITS = {
  answerMin: 5,
  commentMax: 1000,
  answerCounterInfo: 3600,
  answerCounterWarning: 3800,
  titleMin: 5,
  titleMax: 200,
  descriptionMin: 20,
  descriptionMax: 2000,
  taxonomyMin: 2,
  taxonomyMax: 20,
  summaryShortWords: 40,
  summaryLongWords: 150,
  descriptionPreview: 220,
  flagTitlePrefix: 100,
  authorSearchMin: 3,
} as const;

export const PAGE_SIZE = { users: 10, campaigns: 10, search: 20, topics: 20 } as const;

export const TIMING = {
  toastLifetimeMs: 6000,
  /** A dismissed toast leaves the screen this long after dismissal (its exit transition). */
  toastRemovalMs: 300,
  /** A toast repeating one raised this recently (same title and text) is not shown again. */
  toastDuplicateWindowMs: 300,
  sessionExpiryLogoutMs: 5000,
  postSummaryWaitMs: 2000,
  highlightMs: 1000,
  internalIdRegenerationMs: 5000,
  questionSearchDebounceMs: 2000,
  resizeDebounceMs: 300,
  programLinkCacheMs: 3_600_000,
} as const;

export const REWARDS = {
  perPeriodMax: 2,
  defaultValueUsd: 25,
  npiRewardUsd: 25,
  form1099ThresholdUsd: 600,
  bonusLabel: '$25 Bonus',
} as const;

export const INITIATING_TEAMS = ['MS', 'IQ', 'MDRX', 'MDIA', 'HCP'] as const;
export type InitiatingTeam = (typeof INITIATING_TEAMS)[number];

export const MESSAGES = {
  required: 'Required',
  email: 'Email address is in invalid format.',
  tooShort: (n: number) => `Text must be at least ${n} characters long.`,
  tooLong: (n: number) => `Text must be at most ${n} characters long.`,
  /** PostgreSQL text cannot hold U+0000; the API refuses any request carrying one (`plugins/input-guard.ts`). */
  nulCharacter: 'Text must not contain the NUL character (U+0000).',
  charactersLeft: (n: number) => `${n} characters left.`,
  notFoundRedirect:
    "You've been redirected here because the page you requested doesn't exist or you don't have permission for it.",
  noPermissions: 'You do not have appropriate permissions for this application.',
  sessionExpiredTitle: 'Looks like your session has expired.',
  sessionExpiredBody: 'You will be automatically logged out in 5 seconds.',
  /** Spec §8: what an error the server cannot name says (every 500, and a failure with no readable answer). */
  unknownError: 'An Error occurred. Please Try Again',
  genericErrorTitle: 'There was an unexpected error.',
  genericErrorBody: 'If the error persists, please contact member services.',
  /** The body of an error toast that names its own title but gives no text (spec §8). */
  defaultErrorBody: 'If the issue persists, please contact technical support.',
} as const;
