import { SEARCH_ORDERS, type SearchOrder, searchOffset } from '@pc/contracts';

/**
 * The page's state, kept in its address (spec §2: the search query parameter is searchValue) so a
 * reload or a shared link shows the same results: ?searchValue=&order=&page=&from=&to=.
 */
export interface SearchAddress {
  word: string;
  order: SearchOrder;
  page: number;
  /** YYYY-MM-DD or ''. */
  from: string;
  to: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function readSearchAddress(params: URLSearchParams): SearchAddress {
  const order = params.get('order');
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const day = (name: string) => {
    const value = params.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  return {
    word: params.get('searchValue') ?? '',
    order: SEARCH_ORDERS.includes(order as SearchOrder) ? (order as SearchOrder) : 'newest',
    page: Number.isFinite(page) && page > 1 ? page : 1,
    from: day('from'),
    to: day('to'),
  };
}

/** Defaults are left out, so the plain page has the plain address. */
export function writeSearchAddress(a: SearchAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (a.word) params.set('searchValue', a.word);
  if (a.order !== 'newest') params.set('order', a.order);
  if (a.page > 1) params.set('page', String(a.page));
  if (a.from) params.set('from', a.from);
  if (a.to) params.set('to', a.to);
  return params;
}

/**
 * What changes with a new filter: anything but the page number takes the search back to page 1
 * (spec §4: a sort change resets to page 1; the same for new words or days).
 */
export function nextSearchAddress(current: SearchAddress, change: Partial<SearchAddress>): SearchAddress {
  const next = { ...current, ...change };
  return change.page === undefined ? { ...next, page: 1 } : next;
}

/** The API's query for an address (spec §7: offset 0 for page 1, else 20 × (page − 1)). */
export const searchParams = (a: SearchAddress) => ({
  word: a.word.trim(),
  order: a.order,
  offset: searchOffset(a.page),
  from: a.from || undefined,
  to: a.to || undefined,
});

/** From after To is refused by the API: the page says so before asking. */
export const datesOutOfOrder = (a: Pick<SearchAddress, 'from' | 'to'>) => Boolean(a.from && a.to && a.from > a.to);
