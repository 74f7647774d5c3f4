import type { ConsensusCase } from '@pc/contracts';
import type { CaseAnswer, ConsensusForm } from './consensus-form';

/**
 * The wizard's work in the browser's localStorage (spec §4), under the keys the spec names, so a
 * reload of the form step loses nothing: the case being summarised, the summary as typed, and the
 * case's answers offered as quotes. A fresh visit of the case search step clears all three.
 */
export const WIZARD_STORAGE_KEYS = {
  case: 'caseToSummarize',
  submission: 'consensusSubmission',
  quotes: 'caseQuotes',
} as const;

export type WizardStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The summary being written, with what it belongs to: a new one of case `caseNumber`, or returned summary `editId`. */
export interface StoredSubmission {
  caseNumber: number;
  editId: number | null;
  data: ConsensusForm;
  /**
   * When the author last changed it (ISO time), to compare with the server's copy of the draft
   * (issue 25): the newer one is restored. Absent in copies stored before drafts were kept.
   */
  savedAt?: string | null;
}

/** The case without its answers (those are kept under `caseQuotes`). */
export type StoredCase = Omit<ConsensusCase, 'answers'>;

function read<T>(storage: WizardStorage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    // Unreadable (edited by hand, another version): as if nothing were stored.
    return null;
  }
}

function write(storage: WizardStorage, key: string, value: unknown) {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the wizard still works, a reload just starts over.
  }
}

export function clearWizardStorage(storage: WizardStorage) {
  for (const key of Object.values(WIZARD_STORAGE_KEYS)) storage.removeItem(key);
}

/** Keeps the loaded case: the case under `caseToSummarize`, its answers under `caseQuotes`. */
export function storeCase(storage: WizardStorage, found: ConsensusCase) {
  const { answers, ...rest } = found;
  write(storage, WIZARD_STORAGE_KEYS.case, rest);
  write(storage, WIZARD_STORAGE_KEYS.quotes, answers);
}

/** The stored case with its answers, when it is case `caseNumber`. */
export function storedCase(storage: WizardStorage, caseNumber: number): ConsensusCase | null {
  const found = read<StoredCase>(storage, WIZARD_STORAGE_KEYS.case);
  if (!found || found.id !== caseNumber) return null;
  const answers = read<CaseAnswer[]>(storage, WIZARD_STORAGE_KEYS.quotes);
  return { ...found, answers: Array.isArray(answers) ? answers : [] };
}

export function storeSubmission(storage: WizardStorage, submission: StoredSubmission) {
  write(storage, WIZARD_STORAGE_KEYS.submission, submission);
}

/** The stored summary, when it is the one the address names (the same case, or the same returned summary). */
export function storedSubmission(
  storage: WizardStorage,
  target: { caseNumber: number | null; editId: number | null },
): StoredSubmission | null {
  const stored = read<StoredSubmission>(storage, WIZARD_STORAGE_KEYS.submission);
  if (!stored || typeof stored !== 'object' || !stored.data) return null;
  if (target.editId !== null) return stored.editId === target.editId ? stored : null;
  return stored.editId === null && stored.caseNumber === target.caseNumber ? stored : null;
}

/** Forgets the summary being written, keeping the case ("Discard draft"). */
export function clearSubmission(storage: WizardStorage) {
  storage.removeItem(WIZARD_STORAGE_KEYS.submission);
}

/** Whether the server's copy of the draft should replace the local one: newer, or no local time. */
export function serverCopyWins(serverUpdatedAt: string, localSavedAt: string | null | undefined): boolean {
  if (!localSavedAt) return true;
  return Date.parse(serverUpdatedAt) > Date.parse(localSavedAt);
}
