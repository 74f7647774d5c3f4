import { fieldIssues, type SummaryIssue } from '@pc/contracts';
import { createContext, useContext } from 'react';

/**
 * What every field of the form needs to show its error: the summary's issues (spec §5 rules), and
 * whether the author has been to the field yet. A field's error shows once it was left, so an
 * untouched form is not a wall of red; the footer lists every issue from the start.
 */
export interface FieldErrors {
  issues: readonly SummaryIssue[];
  touched: ReadonlySet<string>;
  touch(field: string): void;
}

export const FieldErrorsContext = createContext<FieldErrors>({ issues: [], touched: new Set(), touch: () => {} });

/** The field's messages joined, when it should show them. */
export function useFieldError(field: string): { error: string | undefined; touch: () => void } {
  const { issues, touched, touch } = useContext(FieldErrorsContext);
  const messages = touched.has(field) ? fieldIssues(issues, field) : [];
  return { error: messages.length > 0 ? messages.join(', ') : undefined, touch: () => touch(field) };
}
