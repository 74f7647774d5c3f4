import { ANSWER_MAX, LIMITS, MESSAGES } from '@pc/contracts';

/** How close an answer is to its length limit (spec §5): info below 3600, warning below 3800, critical from there. */
export type CounterLevel = 'info' | 'warning' | 'critical';

/** The answer counter's text, e.g. '120 / 4000'. */
export const answerCounterText = (text: string) => `${text.length} / ${ANSWER_MAX}`;

export function answerCounterLevel(length: number): CounterLevel {
  if (length < LIMITS.answerCounterInfo) return 'info';
  if (length < LIMITS.answerCounterWarning) return 'warning';
  return 'critical';
}

/** The comment countdown from 1000 (spec §5): '{n} characters left.'; negative once over the limit. */
export function commentCharactersLeft(text: string): number {
  return LIMITS.commentMax - text.length;
}

export function commentCountdownText(text: string): string {
  return MESSAGES.charactersLeft(Math.max(0, commentCharactersLeft(text)));
}
