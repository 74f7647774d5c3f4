// Values only from zod-free modules (formatShare, VERDICT_LABEL: consensus-figures-rules.ts): the
// reading pages must not load the schemas.
import { type ConsensusFigures, formatShare, VERDICT_LABEL } from '@pc/contracts';

/**
 * The figures of a consensus (issue 24) as rows of text: the page's tables (the charts' alternative)
 * and the exports' tables read the same words and the same rounding.
 */
export const percent = (x: number) => `${Math.round(x * 100)}%`;

export const POSITION_COLUMNS = ['Position', 'Answers', 'Share', '95% CI', 'Weighted share'] as const;

export interface PositionRow {
  label: string;
  answers: string;
  share: string;
  interval: string;
  weightedShare: string;
}

export function positionRows(f: ConsensusFigures): PositionRow[] {
  return f.positions.map((p) => ({
    label: p.label,
    answers: String(p.answers),
    share: percent(p.share),
    interval: `${Math.round(p.interval.low * 100)}–${Math.round(p.interval.high * 100)}%`,
    weightedShare: percent(p.weightedShare),
  }));
}

/** The split by specialty: a specialty per row, a column per position ("share (answers)"). */
export function specialtyColumns(f: ConsensusFigures): string[] {
  return ['Specialty', 'Answers', ...f.positions.map((p) => p.label)];
}

export function specialtyRows(f: ConsensusFigures): string[][] {
  return f.bySpecialty.map((s) => [
    s.specialty,
    String(s.answers),
    ...s.positions.map((p) => `${percent(p.share)} (${p.answers})`),
  ]);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "212 physicians in 9 specialties answered this case". */
export function answeredLine(f: ConsensusFigures): string {
  return `${plural(f.physicians, 'physician', 'physicians')} in ${plural(f.specialties.length, 'specialty', 'specialties')} answered this case`;
}

/** "consensus line: 75%, lower bound ≥ 66%": where a position becomes the consensus. */
export function consensusLineText(f: ConsensusFigures): string {
  return `consensus line: ${percent(f.line.share)}, lower bound ≥ ${percent(f.line.lowerBound)}`;
}

/** "Leading position: Start a beta-blocker, 74% (95% CI 68–79%) of 180 placed answers". */
export function leadingLine(f: ConsensusFigures): string {
  const lead = f.leading === null ? null : f.positions[f.leading];
  if (!lead) return 'No single position leads.';
  return `Leading position: ${lead.label}, ${formatShare(lead.share, lead.interval)} of ${f.assigned} placed answers`;
}

export const POSITIONS_CAPTION =
  'Positions: share of the placed answers with its 95% interval, and weighted by agreement votes';
export const SPECIALTY_CAPTION = "Share of each specialty's placed answers by position (answers)";

export const verdictText = (f: ConsensusFigures) => VERDICT_LABEL[f.verdict];

/** "12 agree, 3 disagree": the minority view's votes. */
export const votesText = (agree: number, disagree: number) => `${agree} agree, ${disagree} disagree`;
