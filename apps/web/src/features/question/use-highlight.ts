import { TIMING } from '@pc/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec §4: after a save the item is highlighted for 1 second. */
export function useHighlight(): [number | null, (id: number) => void] {
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const highlight = useCallback((id: number) => {
    clearTimeout(timer.current);
    setHighlighted(id);
    timer.current = setTimeout(() => setHighlighted(null), TIMING.highlightMs);
  }, []);
  return [highlighted, highlight];
}
