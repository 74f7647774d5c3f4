import { NPI_EMAIL_STORAGE_KEY } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { firstErrorPerField } from './form-errors';
import { readNpiText, writeNpiText } from './npi-text-storage';
import { selectAllState, toggleAll } from './specialty-selection';

/** localStorage as a map (the web tests run without a DOM). */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

const refusing = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('the specialty checklist', () => {
  const all = [3, 1, 2];
  it('shows Select all checked, partly checked or clear', () => {
    expect(selectAllState([1, 2, 3], all)).toBe('all');
    expect(selectAllState([2], all)).toBe('some');
    expect(selectAllState([], all)).toBe('none');
    // No specialties loaded yet: nothing is "all checked".
    expect(selectAllState([], [])).toBe('none');
  });

  it('Select all checks everything, and clears when everything was checked', () => {
    expect(toggleAll([], all)).toEqual([3, 1, 2]);
    expect(toggleAll([2], all)).toEqual([3, 1, 2]);
    expect(toggleAll([1, 2, 3], all)).toEqual([]);
  });
});

describe('the NPI text area kept in localStorage', () => {
  it('keeps the text under its key and forgets it when emptied', () => {
    const storage = memoryStorage();
    expect(readNpiText(storage)).toBe('');
    writeNpiText(storage, '1234567893\n1234567893,12');
    expect(storage.map.get(NPI_EMAIL_STORAGE_KEY)).toBe('1234567893\n1234567893,12');
    expect(readNpiText(storage)).toBe('1234567893\n1234567893,12');
    writeNpiText(storage, '');
    expect(storage.map.has(NPI_EMAIL_STORAGE_KEY)).toBe(false);
  });

  it('keeps working when the browser refuses storage', () => {
    expect(readNpiText(refusing)).toBe('');
    expect(() => writeNpiText(refusing, '1')).not.toThrow();
  });
});

describe('form errors from the contract schemas', () => {
  it('keeps the first message of each field', () => {
    expect(
      firstErrorPerField([
        { path: ['name'], message: 'Required' },
        { path: ['npiRows'], message: 'Row 2 has an invalid format' },
        { path: ['npiRows'], message: 'Row 5 has an invalid format' },
        { path: ['checkedSpecialties', 0], message: 'Too big' },
      ]),
    ).toEqual({ name: 'Required', npiRows: 'Row 2 has an invalid format', checkedSpecialties: 'Too big' });
  });
});
