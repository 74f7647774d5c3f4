import type { PhiConfirmation, PhiFindingBody } from '@pc/contracts';
import { useCallback, useMemo, useState } from 'react';
import {
  confirmationsOf,
  itemsInText,
  phiFindingsOf,
  type ReviewItem,
  reviewAfterCheck,
  reviewAfterRefusal,
} from './review';

/** A form's review of suspected patient identifiers (see review.ts), shared by all its checked fields. */
export interface PhiReview {
  /** The server's words for the refusal, null until a submit was refused for findings. */
  message: string | null;
  items: readonly ReviewItem[];
  /**
   * Takes a failed submit's error: true when it was a `phi_suspected` refusal, now under review (the
   * form shows the findings instead of a failure).
   */
  takeRefusal(error: unknown): boolean;
  /** Takes the findings of checking one field while the writer types. */
  takeCheck(field: string, findings: readonly PhiFindingBody[]): void;
  setConfirmed(item: ReviewItem, confirmed: boolean): void;
  /** The `phiConfirmations` for the next submit, given each field's current text. */
  confirmations(fieldText: (field: string) => string): PhiConfirmation[] | undefined;
  /** The field's items still in its text. */
  itemsOf(field: string, text: string): ReviewItem[];
  reset(): void;
}

export function usePhiReview(): PhiReview {
  const [items, setItems] = useState<ReviewItem[]>([]);
  const [message, setMessage] = useState<string | null>(null);

  const takeRefusal = useCallback((error: unknown) => {
    const findings = phiFindingsOf(error);
    if (!findings) return false;
    setItems((previous) => reviewAfterRefusal(previous, findings));
    setMessage(error instanceof Error ? error.message : null);
    return true;
  }, []);

  const takeCheck = useCallback((field: string, findings: readonly PhiFindingBody[]) => {
    setItems((previous) => reviewAfterCheck(previous, field, findings));
  }, []);

  const setConfirmed = useCallback((item: ReviewItem, confirmed: boolean) => {
    setItems((previous) => previous.map((i) => (i === item ? { ...i, confirmed } : i)));
  }, []);

  const reset = useCallback(() => {
    setItems([]);
    setMessage(null);
  }, []);

  return useMemo(
    () => ({
      message,
      items,
      takeRefusal,
      takeCheck,
      setConfirmed,
      reset,
      confirmations: (fieldText) => {
        const confirmed = confirmationsOf(items, fieldText);
        return confirmed.length > 0 ? confirmed : undefined;
      },
      itemsOf: (field, text) =>
        itemsInText(
          items.filter((i) => i.field === field),
          () => text,
        ),
    }),
    [items, message, takeRefusal, takeCheck, setConfirmed, reset],
  );
}
