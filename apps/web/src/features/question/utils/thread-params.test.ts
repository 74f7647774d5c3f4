import { describe, expect, it } from 'vitest';
import { threadExpandedByLink, threadOrder } from './thread-params';

describe('thread query parameters', () => {
  it('sorts by rating only when asked', () => {
    expect(threadOrder(new URLSearchParams('orderby=rating'))).toBe('rating');
    expect(threadOrder(new URLSearchParams('orderby=date'))).toBe('date');
    expect(threadOrder(new URLSearchParams('orderby=nonsense'))).toBe('date');
    expect(threadOrder(new URLSearchParams(''))).toBe('date');
  });
  it('expands the thread when the query ends with type=redirected', () => {
    expect(threadExpandedByLink('?orderby=rating&type=redirected')).toBe(true);
    expect(threadExpandedByLink('?type=redirected')).toBe(true);
    expect(threadExpandedByLink('?type=redirected&orderby=date')).toBe(false);
    expect(threadExpandedByLink('')).toBe(false);
  });
});
