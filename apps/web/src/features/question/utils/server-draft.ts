/**
 * The pure rules of the drafts the question page keeps on the server while the member types
 * (issue 25); use-server-draft.ts does the timing and the requests.
 */

/** How long after the last keystroke a draft is saved (blur and hiding the page save at once). */
export const DRAFT_SAVE_DELAY_MS = 1500;

export type DraftStep = 'none' | 'save' | 'remove';

/**
 * What the field's text asks of the server: nothing when the server already holds it; removing the
 * draft when the field is back where the form started (blank, or the edited item's own text), since
 * there is nothing to restore; otherwise saving it.
 */
export function draftStep(text: string, o: { initialText: string; saved: string | null }): DraftStep {
  if (text === o.saved) return 'none';
  if (text.trim() === '' || text === o.initialText) return o.saved === null ? 'none' : 'remove';
  return 'save';
}

/**
 * The text to put back in the field when the form opens: the server's draft, only while the field
 * still holds what the form started with (never over what the member typed meanwhile).
 */
export function restoredText(current: string, initialText: string, draft: { text: string } | null): string | null {
  if (!draft || current !== initialText || draft.text === current) return null;
  return draft.text;
}

export type DraftStatus = 'idle' | 'saving' | 'saved' | 'restored' | 'discarded' | 'failed';

/** The quiet line under the field (read out politely, never interrupting). */
export const DRAFT_STATUS_TEXT: Record<DraftStatus, string> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  restored: 'Draft restored',
  discarded: 'Draft discarded',
  failed: 'Draft not saved',
};
