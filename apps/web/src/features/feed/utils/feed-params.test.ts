import { describe, expect, it } from 'vitest';
import { feedView } from './feed-params';

describe('feedView', () => {
  it('shows the overview without a section', () => {
    expect(feedView(new URLSearchParams(''), false)).toEqual({ page: 1 });
  });
  it('shows one section in pages', () => {
    expect(feedView(new URLSearchParams('section=archive&page=3'), false)).toEqual({ section: 'archive', page: 3 });
    expect(feedView(new URLSearchParams('section=answered'), false)).toEqual({ section: 'answered', page: 1 });
  });
  it('falls back to page 1 on a bad page number', () => {
    for (const page of ['0', '-2', '1.5', 'abc']) {
      expect(feedView(new URLSearchParams(`section=featured&page=${page}`), false).page).toBe(1);
    }
  });
  it('ignores an unknown section', () => {
    expect(feedView(new URLSearchParams('section=secret'), false)).toEqual({ page: 1 });
  });
  it('opens the scheduled section for managers only', () => {
    expect(feedView(new URLSearchParams('section=scheduled'), false)).toEqual({ page: 1 });
    expect(feedView(new URLSearchParams('section=scheduled'), true)).toEqual({ section: 'scheduled', page: 1 });
  });
});
