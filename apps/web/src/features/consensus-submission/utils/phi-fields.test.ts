import { type ConsensusCase, ERROR_CODES, emptyDefinition, emptyQuote } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { phiFindingsOf } from '../../phi/review';
import { type ConsensusForm, formFromCase } from './consensus-form';
import { checkedFields, fieldsUnderReview, textOf, typedRange, wizardRefusal, withTileTitle } from './phi-fields';

const found: ConsensusCase = {
  id: 1001,
  title: 'Topic',
  description: 'A *74-year-old* woman, **Ann** Lee.\r\n\r\nCall 555-0142',
  publishDate: '2026-10-01',
  responseCount: 3,
  specialties: ['Cardiology'],
  answers: [],
};

function written(): ConsensusForm {
  const form = formFromCase(found, { firstName: 'Morgan', lastName: 'Moderator', npi: null, specialty: null });
  return {
    ...form,
    ConsensusTitle: '  Title 555-0142 ',
    ConsensusOpinionStatement: 'Most **favoured** [x](http://a.b/555)',
    ClinicalAnalysis: {
      AnalysisText: '- a\n- b',
      Quotes: [emptyQuote(), { ...emptyQuote(), Quote: ' q1 ', Author: 'A' }],
    },
    Sections: [
      { id: 1, Title: '', Text: '', SectionTopic: '', Quotes: [emptyQuote()] },
      {
        id: 2,
        Title: 'T2',
        Text: 'Wait _and_ see.',
        SectionTopic: 'top',
        Quotes: [emptyQuote(), { ...emptyQuote(), Quote: 'sq' }],
      },
    ],
    Conclusion: { ConclusionTitle: 'CT', ConclusionText: 'With **m**.', Quotes: [{ ...emptyQuote(), Specialty: 'x' }] },
    Definitions: [emptyDefinition(), { Term: 'term', Definition: 'def' }],
    SummaryTile: { ...form.SummaryTile, CtaText: '  ' },
  };
}

describe("the summary's checked fields (issue 14)", () => {
  it("are named as the server names them, its texts those it checks (the API's consensusTexts for this form)", () => {
    const fields = checkedFields(written());
    expect(Object.fromEntries(fields.filter((f) => f.text).map((f) => [f.field, f.text]))).toEqual({
      'data.ConsensusTitle': 'Title 555-0142',
      'data.ConsensusTopic': 'Topic',
      'data.ConsensusOpinionStatement': 'Most favoured x',
      'data.PatientCases.0.CaseText': 'A 74-year-old woman, Ann Lee. Call 555-0142',
      'data.PatientCases.0.View': 'Full',
      'data.ClinicalAnalysis.AnalysisText': 'a b',
      'data.ClinicalAnalysis.Quotes.0.Quote': 'q1',
      'data.SectionLabel': 'Differing consults',
      'data.Sections.0.Title': 'T2',
      'data.Sections.0.Text': 'Wait and see.',
      'data.Sections.0.SectionTopic': 'top',
      'data.Sections.0.Quotes.0.Quote': 'sq',
      'data.Conclusion.ConclusionTitle': 'CT',
      'data.Conclusion.ConclusionText': 'With m.',
      'data.Definitions.0.Term': 'term',
      'data.Definitions.0.Definition': 'def',
      'data.SummaryTile.CtaText': 'Read the consensus',
    });
  });

  it('map the submitted indexes (empty rows dropped) to the form fields, labels and outline sections', () => {
    const byField = new Map(checkedFields(written()).map((f) => [f.field, f]));
    const where = (field: string) => {
      const f = byField.get(field);
      return f && [f.formPath, f.label, f.section, f.rich];
    };
    expect(where('data.ConsensusTitle')).toEqual(['ConsensusTitle', 'Summary Title', 'summaryTitle', false]);
    expect(where('data.PatientCases.0.CaseText')).toEqual([
      'PatientCases.0.CaseText',
      'Patient Case Text',
      'summaryTitle',
      true,
    ]);
    expect(where('data.ClinicalAnalysis.Quotes.0.Quote')).toEqual([
      'ClinicalAnalysis.Quotes.1.Quote',
      'Analysis quote 2',
      'communityConsensus',
      false,
    ]);
    expect(where('data.Sections.0.Text')).toEqual(['Sections.1.Text', 'Section 2 Text', 'communityConsensus', true]);
    expect(where('data.Sections.0.Quotes.0.Quote')).toEqual([
      'Sections.1.Quotes.1.Quote',
      'Section 2 quote 2',
      'communityConsensus',
      false,
    ]);
    expect(where('data.Conclusion.ConclusionText')).toEqual([
      'Conclusion.ConclusionText',
      'Conclusion Paragraph',
      'conclusion',
      true,
    ]);
    expect(where('data.Definitions.0.Definition')).toEqual([
      'Definitions.1.Definition',
      'Definition 2 Definition',
      'definitions',
      false,
    ]);
    expect(textOf([...byField.values()])('data.Sections.1.Text')).toBe('');
  });

  it('lists the fields with a finding still in their text, in the form order', () => {
    const fields = checkedFields(written());
    const under = fieldsUnderReview(fields, [
      { field: 'data.PatientCases.0.CaseText', text: 'Ann Lee' },
      { field: 'data.ConsensusTitle', text: '555-0142' },
      { field: 'data.Sections.0.Text', text: 'edited away' },
    ]);
    expect(under.map((f) => f.label)).toEqual(['Summary Title', 'Patient Case Text']);
  });

  it('finds a finding in what the author typed: a plain field as is, a markdown one across its marks', () => {
    expect(typedRange({ rich: false }, '  Title 555-0142 ', '555-0142')).toEqual({ start: 8, end: 16 });
    expect(typedRange({ rich: true }, 'A woman, **Ann** Lee.', 'Ann Lee')).toEqual({ start: 11, end: 20 });
    expect(typedRange({ rich: false }, 'A woman, **Ann** Lee.', 'Ann Lee')).toBeNull();
  });
});

describe('the summary title and its tile title', () => {
  const phone = { start: 6, end: 14, kind: 'phone', text: '555-0142' };
  const refusal = new ApiError(422, ERROR_CODES.phiSuspected, 'This text may identify a patient.', [], {
    findings: [
      { ...phone, field: 'data.ConsensusTitle' },
      { ...phone, field: 'data.SummaryTile.Title' },
      { ...phone, field: 'data.Sections.0.Text', start: 0, end: 8 },
    ],
  });

  it("review the tile title's findings as the title's, once", () => {
    expect(phiFindingsOf(wizardRefusal(refusal))?.map((f) => f.field)).toEqual([
      'data.ConsensusTitle',
      'data.Sections.0.Text',
    ]);
    const other = new ApiError(400, 'validation_failed', 'x');
    expect(wizardRefusal(other)).toBe(other);
  });

  it("confirm the tile title's finding with the title's", () => {
    const confirmed = [
      { field: 'data.ConsensusTitle', kind: 'phone' as const, text: '555-0142' },
      { field: 'data.Sections.0.Text', kind: 'phone' as const, text: '555-0199' },
    ];
    expect(withTileTitle(confirmed)).toEqual([
      ...confirmed,
      { field: 'data.SummaryTile.Title', kind: 'phone', text: '555-0142' },
    ]);
    expect(withTileTitle(undefined)).toBeUndefined();
  });
});
