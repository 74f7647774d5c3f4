import { type ConsensusFigures, DEFAULT_CONSENSUS_LINE, VERDICT_LABEL } from '@pc/contracts';

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
  const line = f.line ?? DEFAULT_CONSENSUS_LINE;
  return `consensus line: ${percent(line.share)}, lower bound ≥ ${percent(line.lowerBound)}`;
}

export const verdictText = (f: ConsensusFigures) => VERDICT_LABEL[f.verdict];

/** "12 agree, 3 disagree": the minority view's votes. */
export const votesText = (agree: number, disagree: number) => `${agree} agree, ${disagree} disagree`;
