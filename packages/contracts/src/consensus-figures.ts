import { z } from 'zod';
import { rowIdSchema } from './common.js';
import { formatShare, VERDICT_LABEL, VERDICTS, type Verdict } from './consensus-figures-rules.js';
import { WILSON_Z, wilsonLowerBound } from './domain.js';

/**
 * A consensus measured from its thread (issue 24): the author names the case's positions and assigns
 * each answer to one (or to "other / unclear"); the figures below are computed from those
 * assignments, the answers' agree and disagree votes and their authors' specialties, by one pure
 * function that the server runs at submission (the snapshot stored with the consensus) and the
 * wizard runs for its preview.
 */

export const POSITIONS_MIN = 2;
export const POSITIONS_MAX = 6;
export const POSITION_LABEL_MAX = 120;
/** A thread's answers the assignments can hold (the largest thread at national scale is far below). */
export const ASSIGNMENTS_MAX = 20_000;
/** Specialties with fewer assigned answers than this are grouped as `OTHER_SPECIALTY` in the split. */
export const SPECIALTY_MIN_ANSWERS = 5;
export const OTHER_SPECIALTY = 'Other specialties';

/**
 * The Delphi line: a position is the consensus when its share of assigned answers is at least
 * `share` and its Wilson 95% interval's lower bound at least `lowerBound`. The server's
 * `CONSENSUS_LINE_SHARE` and `CONSENSUS_LINE_LOWER_BOUND` override the defaults.
 */
export const consensusLineSchema = z.object({
  share: z.number().min(0.5).max(1),
  lowerBound: z.number().min(0).max(1),
});
export type ConsensusLine = z.infer<typeof consensusLineSchema>;
export const DEFAULT_CONSENSUS_LINE: ConsensusLine = { share: 0.75, lowerBound: 0.66 };

// The verdicts' words and the share's format live in a zod-free module the reading pages import.
export { formatShare, VERDICT_LABEL, VERDICTS, type Verdict } from './consensus-figures-rules.js';

const positionLabel = z
  .string()
  .trim()
  .min(1, { error: 'Name each position.' })
  .max(POSITION_LABEL_MAX, { error: `A position is at most ${POSITION_LABEL_MAX} characters.` });

/** One answer's place: a position's index in `positions`, or null for "other / unclear". */
export const positionAssignmentSchema = z.object({
  answerId: rowIdSchema,
  position: z
    .number()
    .int()
    .min(0)
    .max(POSITIONS_MAX - 1)
    .nullable(),
});
export type PositionAssignment = z.infer<typeof positionAssignmentSchema>;

/** `PUT internal/topics/{id}/positions`: the case's positions and the answers assigned so far. */
export const savePositionsBodySchema = z
  .object({
    positions: z
      .array(positionLabel)
      .min(POSITIONS_MIN, { error: `Name at least ${POSITIONS_MIN} positions.` })
      .max(POSITIONS_MAX, { error: `Name at most ${POSITIONS_MAX} positions.` }),
    assignments: z.array(positionAssignmentSchema).max(ASSIGNMENTS_MAX),
  })
  .superRefine((body, ctx) => {
    const labels = body.positions.map((p) => p.toLowerCase());
    labels.forEach((label, index) => {
      if (labels.indexOf(label) !== index)
        ctx.addIssue({ code: 'custom', path: ['positions', index], message: 'Each position needs its own name.' });
    });
    const seen = new Set<number>();
    body.assignments.forEach((a, index) => {
      if (seen.has(a.answerId))
        ctx.addIssue({ code: 'custom', path: ['assignments', index, 'answerId'], message: 'Assign an answer once.' });
      seen.add(a.answerId);
      if (a.position !== null && a.position >= body.positions.length)
        ctx.addIssue({
          code: 'custom',
          path: ['assignments', index, 'position'],
          message: 'No such position.',
        });
    });
  });
export type SavePositionsBody = z.input<typeof savePositionsBodySchema>;

/** `GET internal/topics/{id}/positions`: what was saved (no positions yet: empty lists, `updatedAt` null). */
export const topicPositionsSchema = z.object({
  topicId: z.number().int(),
  positions: z.array(z.string()),
  assignments: z.array(positionAssignmentSchema),
  updatedAt: z.string().nullable(),
});
export type TopicPositions = z.infer<typeof topicPositionsSchema>;

