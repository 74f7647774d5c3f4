/**
 * Case consensus rules and texts that every page needs (spec §5 Summary rules, §8 Summary errors,
 * §9). Kept free of zod: the members' consensus pages import it (see zod-free.test.ts).
 */

export const CONSENSUS_STATUSES = ['draft', 'in_review', 'published'] as const;
export type ConsensusStatus = (typeof CONSENSUS_STATUSES)[number];

/** ConsensusType of spec §3. */
export const CONSENSUS_TYPES = ['Clinical', 'Community', 'Expert On Call', 'Event Coverage'] as const;
export type ConsensusType = (typeof CONSENSUS_TYPES)[number];

/** Word limits of spec §5/§9. */
export const SUMMARY_WORD_LIMITS = {
  /** Summary Title, High-Level Summary Statement, Conclusion Title. */
  short: 40,
  /** Analysis text, conclusion paragraph, section text. */
  long: 150,
} as const;

/** SectionLabel's default (spec §3). */
export const DEFAULT_SECTION_LABEL = 'Differing consults';

/** Spec §9 layout constants of the consensus pages. */
export const CONSENSUS_LAYOUT = {
  /** The authoring outline sits beside the form above this width; below, behind a menu button. */
  outlineMinWidth: 1350,
  /** Scroll offsets of the outline's anchors below / above the outline width. */
  scrollOffsetNarrow: 250,
  scrollOffsetWide: 350,
  /** Peer challenge preview breakpoints. */
  peerChallengeBreakpoints: [768, 1350] as const,
  /** The Case Consensuses page shows its (unwired) pagination only above this many tiles, fixed at 12 pages. */
  paginationAbove: 100,
  paginationPages: 12,
  /** The exported tile's size in CSS pixels. */
  tileWidth: 260,
  tileHeight: 308,
  /** dayjs format of the source line's date. */
  monthYearFormat: 'MMMM YYYY',
} as const;

/** Texts of spec §8 for the consensus screens. */
export const CONSENSUS_MESSAGES = {
  caseNotFound: 'Case Not Found',
  fetchFailed: 'Something went wrong. Please try again later.',
  peerChallengeFailed: 'Something went wrong on Peer Challenge. Please try again later!',
  submitFailed: 'There was an error submitting, please refresh and try again',
  notFound: 'Not Found',
} as const;

/**
 * Words as a reader counts them: runs of letters or digits (any script), with inner apostrophes,
 * hyphens and dots kept inside the word ("don't", "SGLT2-inhibitor", "e.g." are one word each).
 * Markdown punctuation and stray symbols are not words.
 */
export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu);
  return matches ? matches.length : 0;
}
