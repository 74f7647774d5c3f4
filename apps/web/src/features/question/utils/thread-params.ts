/** The thread's order, from the `orderby` query parameter (spec §2); anything else means date. */
export type ThreadOrder = 'date' | 'rating';

export function threadOrder(params: URLSearchParams): ThreadOrder {
  return params.get('orderby') === 'rating' ? 'rating' : 'date';
}

/** Spec §2: a query string ending in type=redirected (a link from an e-mail or a redirect) opens the thread. */
export function threadExpandedByLink(search: string): boolean {
  return search.endsWith('type=redirected');
}

/** The answer (and comment) a link points at, so the thread can load the page that holds it. */
export interface AnchorTarget {
  answerId: number;
  commentId: number | null;
}

/**
 * `#answer-12`, or `#comment-34` with `answer=12` in the query (notification links carry the answer a
 * comment is under): what the thread must load for the anchor to exist. Null for anything else.
 */
export function anchorTarget(search: string, hash: string): AnchorTarget | null {
  const match = /^#(answer|comment)-(\d{1,10})$/.exec(hash);
  if (!match) return null;
  const id = Number(match[2]);
  if (match[1] === 'answer') return { answerId: id, commentId: null };
  const answer = new URLSearchParams(search).get('answer');
  return answer && /^\d{1,10}$/.test(answer) ? { answerId: Number(answer), commentId: id } : null;
}

/** How many pages (of answers, or of one answer's comments) a link may load looking for its anchor. */
export const ANCHOR_PAGE_LIMIT = 50;
