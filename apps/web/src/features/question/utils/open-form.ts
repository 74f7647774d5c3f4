/**
 * Spec §4: only one answer at a time may have its comment form open or be in edit mode. Opening one
 * closes the other; toggling the same one closes it. Editing one's own comment is a form of the same
 * kind: `id` is the answer's for its comment form, and the answer's or the comment's for an edit
 * (answers and comments share one numbering).
 */
export type OpenForm = { id: number; kind: 'comment' | 'edit' } | null;

export function toggleOpenForm(current: OpenForm, id: number, kind: 'comment' | 'edit'): OpenForm {
  if (current && current.id === id && current.kind === kind) return null;
  return { id, kind };
}

export const isOpen = (current: OpenForm, id: number, kind: 'comment' | 'edit') =>
  current !== null && current.id === id && current.kind === kind;
