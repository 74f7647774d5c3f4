/**
 * The words and formats of a consensus's figures (issue 24) that the reading pages show. Kept free
 * of zod (zod-free.test.ts): the member and public consensus pages import them, and the schemas in
 * consensus-figures.ts would bring the whole library with them.
 */

export const VERDICTS = ['consensus', 'leaning', 'no_consensus'] as const;
export type Verdict = (typeof VERDICTS)[number];
export const VERDICT_LABEL: Record<Verdict, string> = {
  consensus: 'Consensus',
  leaning: 'Leaning',
  no_consensus: 'No consensus',
};

/** "74% (95% CI 68–79%)": a share with its interval, in whole percents. */
export function formatShare(share: number, interval: { low: number; high: number }): string {
  const pct = (x: number) => Math.round(x * 100);
  return `${pct(share)}% (95% CI ${pct(interval.low)}–${pct(interval.high)}%)`;
}
