import type { Citation } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { answersToCite, threadCitations, withProposedReferences } from './proposed-references';

const answers = [
  { text: 'Start it: PMID 34449189 and NCT03057951.' },
  { text: 'Agree, https://pubmed.ncbi.nlm.nih.gov/34449189/ is the trial.' },
  { text: 'See doi:10.1056/NEJMoa2107038 and PMID: 34449189.' },
  { text: 'No citation.' },
];

const resolved = new Map<string, Citation>([
  [
    'pmid:34449189',
    {
      key: 'pmid:34449189',
      kind: 'pmid',
      id: '34449189',
      status: 'resolved',
      title: 'Empagliflozin in Heart Failure with a Preserved Ejection Fraction',
      authors: ['Anker SD'],
      journal: 'N Engl J Med',
      year: 2021,
      formatted: 'Anker SD. Empagliflozin in Heart Failure with a Preserved Ejection Fraction. N Engl J Med. 2021.',
      url: 'https://pubmed.ncbi.nlm.nih.gov/34449189/',
    },
  ],
]);

describe('References proposed from the thread (issue 24)', () => {
  it('proposes from the answers placed in a position once any is, else from every answer', () => {
    const answers = [{ id: 1 }, { id: 2 }, { id: 3 }];
    expect(answersToCite(answers, undefined)).toEqual(answers);
    expect(answersToCite(answers, [{ answerId: 2, position: null }])).toEqual(answers);
    expect(
      answersToCite(answers, [
        { answerId: 1, position: 0 },
        { answerId: 2, position: null },
        { answerId: 3, position: 1 },
      ]),
    ).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('ranks the citations by how many answers cite them', () => {
    expect(threadCitations(answers).map((c) => [c.key, c.count])).toEqual([
      ['pmid:34449189', 3],
      ['nct:NCT03057951', 1],
      ['doi:10.1056/nejmoa2107038', 1],
    ]);
  });

  it("proposes the formatted reference when resolved, else the identifier, after the author's own rows", () => {
    const own = { Text: 'ESC guideline 2023', Url: 'https://guidelines.example.org/hf', LinkText: 'Read' };
    const blank = { Text: '', Url: '', LinkText: '' };
    expect(withProposedReferences([own, blank], threadCitations(answers), resolved)).toEqual([
      own,
      {
        Text: 'Anker SD. Empagliflozin in Heart Failure with a Preserved Ejection Fraction. N Engl J Med. 2021.',
        Url: 'https://pubmed.ncbi.nlm.nih.gov/34449189/',
        LinkText: 'PubMed',
      },
      {
        Text: 'ClinicalTrials.gov NCT03057951',
        Url: 'https://clinicaltrials.gov/study/NCT03057951',
        LinkText: 'ClinicalTrials.gov',
      },
      { Text: 'doi:10.1056/nejmoa2107038', Url: 'https://doi.org/10.1056/nejmoa2107038', LinkText: 'Full text' },
    ]);
  });

  it('does not propose a citation the References already link to, and keeps the one row when nothing is cited', () => {
    const listed = { Text: 'EMPEROR-Preserved', Url: 'https://pubmed.ncbi.nlm.nih.gov/34449189/', LinkText: '' };
    expect(withProposedReferences([listed], threadCitations(answers.slice(0, 2)), resolved)).toEqual([
      listed,
      {
        Text: 'ClinicalTrials.gov NCT03057951',
        Url: 'https://clinicaltrials.gov/study/NCT03057951',
        LinkText: 'ClinicalTrials.gov',
      },
    ]);
    const blank = { Text: '', Url: '', LinkText: '' };
    expect(withProposedReferences([blank], [], resolved)).toEqual([blank]);
  });
});
