import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * After 'Show more …', keyboard and screen-reader users continue where the new items begin: the
 * first item that was not shown before the click gets the focus once it is on screen (items carry
 * `attribute` = their id and `tabIndex={-1}`). Without this the focus would stay on the button below
 * the new items, or fall to the page when the button goes away with the last page.
 */
export function useFocusFirstNew(ids: readonly number[], attribute: string) {
  const container = useRef<HTMLDivElement>(null);
  const [shownBefore, setShownBefore] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    if (!shownBefore) return;
    const first = ids.find((id) => !shownBefore.has(id));
    const item =
      first === undefined ? null : container.current?.querySelector<HTMLElement>(`[${attribute}="${first}"]`);
    if (!item) return;
    item.focus();
    setShownBefore(null);
  }, [shownBefore, ids, attribute]);
  const expectNew = useCallback(() => setShownBefore(new Set(ids)), [ids]);
  const cancel = useCallback(() => setShownBefore(null), []);
  return { container, expectNew, cancel };
}
