import type { ERROR_CODES, PhiConfirmation, PhiFieldFinding, PhiFindingKind } from '@pc/contracts';
import { PHI_KINDS } from '@pc/phi/kinds';
import { ApiError } from '../../lib/api-client';

/**
 * The writer's side of the patient-identifier check (issue 14, docs/phi.md). A checked write that
 * the server refuses with 422 `phi_suspected` lists every unconfirmed finding by field; the form
 * highlights each one where it is in the text and the writer edits it away or confirms that it does
 * not identify a patient. The next submit carries the confirmations of the findings still in the
 * text. Findings are followed by their exact text, not their offsets, as the server matches them:
 * an edit elsewhere in the field keeps a finding, an edit of the finding itself clears it.
 */

/** One finding under review: what the server found, and whether the writer has confirmed it. */
export interface ReviewItem {
  field: string;
  kind: PhiFindingKind;
  text: string;
  confirmed: boolean;
}

// The code as a literal: importing ERROR_CODES' value would pull the contracts' zod schemas into the
// member pages (as ask-for-disclaimer.ts does).
const PHI_SUSPECTED: (typeof ERROR_CODES)['phiSuspected'] = 'phi_suspected';

const sameItem = (a: Omit<ReviewItem, 'confirmed'>, b: Omit<ReviewItem, 'confirmed'>) =>
  a.field === b.field && a.kind === b.kind && a.text === b.text;

const isFinding = (value: unknown): value is PhiFieldFinding => {
  const f = value as Partial<PhiFieldFinding> | null;
  return (
    typeof f?.field === 'string' &&
    typeof f.text === 'string' &&
    f.text.length > 0 &&
    (PHI_KINDS as readonly unknown[]).includes(f.kind)
  );
};

/** The findings of a `phi_suspected` refusal, or null for any other failure. */
export function phiFindingsOf(error: unknown): PhiFieldFinding[] | null {
  if (!(error instanceof ApiError) || error.status !== 422 || error.code !== PHI_SUSPECTED) return null;
  const findings = error.body.findings;
  return Array.isArray(findings) ? findings.filter(isFinding) : [];
}

/**
 * The review after a refusal: the refused findings, one item per field, kind and text (a text found
 * twice is confirmed once, as the server counts it), after the items already confirmed (the server
 * took those and does not list them again).
 */
export function reviewAfterRefusal(
  previous: readonly ReviewItem[],
  findings: readonly PhiFieldFinding[],
): ReviewItem[] {
  const next = previous.filter((item) => item.confirmed && !findings.some((f) => sameItem(item, f)));
  for (const finding of findings) {
    if (next.some((item) => sameItem(item, finding))) continue;
    next.push({ field: finding.field, kind: finding.kind, text: finding.text, confirmed: false });
  }
  return next;
}

/**
 * The review after checking one field while the writer types (`POST /phi/check`): that field's items
 * become the check's findings, each keeping its confirmation if it had one; other fields keep theirs.
 */
export function reviewAfterCheck(
  previous: readonly ReviewItem[],
  field: string,
  findings: readonly Omit<PhiFieldFinding, 'field'>[],
): ReviewItem[] {
  const next = previous.filter((item) => item.field !== field);
  for (const finding of findings) {
    const found = { field, kind: finding.kind, text: finding.text };
    if (next.some((item) => sameItem(item, found))) continue;
    const confirmed = previous.some((item) => item.confirmed && sameItem(item, found));
    next.push({ ...found, confirmed });
  }
  return next;
}

/** The items whose text is still in their field (the others were edited away). */
export function itemsInText(items: readonly ReviewItem[], fieldText: (field: string) => string): ReviewItem[] {
  return items.filter((item) => fieldText(item.field).includes(item.text));
}

/** What the next submit sends as `phiConfirmations`: the confirmed items still in the text. */
export function confirmationsOf(items: readonly ReviewItem[], fieldText: (field: string) => string): PhiConfirmation[] {
  return itemsInText(items, fieldText)
    .filter((item) => item.confirmed)
    .map(({ field, kind, text }) => ({ field, kind, text }));
}

/** A piece of a field's text: plain, or one occurrence of a finding under review. */
export interface TextPiece {
  text: string;
  start: number;
  item: ReviewItem | null;
}

/**
 * The field's text cut at every occurrence of its items' texts, for highlighting in place. Where
 * occurrences overlap the earlier one wins, and the longer one at the same place.
 */
export function highlightPieces(text: string, items: readonly ReviewItem[]): TextPiece[] {
  const found: { start: number; end: number; item: ReviewItem }[] = [];
  for (const item of items) {
    for (let at = text.indexOf(item.text); at !== -1; at = text.indexOf(item.text, at + item.text.length)) {
      found.push({ start: at, end: at + item.text.length, item });
    }
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const pieces: TextPiece[] = [];
  let cursor = 0;
  for (const occurrence of found) {
    if (occurrence.start < cursor) continue;
    if (occurrence.start > cursor)
      pieces.push({ text: text.slice(cursor, occurrence.start), start: cursor, item: null });
    pieces.push({ text: occurrence.item.text, start: occurrence.start, item: occurrence.item });
    cursor = occurrence.end;
  }
  if (cursor < text.length) pieces.push({ text: text.slice(cursor), start: cursor, item: null });
  return pieces;
}

/** Where the item first occurs in its field's text, to select it for editing (-1 when gone). */
export const firstOccurrence = (text: string, item: ReviewItem) => text.indexOf(item.text);