/** `GET internal/topics/{id}/positions/proposal?count=`: answers grouped by the similarity of their text. */
export const positionProposalQuerySchema = z.object({
  count: z.coerce.number().int().min(POSITIONS_MIN).max(POSITIONS_MAX).default(3),
});
export const positionProposalSchema = z.object({
  groups: z.array(
    z.object({
      /** A label to start from: the group's most distinctive words. */
      suggestedLabel: z.string(),
      terms: z.array(z.string()),
      answerIds: z.array(z.number().int()),
    }),
  ),
  /** Answers too short or too unlike any group to place ("other / unclear"). */
  unplaced: z.array(z.number().int()),
});
export type PositionProposal = z.infer<typeof positionProposalSchema>;

export const intervalSchema = z.object({ low: z.number(), high: z.number() });
export type Interval = z.infer<typeof intervalSchema>;

export const positionFigureSchema = z.object({
  label: z.string(),
  answers: z.number().int(),
  /** Of the answers assigned to a position (not "other / unclear"). */
  share: z.number(),
  /** Wilson 95% interval of `share`. */
  interval: intervalSchema,
  /** Each answer weighted by its author and every agree vote it received (1 + agree). */
  weightedShare: z.number(),
});
export type PositionFigure = z.infer<typeof positionFigureSchema>;

export const specialtyFigureSchema = z.object({
  /** A specialty's name, or `OTHER_SPECIALTY` for those with fewer than `SPECIALTY_MIN_ANSWERS`. */
  specialty: z.string(),
  answers: z.number().int(),
  /** In the order of `positions`: answers and share within this specialty. */
  positions: z.array(z.object({ answers: z.number().int(), share: z.number() })),
});
export type SpecialtyFigure = z.infer<typeof specialtyFigureSchema>;

export const minorityViewSchema = z.object({
  answerId: z.number().int(),
  position: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  specialty: z.string(),
  agree: z.number().int(),
  disagree: z.number().int(),
  /** Wilson lower bound of its votes, the thread's own ranking. */
  rating: z.number(),
});
export type MinorityView = z.infer<typeof minorityViewSchema>;

/** The snapshot stored with a submitted consensus: it does not change when the thread does. */
export const consensusFiguresSchema = z.object({
  topicId: z.number().int(),
  computedAt: z.string(),
  /** Every answer of the thread and the distinct physicians who wrote them. */
  answers: z.number().int(),
  physicians: z.number().int(),
  specialties: z.array(z.string()),
  /** Answers assigned to a position; the shares are of these. */
  assigned: z.number().int(),
  positions: z.array(positionFigureSchema),
  bySpecialty: z.array(specialtyFigureSchema),
  /** Index of the position with the largest share; null with nothing assigned or a tie at the top. */
  leading: z.number().int().nullable(),
  verdict: z.enum(VERDICTS),
  line: consensusLineSchema,
  minority: minorityViewSchema.nullable(),
});
export type ConsensusFigures = z.infer<typeof consensusFiguresSchema>;

/** Wilson score interval of `successes` out of `n` (z = 1.96: 95%); [0, 0] for n = 0. */
export function wilsonInterval(successes: number, n: number, z: number = WILSON_Z): Interval {
  if (n <= 0) return { low: 0, high: 0 };
  const p = successes / n;
  const z2 = z * z;
  const centre = p + z2 / (2 * n);
  const spread = z * Math.sqrt((p * (1 - p) + z2 / (4 * n)) / n);
  const denominator = 1 + z2 / n;
  return { low: Math.max(0, (centre - spread) / denominator), high: Math.min(1, (centre + spread) / denominator) };
}

/** One answer of the thread as the figures need it. */
export interface FigureAnswer {
  id: number;
  authorId: number;
  authorName: string;
  specialty: string;
  text: string;
  agree: number;
  disagree: number;
  /** Index in `positions`, or null for "other / unclear" and answers not assigned yet. */
  position: number | null;
}

/**
 * The figures of a case from its answers and their positions. Linear in the answers; the same
 * function on the server (snapshot) and in the wizard (preview).
 */
