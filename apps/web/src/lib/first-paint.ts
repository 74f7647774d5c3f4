import { startTransition, useEffect, useState } from 'react';

/**
 * Reads a page can be shown without (its ads, the bell's count, the Resources link, a sponsored
 * offer, the next question, the disclaimer's state) wait until the page's own content has painted
 * once: on a phone's slow line they would otherwise share it with the reads the page needs, and the
 * page would show later (bench/README.md, "phones"). From then on, on every page, they load at once.
 *
 * A page with a loader of its own holds them until its content is shown (`useFirstPaintHold`); for
 * any other page, the route around every page lets them go once the page is there
 * (`useFirstPaintOfPage`). Whatever happens, they go AT_LATEST_MS after the first page appeared.
 */
const AT_LATEST_MS = 3_000;

let painted = false;
let holds = 0;
let deadline: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function letGo() {
  if (painted) return;
  painted = true;
  clearTimeout(deadline);
  for (const listener of listeners) listener();
}

/** Runs `then` after the frame being prepared has been painted. */
function afterNextPaint(then: () => void) {
  if (typeof requestAnimationFrame === 'undefined') setTimeout(then, 0);
  else requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Whether the first page's content has painted: what a secondary read's `enabled` waits for. The
 * change renders as a transition, in slices: the ads, the bell and the rest arrive together, and on a
 * phone one render of them all would block input (bench:web's blocking time).
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(painted);
  useEffect(() => {
    if (after) return;
    const show = () => startTransition(() => setAfter(true));
    if (painted) return show();
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [after]);
  return after;
}

/**
 * For a page that shows a loader of its own before its content (the question, the feeds): the
 * secondary reads wait until `contentShown` has painted. A page that goes away before that (an error
 * sends the member elsewhere) stops holding them.
 */
export function useFirstPaintHold(contentShown: boolean): void {
  useEffect(() => {
    if (painted) return;
    if (contentShown) {
      afterNextPaint(letGo);
      return;
    }
    holds += 1;
    return () => {
      holds -= 1;
      if (holds === 0) afterNextPaint(letGoUnlessHeld);
    };
  }, [contentShown]);
}

function letGoUnlessHeld() {
  if (holds === 0) letGo();
}

/**
 * For the route around every page (its effect runs after the page's own, in the same commit): once
 * the page is there (`pageShown`: the session is known and the page rendered), and unless the page
 * holds them, the secondary reads go after this paint.
 */
export function useFirstPaintOfPage(pageShown: boolean): void {
  useEffect(() => {
    if (painted || !pageShown) return;
    deadline ??= setTimeout(letGo, AT_LATEST_MS);
    afterNextPaint(letGoUnlessHeld);
  }, [pageShown]);
}
