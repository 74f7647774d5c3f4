import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('shows every page when they fit', () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first and last page and one sibling each side of the current one', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap-after', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 20]);
    expect(pageItems(16, 20)).toEqual([1, 'gap-before', 15, 16, 17, 'gap-after', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap-before', 16, 17, 18, 19, 20]);
  });

  it('always returns the same number of entries once pages are left out', () => {
    for (let page = 1; page <= 30; page++) expect(pageItems(page, 30)).toHaveLength(7);
  });

  it('clamps a page outside the range', () => {
    expect(pageItems(99, 10)).toEqual(pageItems(10, 10));
    expect(pageItems(0, 10)).toEqual(pageItems(1, 10));
  });
});
