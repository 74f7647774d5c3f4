import { createContext, useContext } from 'react';
import { selectInField } from '../../phi/PhiFindings';
import type { PhiReview } from '../../phi/use-phi-review';
import { type CheckedField, typedRange } from '../utils/phi-fields';

/**
 * The summary's review of suspected patient identifiers (issue 14), for the fields to show their
 * findings under them: the review, and the checked fields by their form path ('Sections.2.Text').
 */
export interface SummaryPhi {
  review: PhiReview;
  fields: ReadonlyMap<string, CheckedField>;
}

export const SummaryPhiContext = createContext<SummaryPhi | null>(null);

/** The review of the field at `formPath`, when it is a checked field. */
export function useFieldPhi(formPath: string): { review: PhiReview; checked: CheckedField } | null {
  const phi = useContext(SummaryPhiContext);
  const checked = phi?.fields.get(formPath);
  return phi && checked ? { review: phi.review, checked } : null;
}

/**
 * Edit: the finding selected in the field the author types in, or, when a markdown field has it
 * only across formatting the search does not follow, the field focused.
 */
export function selectFinding(
  element: HTMLInputElement | HTMLTextAreaElement | null,
  checked: Pick<CheckedField, 'rich'>,
  found: string,
) {
  if (!element) return;
  const range = typedRange(checked, element.value, found);
  if (range) selectInField(element, range.start, range.end);
  else element.focus();
}

/** A finding to select in its field: where it is in the form and its text. */
export interface EditTarget {
  formPath: string;
  rich: boolean;
  found: string;
}

/** Edit from outside the field (the preview's list, the form's notice): the field found by its path. */
export function selectInForm(target: EditTarget) {
  const element = document.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[data-field="${CSS.escape(target.formPath)}"]`,
  );
  selectFinding(element, target, target.found);
}
