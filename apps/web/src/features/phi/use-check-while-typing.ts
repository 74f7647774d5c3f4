import { useEffect, useRef } from 'react';
import { checkText } from './api/check-text';
import type { PhiReview } from './use-phi-review';

/** How long the writer pauses before the text is checked: a check per pause, not per key. */
export const CHECK_PAUSE_MS = 800;

/**
 * Checks a field for patient identifiers when the writer pauses (issue 14's instant feedback), so
 * the findings are highlighted before the submit rather than after its refusal. The detector stays
 * on the server: minified with its name lists it is 38 KB gzipped, which would put the question page
 * over its 200 KB budget (docs/architecture.md). A failed check shows nothing; the submit is checked
 * anyway.
 */
export function useCheckWhileTyping(review: PhiReview, field: string, text: string, enabled = true) {
  const checked = useRef<string | null>(null);
  const { takeCheck } = review;
  useEffect(() => {
    const trimmed = text.trim();
    if (!enabled || trimmed === checked.current) return;
    if (trimmed === '') {
      checked.current = trimmed;
      takeCheck(field, []);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkText({ text: trimmed }, controller.signal).then(
        (result) => {
          // Left meanwhile (the page moved on while the answer was read): its body may never come.
          if (controller.signal.aborted || !result) return;
          checked.current = trimmed;
          takeCheck(field, result.findings);
        },
        () => {},
      );
    }, CHECK_PAUSE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [enabled, field, text, takeCheck]);
}
