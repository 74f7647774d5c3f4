/** The thread's order, from the `orderby` query parameter (spec §2); anything else means date. */
export type ThreadOrder = 'date' | 'rating';

export function threadOrder(params: URLSearchParams): ThreadOrder {
  return params.get('orderby') === 'rating' ? 'rating' : 'date';
}

/** Spec §2: a query string ending in type=redirected (a link from an e-mail or a redirect) opens the thread. */
export function threadExpandedByLink(search: string): boolean {
  return search.endsWith('type=redirected');
}
