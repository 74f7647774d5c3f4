/** One entry of a page control: a page number, or a gap standing for the pages left out. */
export type PageItem = number | 'gap-before' | 'gap-after';

/**
 * The page numbers a page control shows (spec §9: sibling count 1): always the first and last page,
 * the current page with `siblings` on each side, and a gap where pages are left out. A gap never
 * stands for a single page: that page is shown instead, so the control keeps a steady width.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total <= 0) return [];
  // first + last + current + siblings on both sides + two gaps
  const slots = 2 * siblings + 5;
  if (total <= slots) return Array.from({ length: total }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), total);
  const left = Math.max(page - siblings, 1);
  const right = Math.min(page + siblings, total);
  const gapBefore = left > 3;
  const gapAfter = right < total - 2;
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (!gapBefore) return [...range(1, slots - 2), 'gap-after', total];
  if (!gapAfter) return [1, 'gap-before', ...range(total - (slots - 3), total)];
  return [1, 'gap-before', ...range(left, right), 'gap-after', total];
}
