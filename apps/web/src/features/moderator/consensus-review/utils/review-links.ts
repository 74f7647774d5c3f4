import type { ConsensusStatus } from '@pc/contracts';
import type { ChipColor } from '../../../../ui/Chip';

/**
 * A consensus's status in the author's words: a returned one is a draft with the reviewer's note
 * (the API's `return` sets draft + note), and it reads as 'Returned' so the author knows to act.
 */
export function statusLabel(status: ConsensusStatus, returnNote?: string | null): string {
  if (status === 'in_review') return 'In review';
  if (status === 'published') return 'Published';
  return returnNote?.trim() ? 'Returned' : 'Draft';
}

export function statusColor(status: ConsensusStatus, returnNote?: string | null): ChipColor {
  if (status === 'published') return 'teal';
  if (status === 'in_review') return 'blue';
  return returnNote?.trim() ? 'indigo' : 'gray';
}

/** What the author may still change: anything not yet published (the API's PUT takes drafts and ones in review). */
export const canResubmit = (status: ConsensusStatus): boolean => status !== 'published';

/** Where an item opens (spec §2: /moderator/consensus-summary-preview/{id}/{status}). */
export const previewPath = (id: number, status: ConsensusStatus): string =>
  `/moderator/consensus-summary-preview/${id}/${status}`;

/** The wizard opens a returned summary for editing with `?edit={id}`. */
export const resubmitPath = (id: number): string => `/moderator/submitSummary?edit=${id}`;
