import { TIMING } from '@pc/contracts';
import { useEffect, useRef, useState } from 'react';

/**
 * The search box's text and the term actually searched: the term follows the text 2 s after the last
 * keystroke (spec §9), at once on Enter, and a reset clears both immediately.
 */
export function useSearchTerm(delayMs: number = TIMING.questionSearchDebounceMs) {
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return {
    text,
    term,
    change(value: string) {
      setText(value);
      cancel();
      timer.current = setTimeout(() => setTerm(value), delayMs);
    },
    flush() {
      cancel();
      setTerm(text);
    },
    reset() {
      cancel();
      setText('');
      setTerm('');
    },
  };
}
