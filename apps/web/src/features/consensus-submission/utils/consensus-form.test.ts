import { type ConsensusCase, consensusDataSchema, emptyQuote, summaryIssues } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  addAnswerQuote,
  authorFromUser,
  formFromCase,
  formFromSource,
  newSection,
  quoteFromAnswer,
} from './consensus-form';

const found: ConsensusCase = {
  id: 1001,
  title: 'SGLT2 inhibitors in HFpEF',
  description: 'A 74-year-old woman with HFpEF and eGFR 34.',
  publishDate: '2026-10-01T09:00:00.000Z',
  responseCount: 14,
  specialties: ['Cardiology', 'Nephrology'],
  answers: [
    {
      id: 11,
      text: '  Start low, go slow.  ',
      authorName: 'Priya Natarajan',
      specialty: 'Cardiology',
      createdAt: '2026-10-02',
    },
    {
      id: 12,
      text: 'Check labs early.',
      authorName: 'Marcus Okafor',
      specialty: 'Nephrology',
      createdAt: '2026-10-03',
    },
  ],
};
const moderator = {
  firstName: 'Morgan',
  lastName: 'Moderator',
  npi: null,
  specialty: { id: 1, name: 'Internal Medicine' },
};

describe('the form of a new summary (spec §4: pre-filled from the case)', () => {
  const form = formFromCase(found, moderator);

  it('takes the patient case from the question', () => {
    expect(form.PatientCases).toEqual([
      { CaseNumber: 1001, CaseText: found.description, View: 'Full', PublishDate: '2026-10-01', ResponseCount: 14 },
    ]);
    expect(form.ConsensusTopic).toBe(found.title);
  });

  it('files it under the case’s first specialty, the moderator as author', () => {
    expect(form.TopicSelection).toBe('Cardiology');
    expect(form.Author).toEqual({
      Name: 'Morgan Moderator',
      Npi: '',
      Specialty: 'Internal Medicine',
      Titles: '',
      AvatarImage: { url: '' },
    });
    // A case without a specialty proposes none (not the moderator's): the author must choose one.
    expect(formFromCase({ ...found, specialties: [] }, moderator).TopicSelection).toBe('');
  });

  it('shows one blank row in every list, with the default section label', () => {
    expect(form.ClinicalAnalysis.Quotes).toEqual([emptyQuote()]);
    expect(form.Conclusion.Quotes).toEqual([emptyQuote()]);
    expect(form.Definitions).toHaveLength(1);
    expect(form.References).toHaveLength(1);
    expect(form.Sections).toEqual([]);
    expect(form.SectionLabel).toBe('Differing consults');
  });

  it('is the contract’s shape, and asks for exactly the author’s own parts', () => {
    expect(consensusDataSchema.safeParse(form).success).toBe(true);
    expect(summaryIssues(form).map((i) => i.field)).toEqual([
      'ConsensusTitle',
      'ConsensusOpinionStatement',
      'ClinicalAnalysis.AnalysisText',
    ]);
  });

  it('has no author name when nobody is signed in', () => {
    expect(authorFromUser(null).Name).toBe('');
  });
});

describe('quotes from the case’s answers (add HCP consult)', () => {
  const [first, second] = found.answers as [ConsensusCase['answers'][number], ConsensusCase['answers'][number]];

  it('an answer becomes its text, author and specialty, remembering where it came from', () => {
    expect(quoteFromAnswer(first)).toEqual({
      Quote: 'Start low, go slow.',
      Author: 'Priya Natarajan',
      Specialty: 'Cardiology',
      KeyOpinionLeader: false,
      CommentId: 11,
    });
  });

  it('fills the blank row first, then adds rows, never the same answer twice', () => {
    const one = addAnswerQuote([emptyQuote()], first);
    expect(one).toEqual([quoteFromAnswer(first)]);
    const two = addAnswerQuote(one, second);
    expect(two).toEqual([quoteFromAnswer(first), quoteFromAnswer(second)]);
    expect(addAnswerQuote(two, first)).toEqual(two);
  });

  it('keeps a typed quote where it is', () => {
    const typed = { ...emptyQuote(), Quote: 'Typed by hand', Author: 'Dr A' };
    expect(addAnswerQuote([typed], first)).toEqual([typed, quoteFromAnswer(first)]);
  });
});

describe('sections and returned summaries', () => {
  it('a new section gets an id no other section has, and a quote row', () => {
    const a = newSection([]);
    expect(a.id).toBe(1);
    expect(a.Quotes).toEqual([emptyQuote()]);
    expect(
      newSection([
        { ...a, id: 7 },
        { ...a, id: 3 },
      ]).id,
    ).toBe(8);
  });

  it('a returned summary gets its blank rows back', () => {
    const submitted = consensusDataSchema.parse({
      ...formFromCase(found, moderator),
      ClinicalAnalysis: { AnalysisText: 'x', Quotes: [] },
      Definitions: [],
      References: [],
    });
    const form = formFromSource(submitted);
    expect(form.ClinicalAnalysis.Quotes).toHaveLength(1);
    expect(form.Definitions).toHaveLength(1);
    expect(form.References).toHaveLength(1);
  });
});
