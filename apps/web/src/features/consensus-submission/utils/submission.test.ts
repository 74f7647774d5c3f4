import { type ConsensusCase, CONSENSUS_MESSAGES, consensusDataSchema, emptyQuote } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import { type ConsensusForm, formFromCase } from './consensus-form';
import { markdownToHtml, previewSummary } from './preview';
import { buildSummaryTile, DEFAULT_CTA_TEXT, submissionData, validSubmission, wizardIssues } from './submission';
import { submitErrorText } from './submit-error';

const found: ConsensusCase = {
  id: 1001,
  title: 'Topic',
  description: 'A *74-year-old* woman.',
  publishDate: '2026-10-01',
  responseCount: 14,
  specialties: ['Cardiology'],
  answers: [],
};

function written(): ConsensusForm {
  const form = formFromCase(found, { firstName: 'Morgan', lastName: 'Moderator', npi: null, specialty: null });
  return {
    ...form,
    ConsensusTitle: '  SGLT2 inhibitors in HFpEF ',
    ConsensusOpinionStatement: 'Most **favoured** treatment.',
    ClinicalAnalysis: { AnalysisText: 'Respondents weighed:\n\n- guidelines\n- comorbidities', Quotes: [emptyQuote()] },
    Sections: [
      { id: 1, Title: 'A conservative view', Text: 'Wait _and_ see.', SectionTopic: '', Quotes: [emptyQuote()] },
      { id: 2, Title: '', Text: '', SectionTopic: '', Quotes: [emptyQuote()] },
    ],
    Conclusion: { ConclusionTitle: 'Treat', ConclusionText: 'With **monitoring**.', Quotes: [emptyQuote()] },
    Author: { ...form.Author, Titles: ' MD ' },
  };
}

describe('the summary tile (spec §4: built at submission)', () => {
  it('takes the summary title, the author, the default call to action and the tile image', () => {
    const form = written();
    form.SummaryTile = { ...form.SummaryTile, CtaText: ' ', Image: { url: '/api/v1/uploads/abc.png' } };
    expect(buildSummaryTile(form)).toEqual({
      Title: 'SGLT2 inhibitors in HFpEF',
      CtaText: DEFAULT_CTA_TEXT,
      AuthorName: 'Morgan Moderator',
      AuthorTitle: 'MD',
      Image: { url: '/api/v1/uploads/abc.png' },
    });
    expect(DEFAULT_CTA_TEXT).toBe('Read the consensus');
  });

  it('keeps a call to action the author typed', () => {
    const form = written();
    form.SummaryTile = { ...form.SummaryTile, CtaText: 'See what peers said' };
    expect(buildSummaryTile(form).CtaText).toBe('See what peers said');
  });
});

describe('what is submitted', () => {
  it('drops the empty rows and sections, adds the tile, and passes the contract', () => {
    const data = submissionData(written());
    expect(data.ClinicalAnalysis.Quotes).toEqual([]);
    expect(data.Sections.map((s) => s.id)).toEqual([1]);
    expect(data.Sections[0]?.Quotes).toEqual([]);
    expect(data.Definitions).toEqual([]);
    expect(data.References).toEqual([]);
    expect(data.SummaryTile.Title).toBe('SGLT2 inhibitors in HFpEF');
    // Rich text stays markdown: the server converts and sanitises it.
    expect(data.ConsensusOpinionStatement).toBe('Most **favoured** treatment.');
    expect(consensusDataSchema.safeParse(data).success).toBe(true);
  });

  it('re-validates: a summary that breaks a rule is not sent', () => {
    expect('data' in validSubmission(written())).toBe(true);
    const broken = { ...written(), ConsensusTitle: '' };
    const checked = validSubmission(broken);
    expect('issues' in checked && checked.issues.map((i) => i.message)).toEqual(['Summary Title must not be empty']);
  });
});

