import { describe, expect, it } from 'vitest';
import { nextSearchAddress, readSearchAddress, searchParams, writeSearchAddress } from './search-address';

describe('the search page address', () => {
  it('reads searchValue, order, page and days, with defaults for missing or odd values', () => {
    expect(
      readSearchAddress(new URLSearchParams('searchValue=HFpEF&order=oldest&page=3&from=2026-01-02&to=x')),
    ).toEqual({ word: 'HFpEF', order: 'oldest', page: 3, from: '2026-01-02', to: '' });
    expect(readSearchAddress(new URLSearchParams('order=best&page=-4'))).toEqual({
      word: '',
      order: 'newest',
      page: 1,
      from: '',
      to: '',
    });
  });

  it('writes only what differs from the defaults, and reads back what it wrote', () => {
    const a = { word: 'SGLT2 "heart failure"', order: 'relevant' as const, page: 2, from: '', to: '2026-03-01' };
    expect(writeSearchAddress(a).toString()).toBe(
      'searchValue=SGLT2+%22heart+failure%22&order=relevant&page=2&to=2026-03-01',
    );
    expect(readSearchAddress(writeSearchAddress(a))).toEqual(a);
    expect(writeSearchAddress({ word: '', order: 'newest', page: 1, from: '', to: '' }).toString()).toBe('');
  });

  it('goes back to page 1 on a new sort, words or days, and keeps the rest', () => {
    const a = { word: 'x', order: 'newest' as const, page: 4, from: '2026-01-01', to: '' };
    expect(nextSearchAddress(a, { order: 'oldest' })).toEqual({ ...a, order: 'oldest', page: 1 });
    expect(nextSearchAddress(a, { from: '' })).toEqual({ ...a, from: '', page: 1 });
    expect(nextSearchAddress(a, { page: 5 })).toEqual({ ...a, page: 5 });
  });

  it('asks the API for offset 0 on page 1 and 20 × (page − 1) after', () => {
    const a = { word: ' x ', order: 'newest' as const, page: 1, from: '', to: '' };
    expect(searchParams(a)).toEqual({ word: 'x', order: 'newest', offset: 0, from: undefined, to: undefined });
    expect(searchParams({ ...a, page: 2 }).offset).toBe(20);
    expect(searchParams({ ...a, page: 7 }).offset).toBe(120);
  });
});
