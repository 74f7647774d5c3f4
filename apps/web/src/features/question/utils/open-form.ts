/**
 * Spec §4: only one answer at a time may have its comment form open or be in edit mode. Opening one
 * closes the other; toggling the same one closes it.
 */
export type OpenForm = { answerId: number; kind: 'comment' | 'edit' } | null;

export function toggleOpenForm(current: OpenForm, answerId: number, kind: 'comment' | 'edit'): OpenForm {
  if (current && current.answerId === answerId && current.kind === kind) return null;
  return { answerId, kind };
}

export const isOpen = (current: OpenForm, answerId: number, kind: 'comment' | 'edit') =>
  current !== null && current.answerId === answerId && current.kind === kind;
