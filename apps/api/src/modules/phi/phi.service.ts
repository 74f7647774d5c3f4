import {
  ERROR_CODES,
  PHI_CONTEXT_LENGTH,
  PHI_SUSPECTED_MESSAGE,
  type PhiCheckResult,
  type PhiConfirmation,
  type PhiFieldFinding,
  type PhiFindingKind,
  type PhiSubjectType,
} from '@pc/contracts';
import type { Tx } from '../../db/client.js';
import { detectPhiOffLoop } from '../../lib/cpu-pool.js';
import { AppError } from '../../lib/errors.js';
import { htmlToPlainText, markdownToHtml } from '../../lib/rich-text.js';
import { deleteConfirmations, replaceConfirmations } from './phi.queries.js';

/**
 * The one check of written texts for patient identifiers (issue 14). Every write the issue names
 * calls `checkTexts` with its fields before its transaction, and `storeConfirmations` inside it, so
 * a text with an unconfirmed finding stores nothing (422 `phi_suspected`), and a confirmed one is
 * stored with its confirmations or not at all.
 */

/** A confirmed finding as it is stored: where it is, and the text around it. */
export interface ConfirmedFinding extends PhiFieldFinding {
  before: string;
  after: string;
}

/**
 * The check route: the findings of one text, nothing stored. The detector runs off the event loop
 * within a time budget (lib/cpu-pool.ts), as it does for every text below.
 */
export async function checkText(text: string): Promise<PhiCheckResult> {
  return { findings: await detectPhiOffLoop(text) };
}

/**
 * The plain text of a rich-text field (markdown as the consensus wizard sends it, or HTML): what a
 * reader sees, tags and link addresses left out (a reference's address is not a patient's), one
 * space where blocks meet. Findings of such a field have offsets in this text, not in the markup.
 */
export function richTextForCheck(source: string, format: 'markdown' | 'html'): string {
  return htmlToPlainText(format === 'markdown' ? markdownToHtml(source) : source);
}

const sameFinding = (c: PhiConfirmation, f: PhiFieldFinding) =>
  c.field === f.field && c.kind === f.kind && c.text === f.text;

/**
 * Checks each field's text (plain text: callers turn rich text into text first). Throws 422 with
 * every finding no confirmation covers, of every field, so the writer sees them all at once;
 * otherwise returns the confirmed findings to store. A confirmation covers a finding by field, kind
 * and exact text: one confirmation covers each occurrence of that text in that field. `ignoreKinds`:
 * kinds a field holds by design (a campaign name's send date).
 */
export async function checkTexts(
  fields: Record<string, string | null | undefined>,
  confirmations: readonly PhiConfirmation[] | undefined,
  options: { ignoreKinds?: readonly PhiFindingKind[] } = {},
): Promise<ConfirmedFinding[]> {
  const unconfirmed: PhiFieldFinding[] = [];
  const confirmed: ConfirmedFinding[] = [];
  const texts = Object.entries(fields).filter((entry): entry is [string, string] => !!entry[1]);
  const detected = await Promise.all(texts.map(([, text]) => detectPhiOffLoop(text)));
  for (const [i, [field, text]] of texts.entries()) {
    for (const finding of detected[i]) {
      if (options.ignoreKinds?.includes(finding.kind)) continue;
      const found: PhiFieldFinding = { field, ...finding };
      if ((confirmations ?? []).some((c) => sameFinding(c, found))) {
        confirmed.push({
          ...found,
          before: text.slice(Math.max(0, finding.start - PHI_CONTEXT_LENGTH), finding.start),
          after: text.slice(finding.end, finding.end + PHI_CONTEXT_LENGTH),
        });
      } else {
        unconfirmed.push(found);
      }
    }
  }
  if (unconfirmed.length > 0) {
    throw new AppError(422, ERROR_CODES.phiSuspected, PHI_SUSPECTED_MESSAGE, undefined, { findings: unconfirmed });
  }
  return confirmed;
}

/**
 * Stores the confirmed findings of a subject's text as written now, in the write's transaction; they
 * replace the subject's earlier ones (which described its earlier text). `isNew`: the row was just
 * inserted, so there is nothing to replace.
 */
export async function storeConfirmations(
  tx: Tx,
  subject: { type: PhiSubjectType; id: number; userId: number; isNew?: boolean },
  confirmed: readonly ConfirmedFinding[],
): Promise<void> {
  await replaceConfirmations(tx, subject, confirmed);
}

/** A subject's text was deleted: its confirmations go with it (in the deleting transaction). */
export async function forgetConfirmations(tx: Tx, subject: { type: PhiSubjectType; id: number }): Promise<void> {
  await deleteConfirmations(tx, subject);
}
