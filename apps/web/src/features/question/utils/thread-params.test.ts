import { describe, expect, it } from 'vitest';
import { anchorTarget, threadExpandedByLink, threadOrder } from './thread-params';

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

  it('reads the answer and comment a link points at', () => {
    expect(anchorTarget('?type=redirected', '#answer-12')).toEqual({ answerId: 12, commentId: null });
    expect(anchorTarget('?answer=12&type=redirected', '#comment-34')).toEqual({ answerId: 12, commentId: 34 });
    // A comment alone cannot be looked for: its answer is unknown.
    expect(anchorTarget('?type=redirected', '#comment-34')).toBeNull();
    expect(anchorTarget('?answer=x&type=redirected', '#comment-34')).toBeNull();
    expect(anchorTarget('', '#top')).toBeNull();
    expect(anchorTarget('', '#answer-12345678901')).toBeNull();
  });
});
