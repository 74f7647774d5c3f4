import type { ConsensusCase } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { formFromCase } from './consensus-form';
import { outlineBesideForm, outlineScrollOffset, scrollTargetTop } from './outline';
import {
  clearWizardStorage,
  storeCase,
  storedCase,
  storedSubmission,
  storeSubmission,
  WIZARD_STORAGE_KEYS,
  type WizardStorage,
} from './wizard-storage';
import { wizardLocation, wizardSearch } from './wizard-steps';

/** localStorage as a map (the web tests run without a DOM). */
function memoryStorage(): WizardStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

const found: ConsensusCase = {
  id: 1001,
  title: 'Topic',
  description: 'Case',
  publishDate: '2026-10-01',
  responseCount: 2,
  specialties: ['Cardiology'],
  answers: [{ id: 5, text: 'Quote me', authorName: 'Dr A', specialty: 'Cardiology', createdAt: '2026-10-02' }],
};

describe('the work kept in localStorage (spec §4)', () => {
  it('uses the spec’s keys', () => {
    expect(WIZARD_STORAGE_KEYS).toEqual({
      case: 'caseToSummarize',
      submission: 'consensusSubmission',
      quotes: 'caseQuotes',
    });
  });

  it('keeps the case under caseToSummarize and its answers under caseQuotes, for that case only', () => {
    const storage = memoryStorage();
    storeCase(storage, found);
    expect(JSON.parse(storage.map.get('caseQuotes') ?? '')).toEqual(found.answers);
    expect(JSON.parse(storage.map.get('caseToSummarize') ?? '')).not.toHaveProperty('answers');
    expect(storedCase(storage, 1001)).toEqual(found);
    expect(storedCase(storage, 1002)).toBeNull();
  });

  it('gives the summary back only to the same case or the same returned summary', () => {
    const storage = memoryStorage();
    const data = formFromCase(found, null);
    storeSubmission(storage, { caseNumber: 1001, editId: null, data });
    expect(storedSubmission(storage, { caseNumber: 1001, editId: null })?.data).toEqual(data);
    expect(storedSubmission(storage, { caseNumber: 1002, editId: null })).toBeNull();
    expect(storedSubmission(storage, { caseNumber: null, editId: 9 })).toBeNull();
    storeSubmission(storage, { caseNumber: 1001, editId: 9, data });
    expect(storedSubmission(storage, { caseNumber: null, editId: 9 })?.editId).toBe(9);
    expect(storedSubmission(storage, { caseNumber: 1001, editId: null })).toBeNull();
  });

  it('clears all three keys, and leaves the rest of storage alone', () => {
    const storage = memoryStorage();
    storeCase(storage, found);
    storeSubmission(storage, { caseNumber: 1001, editId: null, data: formFromCase(found, null) });
    storage.setItem('oidc.user', 'kept');
    clearWizardStorage(storage);
    expect([...storage.map.keys()]).toEqual(['oidc.user']);
  });

  it('treats unreadable storage as empty, and a refusing one as no storage', () => {
    const storage = memoryStorage();
    storage.setItem('consensusSubmission', '{not json');
    storage.setItem('caseToSummarize', 'null');
    expect(storedSubmission(storage, { caseNumber: 1001, editId: null })).toBeNull();
    expect(storedCase(storage, 1001)).toBeNull();
    const full: WizardStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => storeCase(full, found)).not.toThrow();
  });
});

describe('the step in the address', () => {
  const at = (search: string) => wizardLocation(new URLSearchParams(search));

  it('reads the four steps', () => {
    expect(at('')).toEqual({ step: 'caseSearch', caseNumber: null, editId: null });
    expect(at('?case=1001&step=consensusFormEdit')).toEqual({
      step: 'consensusFormEdit',
      caseNumber: 1001,
      editId: null,
    });
    expect(at('?case=1001&step=previewConsensus')).toEqual({
      step: 'previewConsensus',
      caseNumber: 1001,
      editId: null,
    });
    expect(at('?step=submissionComplete')).toEqual({ step: 'submissionComplete', caseNumber: null, editId: null });
  });

  it('a form without its case, or an odd value, is the case search', () => {
    for (const search of [
      '?step=consensusFormEdit',
      '?case=abc&step=consensusFormEdit',
      '?case=0&step=previewConsensus',
      '?case=99999999999&step=consensusFormEdit',
      '?step=nonsense&case=5',
    ]) {
      expect(at(search).step).toBe('caseSearch');
    }
  });

  it('a returned summary (?edit=) opens in the form', () => {
    expect(at('?edit=7')).toEqual({ step: 'consensusFormEdit', caseNumber: null, editId: 7 });
    expect(at('?edit=7&step=previewConsensus').step).toBe('previewConsensus');
    expect(at('?edit=7&step=caseSearch').step).toBe('consensusFormEdit');
    // The positions step is for a new summary's case; a returned one keeps what its case saved.
    expect(at('?edit=7&step=positions').step).toBe('consensusFormEdit');
    expect(at('?case=1001&step=positions')).toEqual({ step: 'positions', caseNumber: 1001, editId: null });
  });

  it('writes what it reads', () => {
    for (const search of [
      '',
      '?case=1001&step=consensusFormEdit',
      '?case=1001&step=positions',
      '?edit=7&step=previewConsensus',
      '?step=submissionComplete',
    ]) {
      expect(wizardSearch(at(search))).toBe(search);
    }
  });
});

describe('the outline (spec §9)', () => {
  it('sits beside the form above 1350 px, behind the menu at 1350 and below', () => {
    expect(outlineBesideForm(1351)).toBe(true);
    expect(outlineBesideForm(1350)).toBe(false);
    expect(outlineBesideForm(390)).toBe(false);
  });

  it('scrolls a section to 350 px below the top on wide windows, 250 px on others', () => {
    expect(outlineScrollOffset(1440)).toBe(350);
    expect(outlineScrollOffset(390)).toBe(250);
    // A section 1000 px down the window while the page is scrolled 200 px.
    expect(scrollTargetTop(1000, 200, 1440)).toBe(850);
    expect(scrollTargetTop(1000, 200, 390)).toBe(950);
    expect(scrollTargetTop(100, 0, 390)).toBe(0);
  });
});
