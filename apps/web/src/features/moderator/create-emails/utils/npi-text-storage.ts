import { NPI_EMAIL_STORAGE_KEY } from '@pc/contracts';

type TextStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The NPI text area is kept in localStorage (spec §5) so a pasted list survives a reload. A storage
 * that refuses (private mode, full quota) only loses that convenience: the page keeps working.
 */
export function readNpiText(storage: TextStorage): string {
  try {
    return storage.getItem(NPI_EMAIL_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function writeNpiText(storage: TextStorage, text: string): void {
  try {
    if (text === '') storage.removeItem(NPI_EMAIL_STORAGE_KEY);
    else storage.setItem(NPI_EMAIL_STORAGE_KEY, text);
  } catch {
    // Nothing to do: the text stays in the page, only not across reloads.
  }
}
