import type { PhiConfirmation } from '@pc/contracts';
import { useCallback, useMemo, useState } from 'react';
import { type PhiReview, usePhiReview } from '../phi/use-phi-review';
import type { SummaryPhi } from './components/summary-phi';
import type { ConsensusForm } from './utils/consensus-form';
import { type CheckedField, checkedFields, textOf, wizardRefusal, withTileTitle } from './utils/phi-fields';

export interface SummaryPhiReview {
  review: PhiReview;
  /** The checked fields, in the form's order (empty while nothing is under review). */
  fields: readonly CheckedField[];
  /** For the form's fields (SummaryPhiContext). */
  context: SummaryPhi;
  /** How many submissions were refused for findings: the preview brings its list into view at each. */
  refusals: number;
  /** Takes a failed submission's error: true when it was refused for suspected patient identifiers. */
  takeRefusal(error: unknown): boolean;
  /** The `phiConfirmations` to submit `form` with. */
  confirmations(form: ConsensusForm): PhiConfirmation[] | undefined;
}

/**
 * The summary's review of suspected patient identifiers (issue 14): the shared review (features/phi)
 * with the wizard's names for the fields. Findings are named by the submitted summary's paths and
 * shown under the form's fields; markdown fields by their plain text (utils/phi-fields.ts).
 */
export function useSummaryPhiReview(form: ConsensusForm | null): SummaryPhiReview {
  const review = usePhiReview();
  const [refusals, setRefusals] = useState(0);
  const reviewing = review.items.length > 0;
  // Only worked out while something is under review: it parses every markdown field.
  const fields = useMemo(() => (form && reviewing ? checkedFields(form) : []), [form, reviewing]);
  const context = useMemo(() => ({ review, fields: new Map(fields.map((f) => [f.formPath, f])) }), [review, fields]);

  const takeRefusal = useCallback(
    (error: unknown) => {
      const taken = review.takeRefusal(wizardRefusal(error));
      if (taken) setRefusals((n) => n + 1);
      return taken;
    },
    [review],
  );
  const confirmations = useCallback(
    (submitted: ConsensusForm) =>
      reviewing ? withTileTitle(review.confirmations(textOf(checkedFields(submitted)))) : undefined,
    [review, reviewing],
  );
  return { review, fields, context, refusals, takeRefusal, confirmations };
}
