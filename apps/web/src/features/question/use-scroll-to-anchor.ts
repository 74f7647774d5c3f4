import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to an answer or a comment (`#answer-12`, `#comment-34`, from a notification) scrolls to it
 * and moves focus there once the thread has rendered it: the browser's own jump happens before the
 * thread loads. Once per address, so reading on does not pull the page back.
 */
export function useScrollToAnchor(ready: boolean) {
  const { hash, key } = useLocation();
  const done = useRef<string | null>(null);
  useEffect(() => {
    if (!ready || !/^#(answer|comment)-\d+$/.test(hash) || done.current === key) return;
    const target = document.getElementById(hash.slice(1));
    if (!target) return;
    done.current = key;
    target.scrollIntoView({ block: 'center' });
    target.focus({ preventScroll: true });
  });
}