describe('the preview (markdown as HTML, as it will be published)', () => {
  it('converts the rich-text fields and nothing else', () => {
    const preview = previewSummary(written());
    expect(preview.ConsensusOpinionStatement).toBe('<p>Most <strong>favoured</strong> treatment.</p>\n');
    expect(preview.PatientCases[0]?.CaseText).toBe('<p>A <em>74-year-old</em> woman.</p>\n');
    expect(preview.ClinicalAnalysis.AnalysisText).toContain('<li>guidelines</li>');
    expect(preview.Sections[0]?.Text).toBe('<p>Wait <em>and</em> see.</p>\n');
    expect(preview.Conclusion.ConclusionText).toBe('<p>With <strong>monitoring</strong>.</p>\n');
    expect(preview.ConsensusTitle).toBe('  SGLT2 inhibitors in HFpEF ');
    expect(preview.publishedAt).toBeNull();
    expect(preview.Sections).toHaveLength(1);
  });

  it('an empty field stays empty, so the reader hides it', () => {
    expect(markdownToHtml('  \n')).toBe('');
  });

  it('uses the server’s settings: single line breaks stay inside the paragraph', () => {
    expect(markdownToHtml('one\ntwo')).toBe('<p>one\ntwo</p>\n');
  });
});

describe('a failed submission (spec §8)', () => {
  it('shows the server’s validation text for a 400 or 422', () => {
    expect(
      submitErrorText({
        status: 400,
        message: 'Invalid',
        errors: [{ message: 'Summary Title must not be empty' }, { message: 'Analysis is too long' }],
      }),
    ).toBe('Summary Title must not be empty, Analysis is too long');
    expect(submitErrorText({ status: 400, message: 'Summary Title is too long', errors: [] })).toBe(
      'Summary Title is too long',
    );
    expect(submitErrorText({ status: 422, message: 'This text may identify a patient' })).toBe(
      'This text may identify a patient',
    );
  });

  it('says the spec’s text for anything else', () => {
    for (const error of [
      { status: 500, message: 'boom' },
      { status: 0 },
      { status: 403, message: 'Forbidden' },
      null,
    ]) {
      expect(submitErrorText(error)).toBe(CONSENSUS_MESSAGES.submitFailed);
    }
    expect(CONSENSUS_MESSAGES.submitFailed).toBe('There was an error submitting, please refresh and try again');
  });
});

describe('the specialty (a consensus is always filed under one)', () => {
  it('is required: without one the summary is not sent, and the field says why', () => {
    const form = { ...written(), TopicSelection: ' ' };
    const checked = validSubmission(form);
    expect('issues' in checked && checked.issues).toEqual([
      { field: 'TopicSelection', message: 'Specialty must not be empty', section: 'summaryTitle' },
    ]);
    expect('data' in validSubmission({ ...form, TopicSelection: 'Cardiology' })).toBe(true);
  });

  it('is listed where the field is in the form: after the title and the statement, before the case', () => {
    const form = { ...written(), ConsensusTitle: '', TopicSelection: '' };
    form.PatientCases = [{ ...form.PatientCases[0]!, CaseText: '' }];
    expect(wizardIssues(form).map((i) => i.field)).toEqual([
      'ConsensusTitle',
      'TopicSelection',
      'PatientCases.0.CaseText',
    ]);
  });
});

describe('reference links (the server’s check, before the preview)', () => {
  it('asks for an http or https address, in the server’s words', () => {
    const form = written();
    form.References = [
      { Text: 'Guideline', Url: 'https://guidelines.example.org/2025', LinkText: '' },
      { Text: 'Bad', Url: 'javascript:alert(1)', LinkText: '' },
      { Text: 'Bare', Url: 'example.org', LinkText: '' },
    ];
    expect(wizardIssues(form).map(({ field, message, section }) => ({ field, message, section }))).toEqual([
      {
        field: 'References.1.Url',
        message: 'Reference 2 Url must start with http:// or https://',
        section: 'listOfReferences',
      },
      {
        field: 'References.2.Url',
        message: 'Reference 3 Url must start with http:// or https://',
        section: 'listOfReferences',
      },
    ]);
    expect('issues' in validSubmission(form)).toBe(true);
  });
});
