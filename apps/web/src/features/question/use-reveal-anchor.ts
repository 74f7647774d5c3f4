import { useEffect, useMemo } from 'react';
import { useLocation } from 'react-router';
import { ANCHOR_PAGE_LIMIT, type AnchorTarget, anchorTarget } from './utils/thread-params';

/** The answer (and comment) the page's address points at (`#answer-12`, `?answer=12…#comment-34`). */
export function useAnchorTarget(): AnchorTarget | null {
  const { search, hash } = useLocation();
  return useMemo(() => anchorTarget(search, hash), [search, hash]);
}

/**
 * A link to an item beyond what is loaded (an answer on a later page, an older comment): loads the
 * next page while the item is missing and more remain, up to ANCHOR_PAGE_LIMIT pages, so the scroll to
 * the anchor (use-scroll-to-anchor.ts) finds it. One page at a time, after the previous one arrived.
 */
export function useLoadUntilFound(o: {
  enabled: boolean;
  found: boolean;
  hasNextPage: boolean;
  fetching: boolean;
  pagesLoaded: number;
  loadNext: () => void;
}) {
  const { enabled, found, hasNextPage, fetching, pagesLoaded, loadNext } = o;
  useEffect(() => {
    if (!enabled || found || !hasNextPage || fetching || pagesLoaded >= ANCHOR_PAGE_LIMIT) return;
    loadNext();
  }, [enabled, found, hasNextPage, fetching, pagesLoaded, loadNext]);
}
