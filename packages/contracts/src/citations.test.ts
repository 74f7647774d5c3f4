import { describe, expect, it } from 'vitest';
import { citationsQuerySchema } from './citations-api.js';
import { findCitations, parseCitationKey, rankCitations } from './citations.js';

const keys = (text: string) => findCitations(text).map((c) => c.key);

describe('findCitations', () => {
  it.each([
    ['PMID: 31475795', 'pmid:31475795'],
    ['PMID 31475795', 'pmid:31475795'],
    ['pmid:31475795', 'pmid:31475795'],
    ['https://pubmed.ncbi.nlm.nih.gov/31475795/', 'pmid:31475795'],
    ['pubmed.ncbi.nlm.nih.gov/31475795', 'pmid:31475795'],
    ['https://www.ncbi.nlm.nih.gov/pubmed/31475795', 'pmid:31475795'],
    ['PMC7029158', 'pmcid:PMC7029158'],
    ['pmc7029158', 'pmcid:PMC7029158'],
    ['https://pmc.ncbi.nlm.nih.gov/articles/PMC7029158/', 'pmcid:PMC7029158'],
    ['https://www.ncbi.nlm.nih.gov/pmc/articles/PMC7029158/', 'pmcid:PMC7029158'],
    ['10.1056/NEJMoa2107038', 'doi:10.1056/nejmoa2107038'],
    ['doi:10.1056/NEJMoa2107038', 'doi:10.1056/nejmoa2107038'],
    ['DOI: 10.1056/NEJMoa2107038', 'doi:10.1056/nejmoa2107038'],
    ['https://doi.org/10.1056/NEJMoa2107038', 'doi:10.1056/nejmoa2107038'],
    ['http://dx.doi.org/10.1056/NEJMoa2107038', 'doi:10.1056/nejmoa2107038'],
    ['NCT03036124', 'nct:NCT03036124'],
    ['https://clinicaltrials.gov/study/NCT03036124', 'nct:NCT03036124'],
    ['https://www.clinicaltrials.gov/ct2/show/NCT03036124', 'nct:NCT03036124'],
    ['https://clinicaltrials.gov/ct2/show/study/NCT03036124?term=x', 'nct:NCT03036124'],
  ])('%s is %s', (text, key) => {
    const [found, ...more] = findCitations(`See ${text} here.`);
    expect(more).toEqual([]);
    expect(found?.key).toBe(key);
    // The written form is what the range covers (a link's whole address, not only its identifier).
    expect(`See ${text} here.`.slice(found!.start, found!.end)).toBe(text.replace(/\?term=x$/, ''));
  });

  it('gives each kind its canonical link', () => {
    expect(findCitations('PMID 031475795 PMC7029158 10.1056/NEJMoa2107038 NCT03036124').map((c) => c.url)).toEqual([
      'https://pubmed.ncbi.nlm.nih.gov/31475795/',
      'https://pmc.ncbi.nlm.nih.gov/articles/PMC7029158/',
      'https://doi.org/10.1056/nejmoa2107038',
      'https://clinicaltrials.gov/study/NCT03036124',
    ]);
  });

  it('leaves trailing punctuation out of a DOI and keeps balanced parentheses in', () => {
    const text =
      'Trials (doi:10.1056/NEJMoa2107038). Also 10.1016/S0140-6736(20)30183-5, and 10.1002/(SICI)1097-0258(19980430)17:8<857::AID-SIM777>3.0.CO;2-E; see 10.1161/CIR.0000000000001063: done';
    expect(keys(text)).toEqual([
      'doi:10.1056/nejmoa2107038',
      'doi:10.1016/s0140-6736(20)30183-5',
      'doi:10.1002/(sici)1097-0258(19980430)17:8',
      'doi:10.1161/cir.0000000000001063',
    ]);
    const [first] = findCitations(text);
    expect(text.slice(first!.start, first!.end)).toBe('doi:10.1056/NEJMoa2107038');
  });

  it('finds each identifier once when a link carries it', () => {
    expect(keys('https://doi.org/10.1056/NEJMoa2107038 and PMID: 1, pubmed.ncbi.nlm.nih.gov/2/')).toEqual([
      'doi:10.1056/nejmoa2107038',
      'pmid:1',
      'pmid:2',
    ]);
  });

  it.each([
    ['a date', 'Seen on 10.05.2023 and 2023-05-10, again 10/05/2023.'],
    ['a phone number', 'Call 555-123-4567 or +1 (312) 555 0142.'],
    ['a bare number', 'MRN 31475795, room 12345678, dose 10.5 mg.'],
    ['a short NCT', 'NCT0303612 and NCT030361245 are not trial numbers.'],
    ['a word containing the labels', 'APMC1234 XNCT03036124 PMIDS 123 pmc-1234'],
    ['a look-alike host', 'https://pubmed.ncbi.nlm.nih.gov.example/123 notpubmed.ncbi.nlm.nih.gov/123'],
    ['a DOI prefix too short', '10.12/abc and 10.1234/ alone'],
    ['a version number', 'Version 10.12345.6/ and 1.10.1234/abc'],
  ])('finds nothing in %s', (_what, text) => {
    expect(keys(text)).toEqual([]);
  });

  it('scans a long hostile text in linear time', () => {
    const text = `${'10.1234/'.repeat(20_000)} ${'PMID '.repeat(20_000)} ${'https://doi.org/'.repeat(10_000)}`;
    const started = performance.now();
    findCitations(text);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('parseCitationKey', () => {
  it('reads back the keys findCitations makes and nothing else', () => {
    for (const c of findCitations('PMID 1 PMC7029158 10.1056/NEJMoa2107038 NCT03036124'))
      expect(parseCitationKey(c.key)?.url).toBe(c.url);
    for (const bad of ['pmid:01', 'doi:10.1056/NEJMoa', 'pmcid:pmc1', 'nct:NCT1', 'isbn:123', 'pmid:1 x', 'pmid', ''])
      expect(parseCitationKey(bad)).toBeNull();
  });
});

describe('rankCitations', () => {
  it('orders by the number of texts citing, then first appearance', () => {
    const ranked = rankCitations(['PMID 1 and PMID 1 again, NCT03036124', 'NCT03036124 PMID 2', 'pmc1 nct03036124']);
    expect(ranked.map((c) => [c.key, c.count])).toEqual([
      ['nct:NCT03036124', 3],
      ['pmid:1', 1],
      ['pmid:2', 1],
      ['pmcid:PMC1', 1],
    ]);
  });
});

describe('citationsQuerySchema', () => {
  it('splits, de-duplicates and checks the keys', () => {
    expect(citationsQuerySchema.parse({ ids: 'pmid:1, doi:10.1056/nejmoa2107038,pmid:1' }).ids).toEqual([
      'pmid:1',
      'doi:10.1056/nejmoa2107038',
    ]);
    expect(citationsQuerySchema.safeParse({ ids: 'pmid:1,isbn:2' }).success).toBe(false);
    expect(citationsQuerySchema.safeParse({ ids: ',' }).success).toBe(false);
    const many = Array.from({ length: 101 }, (_, i) => `pmid:${i + 1}`).join(',');
    expect(citationsQuerySchema.safeParse({ ids: many }).success).toBe(false);
  });
});
