import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CitationText, CitationTitles } from '../components/CitationText';
import { citationKeys, citationSegments } from './citation-segments';

const TEXT = 'Per EMPEROR-Preserved (PMID: 34449189) and https://doi.org/10.1056/NEJMoa2107038, start it.';

describe('citation links in thread texts (issue 24)', () => {
  it('cuts a text around its citations', () => {
    expect(citationSegments(TEXT)).toEqual([
      { text: 'Per EMPEROR-Preserved (' },
      { text: 'PMID: 34449189', citation: { key: 'pmid:34449189', url: 'https://pubmed.ncbi.nlm.nih.gov/34449189/' } },
      { text: ') and ' },
      {
        text: 'https://doi.org/10.1056/NEJMoa2107038',
        citation: { key: 'doi:10.1056/nejmoa2107038', url: 'https://doi.org/10.1056/nejmoa2107038' },
      },
      { text: ', start it.' },
    ]);
    expect(citationSegments('No citation here, call 555-123-4567.')).toEqual([
      { text: 'No citation here, call 555-123-4567.' },
    ]);
  });

  it('renders each as a link that opens apart, the resolved title as its tooltip when known', () => {
    const titles = new Map([['pmid:34449189', 'Empagliflozin in Heart Failure with a Preserved Ejection Fraction']]);
    const html = renderToStaticMarkup(
      createElement(CitationTitles.Provider, { value: titles }, createElement(CitationText, { text: TEXT })),
    );
    expect(html).toBe(
      'Per EMPEROR-Preserved (' +
        '<a class="pc-citation" href="https://pubmed.ncbi.nlm.nih.gov/34449189/" rel="noopener noreferrer" target="_blank" title="Empagliflozin in Heart Failure with a Preserved Ejection Fraction">PMID: 34449189</a>' +
        ') and ' +
        '<a class="pc-citation" href="https://doi.org/10.1056/nejmoa2107038" rel="noopener noreferrer" target="_blank">https://doi.org/10.1056/NEJMoa2107038</a>' +
        ', start it.',
    );
  });

  it('escapes the text around the links', () => {
    const html = renderToStaticMarkup(createElement(CitationText, { text: '<b>NCT03057951</b>' }));
    expect(html).toBe(
      '&lt;b&gt;<a class="pc-citation" href="https://clinicaltrials.gov/study/NCT03057951" rel="noopener noreferrer" target="_blank">NCT03057951</a>&lt;/b&gt;',
    );
  });

  it('asks for each key once, at most the request bound', () => {
    expect(citationKeys(['PMID 1, PMID 1', null, 'PMC2 and PMID 1', 'NCT03057951'], 3)).toEqual([
      'pmid:1',
      'pmcid:PMC2',
      'nct:NCT03057951',
    ]);
    expect(citationKeys(['PMID 1 PMID 2 PMID 3'], 2)).toEqual(['pmid:1', 'pmid:2']);
  });
});