export function consensusFigures(input: {
  topicId: number;
  positions: readonly string[];
  answers: readonly FigureAnswer[];
  line?: ConsensusLine;
  now?: Date;
}): ConsensusFigures {
  const { topicId, positions, answers } = input;
  const line = input.line ?? DEFAULT_CONSENSUS_LINE;
  const counts = positions.map(() => 0);
  const weights = positions.map(() => 0);
  const specialtyCounts = new Map<string, number[]>();
  const physicians = new Set<number>();
  const specialties = new Set<string>();
  let assigned = 0;
  let totalWeight = 0;
  for (const answer of answers) {
    physicians.add(answer.authorId);
    if (answer.specialty) specialties.add(answer.specialty);
    const p = answer.position;
    if (p === null || p < 0 || p >= positions.length) continue;
    assigned++;
    counts[p]!++;
    const weight = 1 + Math.max(0, answer.agree);
    weights[p]! += weight;
    totalWeight += weight;
    const key = answer.specialty || OTHER_SPECIALTY;
    let row = specialtyCounts.get(key);
    if (!row) {
      row = positions.map(() => 0);
      specialtyCounts.set(key, row);
    }
    row[p]!++;
  }
  const figures: PositionFigure[] = positions.map((label, i) => ({
    label,
    answers: counts[i]!,
    share: assigned ? counts[i]! / assigned : 0,
    interval: wilsonInterval(counts[i]!, assigned),
    weightedShare: totalWeight ? weights[i]! / totalWeight : 0,
  }));

  const other = positions.map(() => 0);
  const bySpecialty: SpecialtyFigure[] = [];
  for (const [specialty, row] of specialtyCounts) {
    const n = row.reduce((a, b) => a + b, 0);
    if (n < SPECIALTY_MIN_ANSWERS || specialty === OTHER_SPECIALTY) {
      row.forEach((c, i) => {
        other[i]! += c;
      });
      continue;
    }
    bySpecialty.push({ specialty, answers: n, positions: row.map((c) => ({ answers: c, share: c / n })) });
  }
  bySpecialty.sort((a, b) => b.answers - a.answers || a.specialty.localeCompare(b.specialty));
  const otherN = other.reduce((a, b) => a + b, 0);
  if (otherN > 0)
    bySpecialty.push({
      specialty: OTHER_SPECIALTY,
      answers: otherN,
      positions: other.map((c) => ({ answers: c, share: c / otherN })),
    });

  const top = Math.max(0, ...counts);
  const leaders = counts.flatMap((c, i) => (c === top && top > 0 ? [i] : []));
  const leading = leaders.length === 1 ? leaders[0]! : null;
  let verdict: Verdict = 'no_consensus';
  if (leading !== null) {
    const f = figures[leading]!;
    if (f.share >= line.share && f.interval.low >= line.lowerBound) verdict = 'consensus';
    else if (f.share > 0.5) verdict = 'leaning';
  }

  let minority: MinorityView | null = null;
  if (leading !== null) {
    for (const answer of answers) {
      const p = answer.position;
      if (p === null || p === leading || p < 0 || p >= positions.length) continue;
      const rating = wilsonLowerBound(answer.agree, answer.disagree);
      const votes = answer.agree + answer.disagree;
      const better =
        !minority ||
        rating > minority.rating ||
        (rating === minority.rating &&
          (votes > minority.agree + minority.disagree ||
            (votes === minority.agree + minority.disagree && answer.id < minority.answerId)));
      if (better)
        minority = {
          answerId: answer.id,
          position: p,
          text: answer.text,
          authorName: answer.authorName,
          specialty: answer.specialty,
          agree: answer.agree,
          disagree: answer.disagree,
          rating,
        };
    }
  }

  return {
    topicId,
    computedAt: (input.now ?? new Date()).toISOString(),
    answers: answers.length,
    physicians: physicians.size,
    specialties: [...specialties].sort((a, b) => a.localeCompare(b)),
    assigned,
    positions: figures,
    bySpecialty,
    leading,
    verdict,
    line,
    minority,
  };
}

/** The verdict in one line, for the Open Graph description and the page's heading. */
export function figuresHeadline(f: ConsensusFigures): string {
  const who = `${f.physicians} physician${f.physicians === 1 ? '' : 's'}, ${f.specialties.length} specialt${f.specialties.length === 1 ? 'y' : 'ies'}`;
  if (f.leading === null) return `${VERDICT_LABEL[f.verdict]}; ${who}`;
  const lead = f.positions[f.leading]!;
  return `${formatShare(lead.share, lead.interval)} ${lead.label}; ${VERDICT_LABEL[f.verdict].toLowerCase()}; ${who}`;
}
