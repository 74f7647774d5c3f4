import { describe, expect, it } from 'vitest';
import { isReferenceUrl, REFERENCE_HOSTS } from './citations';
import { findContacts } from './contact';
import { detectPhi } from './detect';

const urls = (text: string) =>
  detectPhi(text)
    .filter((f) => f.kind === 'url')
    .map((f) => f.text);

describe('citations are not identifiers (issue 23)', () => {
  it('does not flag a guideline DOI, a PubMed or PMC address, or a trial registry entry', () => {
    for (const text of [
      'Dosing follows https://doi.org/10.1161/CIR.0000000000001123 closely.',
      'See doi:10.1056/NEJMoa2034577 and the bare 10.1001/jama.2023.1234 for the trial.',
      'Meta-analysis: https://pubmed.ncbi.nlm.nih.gov/34567890/ (PMID: 34567890).',
      'Full text at https://www.ncbi.nlm.nih.gov/pmc/articles/PMC8812234/ as well.',
      'Registered as NCT04512345, https://clinicaltrials.gov/study/NCT04512345.',
      'The society statement on idsociety.org/practice-guideline/ is older.',
      'Publisher page https://journals.example-press.com/doi/full/10.1016/j.jacc.2020.11.018 has the tables.',
    ]) {
      expect(detectPhi(text), text).toEqual([]);
    }
  });

  it('still flags a patient-portal, fundraiser or other personal address', () => {
    expect(urls('Her results are on https://mychart.example.org/patient/88123 now.')).toEqual([
      'https://mychart.example.org/patient/88123',
    ]);
    expect(urls('The family set up gofundme.com/f/help-dana-recover for his care.')).toEqual([
      'gofundme.com/f/help-dana-recover',
    ]);
    // A look-alike of a listed host is not the host.
    expect(urls('Photos at https://nejm.org.example.net/album/22 were shared.')).toHaveLength(1);
  });

  it('matches a listed host, its subdomains and hosts added from configuration', () => {
    expect(REFERENCE_HOSTS).toContain('nejm.org');
    expect(isReferenceUrl('https://www.nejm.org/doi/full/x')).toBe(true);
    expect(isReferenceUrl('HTTPS://Journal.ChestNet.org/article/S0012')).toBe(true);
    expect(isReferenceUrl('https://evil-nejm.org/x')).toBe(false);
    expect(isReferenceUrl('https://guidelines.example.org/ckd', ['guidelines.example.org'])).toBe(true);
    const text = 'Local protocol at https://guidelines.example.org/ckd applies.';
    expect(new Set(findContacts(text).map((c) => c.kind))).toEqual(new Set(['url']));
    expect(findContacts(text, { referenceHosts: ['example.org'] })).toEqual([]);
  });
});
