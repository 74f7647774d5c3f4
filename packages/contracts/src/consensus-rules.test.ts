import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConsensusDataInput, consensusDataSchema } from './consensus.js';
import {
  atLeastOneRow,
  CASE_NUMBER_MESSAGES,
  CONSENSUS_MESSAGES,
  canRemoveRow,
  caseNumberError,
  countWords,
  dropEmptyItems,
  emptyDefinition,
  emptyQuote,
  emptyReference,
  fieldIssues,
  removeRow,
  type SummaryRulesInput,
  sectionValidity,
  summaryErrorText,
  summaryIssues,
  withMinimumRows,
} from './consensus-rules.js';

// The rules read the contract's shapes without importing them (zod-free): both of its types must fit.
const fitsInput = (d: ConsensusDataInput): SummaryRulesInput => d;
const fitsOutput = (d: ReturnType<typeof consensusDataSchema.parse>): SummaryRulesInput => d;

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

/** A summary that breaks no rule; each test breaks one thing. */
function valid(): ConsensusDataInput {
  return {
    ConsensusTitle: 'Anticoagulation after a first unprovoked PE',
    ConsensusOpinionStatement: 'Most consults favour extended therapy.',
    ConsensusType: 'Community',
    TopicSelection: 'Cardiology',
    PatientCases: [
      { CaseNumber: 1001, CaseText: 'A 54-year-old man…', View: 'Case', PublishDate: '2026-10-01', ResponseCount: 14 },
    ],
    ClinicalAnalysis: { AnalysisText: 'The **majority** agreed.', Quotes: [emptyQuote()] },
    SectionLabel: 'Differing consults',
    Sections: [],
    Conclusion: { ConclusionTitle: '', ConclusionText: '', Quotes: [emptyQuote()] },
    Definitions: [emptyDefinition()],
    References: [emptyReference()],
    Author: { Name: 'Dr Mod' },
    SummaryTile: { Title: 'Anticoagulation after a first unprovoked PE' },
  };
}

const messages = (data: SummaryRulesInput) => summaryIssues(data).map((i) => i.message);

describe('a valid summary', () => {
  it('breaks no rule, is valid in every section and passes the contract', () => {
    const data = valid();
    expect(summaryIssues(fitsInput(data))).toEqual([]);
    expect(sectionValidity(data)).toEqual({
      summaryTitle: true,
      communityConsensus: true,
      conclusion: true,
      definitions: true,
      listOfReferences: true,
    });
    expect(summaryIssues(fitsOutput(consensusDataSchema.parse(dropEmptyItems(data))))).toEqual([]);
  });
});

describe('required fields (spec §5: title, statement, analysis, the patient case)', () => {
  it.each([
    ['ConsensusTitle', 'Summary Title must not be empty', 'summaryTitle'],
    ['ConsensusOpinionStatement', 'High-Level Summary Statement must not be empty', 'summaryTitle'],
  ] as const)('%s', (field, message, section) => {
    for (const blank of ['', '  \n\t']) {
      expect(summaryIssues({ ...valid(), [field]: blank })).toEqual([{ field, message, section }]);
    }
  });

  it('the analysis', () => {
    const data = valid();
    data.ClinicalAnalysis = { AnalysisText: ' ' };
    expect(summaryIssues(data)).toEqual([
      { field: 'ClinicalAnalysis.AnalysisText', message: 'Analysis must not be empty', section: 'communityConsensus' },
    ]);
  });

  it('the patient case number, text and view', () => {
    const data = valid();
    data.PatientCases = [{ CaseNumber: 0, CaseText: '', View: ' ', PublishDate: '', ResponseCount: 0 }];
    expect(summaryIssues(data)).toEqual([
      { field: 'PatientCases.0.CaseNumber', message: 'Patient Case Number must not be empty', section: 'summaryTitle' },
      { field: 'PatientCases.0.CaseText', message: 'Patient Case Text must not be empty', section: 'summaryTitle' },
      { field: 'PatientCases.0.View', message: 'Patient Case View must not be empty', section: 'summaryTitle' },
    ]);
  });

  it('a second patient case is named by its place', () => {
    const data = valid();
    data.PatientCases = [...(data.PatientCases ?? []), { CaseNumber: 7, CaseText: 'x', View: '' } as never];
    expect(messages(data)).toEqual(['Patient Case 2 View must not be empty']);
  });

  it('a summary without any patient case asks for its number', () => {
    expect(messages({ ...valid(), PatientCases: [] })).toEqual(['Patient Case Number must not be empty']);
  });

  it('a case number that is not a positive whole number counts as empty', () => {
    for (const CaseNumber of [Number.NaN, -3, 1.5, null]) {
      const data = valid();
      data.PatientCases = [{ CaseNumber, CaseText: 'x', View: 'v' } as never];
      expect(messages(data)).toEqual(['Patient Case Number must not be empty']);
    }
  });
});

describe('word limits (spec §5: 40 and 150 words)', () => {
  const cases: [string, (d: ConsensusDataInput, text: string) => void, string, number][] = [
    ['Summary Title', (d, t) => Object.assign(d, { ConsensusTitle: t }), 'ConsensusTitle', 40],
    [
      'High-Level Summary Statement',
      (d, t) => Object.assign(d, { ConsensusOpinionStatement: t }),
      'ConsensusOpinionStatement',
      40,
    ],
    [
      'Analysis',
      (d, t) => Object.assign(d, { ClinicalAnalysis: { AnalysisText: t } }),
      'ClinicalAnalysis.AnalysisText',
      150,
    ],
    [
      'Conclusion Title',
      (d, t) => Object.assign(d, { Conclusion: { ConclusionTitle: t, ConclusionText: 'Paragraph.' } }),
      'Conclusion.ConclusionTitle',
      40,
    ],
    [
      'Conclusion Paragraph',
      (d, t) => Object.assign(d, { Conclusion: { ConclusionTitle: 'Title', ConclusionText: t } }),
      'Conclusion.ConclusionText',
      150,
    ],
    [
      'Section 1 Text',
      (d, t) => Object.assign(d, { Sections: [{ id: 1, Title: 'Title', Text: t }] }),
      'Sections.0.Text',
      150,
    ],
  ];

  it.each(cases)('%s: %i words pass, one more is too long', (name, set, field, max) => {
    const atLimit = valid();
    set(atLimit, words(max));
    expect(summaryIssues(atLimit)).toEqual([]);
    const over = valid();
    // Markdown and punctuation are not words: the limit counts what a reader reads.
    set(over, `**${words(max)}**, — *extra*!`);
    expect(summaryIssues(over).map(({ field, message }) => ({ field, message }))).toEqual([
      { field, message: `${name} is too long` },
    ]);
  });

  it('a section title has no word limit', () => {
    const data = valid();
    data.Sections = [{ id: 1, Title: words(200), Text: 'Text' }];
    expect(summaryIssues(data)).toEqual([]);
  });
});

describe('the conclusion (title and paragraph go together)', () => {
  it('may be left out', () => {
    const data = valid();
    data.Conclusion = { ConclusionTitle: ' ', ConclusionText: '' };
    expect(summaryIssues(data)).toEqual([]);
  });

  it('a title needs its paragraph', () => {
    const data = valid();
    data.Conclusion = { ConclusionTitle: 'In short', ConclusionText: '' };
    expect(summaryIssues(data)).toEqual([
      { field: 'Conclusion.ConclusionText', message: 'Conclusion Paragraph must not be empty', section: 'conclusion' },
    ]);
  });

  it('a paragraph needs its title', () => {
    const data = valid();
    data.Conclusion = { ConclusionTitle: '', ConclusionText: 'Treat for six months.' };
    expect(summaryIssues(data)).toEqual([
      { field: 'Conclusion.ConclusionTitle', message: 'Conclusion Title must not be empty', section: 'conclusion' },
    ]);
  });
});

describe('definitions (Term and Definition if either is filled)', () => {
  it('a blank row is fine', () => {
    expect(summaryIssues({ ...valid(), Definitions: [emptyDefinition(), emptyDefinition()] })).toEqual([]);
  });

  it('a term needs its definition and a definition its term', () => {
    const data = valid();
    data.Definitions = [
      { Term: 'PE', Definition: 'Pulmonary embolism' },
      { Term: 'DOAC', Definition: '' },
      { Term: ' ', Definition: 'International normalised ratio' },
    ];
    expect(summaryIssues(data)).toEqual([
      {
        field: 'Definitions.1.Definition',
        message: 'Definition 2 Definition must not be empty',
        section: 'definitions',
      },
      { field: 'Definitions.2.Term', message: 'Definition 3 Term must not be empty', section: 'definitions' },
    ]);
  });
});

describe('references (a link needs its citation text)', () => {
  it('a citation may stand without a link, and a blank row is fine', () => {
    expect(summaryIssues({ ...valid(), References: [{ Text: 'Kearon C. Chest 2016.' }, emptyReference()] })).toEqual(
      [],
    );
  });

  it('a Url, or link text, without Text', () => {
    const data = valid();
    data.References = [
      { Text: '', Url: 'https://example.org' },
      { Text: '', LinkText: 'Read it' },
    ];
    expect(summaryIssues(data)).toEqual([
      { field: 'References.0.Text', message: 'Reference 1 Text must not be empty', section: 'listOfReferences' },
      { field: 'References.1.Text', message: 'Reference 2 Text must not be empty', section: 'listOfReferences' },
    ]);
  });
});

describe('quotes (Quote and Author if either is filled), wherever they are', () => {
  const quoteHolders: [string, (d: ConsensusDataInput, q: object[]) => void, string, string][] = [
    [
      'analysis',
      (d, Quotes) => Object.assign(d, { ClinicalAnalysis: { AnalysisText: 'Text', Quotes } }),
      'ClinicalAnalysis.Quotes',
      'Analysis Quote',
    ],
    [
      'section',
      (d, Quotes) => Object.assign(d, { Sections: [{ id: 1, Title: 'T', Text: 'X', Quotes }] }),
      'Sections.0.Quotes',
      'Section 1 Quote',
    ],
    [
      'conclusion',
      (d, Quotes) => Object.assign(d, { Conclusion: { ConclusionTitle: '', ConclusionText: '', Quotes } }),
      'Conclusion.Quotes',
      'Conclusion Quote',
    ],
  ];

  it.each(quoteHolders)('%s quotes', (_, set, path, name) => {
    const data = valid();
    set(data, [
      emptyQuote(),
      { Quote: 'Six months at least.', Author: 'Dr A' },
      { Quote: 'Only the quote', Author: '' },
      { Quote: '', Author: 'Only the author' },
      { Quote: '', Author: '', Specialty: 'Cardiology' },
    ]);
    expect(summaryIssues(data).map(({ field, message }) => ({ field, message }))).toEqual([
      { field: `${path}.2.Author`, message: `${name} 3 Author must not be empty` },
      { field: `${path}.3.Quote`, message: `${name} 4 must not be empty` },
      { field: `${path}.4.Quote`, message: `${name} 5 must not be empty` },
      { field: `${path}.4.Author`, message: `${name} 5 Author must not be empty` },
    ]);
  });
});

describe('sections (any content needs Title and Text)', () => {
  it('an empty section is fine (it is dropped)', () => {
    const data = valid();
    data.Sections = [{ id: 1, Title: '', Text: ' ', SectionTopic: '', Quotes: [emptyQuote()] }];
    expect(summaryIssues(data)).toEqual([]);
  });

  it.each([
    ['a title', { Title: 'Shorter course' }, ['Section 1 Text must not be empty']],
    ['a text', { Text: 'Three months.' }, ['Section 1 Title must not be empty']],
    [
      'a topic',
      { SectionTopic: 'Duration' },
      ['Section 1 Title must not be empty', 'Section 1 Text must not be empty'],
    ],
    [
      'a quote',
      { Quotes: [{ Quote: 'Three months', Author: 'Dr B' }] },
      ['Section 1 Title must not be empty', 'Section 1 Text must not be empty'],
    ],
  ])('with only %s', (_, fields, expected) => {
    const data = valid();
    data.Sections = [{ id: 1, Title: '', Text: '', ...fields }];
    expect(messages(data)).toEqual(expected);
    expect(sectionValidity(data).communityConsensus).toBe(false);
  });
});

describe('the error text and the section flags', () => {
  it('joins the messages with commas, in the form order', () => {
    const data = valid();
    data.ConsensusTitle = '';
    data.ConsensusOpinionStatement = words(41);
    data.Conclusion = { ConclusionTitle: 'Only a title', ConclusionText: '' };
    expect(summaryErrorText(summaryIssues(data))).toBe(
      'Summary Title must not be empty, High-Level Summary Statement is too long, Conclusion Paragraph must not be empty',
    );
    expect(summaryErrorText([])).toBe('');
  });

  it('each rule flags its own section only', () => {
    const broken: [keyof ReturnType<typeof sectionValidity>, (d: ConsensusDataInput) => void][] = [
      ['summaryTitle', (d) => Object.assign(d, { ConsensusTitle: '' })],
      ['communityConsensus', (d) => Object.assign(d, { ClinicalAnalysis: { AnalysisText: '' } })],
      ['conclusion', (d) => Object.assign(d, { Conclusion: { ConclusionTitle: 'x', ConclusionText: '' } })],
      ['definitions', (d) => Object.assign(d, { Definitions: [{ Term: 'x', Definition: '' }] })],
      ['listOfReferences', (d) => Object.assign(d, { References: [{ Text: '', Url: 'https://x.org' }] })],
    ];
    for (const [section, breakIt] of broken) {
      const data = valid();
      breakIt(data);
      const flags = sectionValidity(data);
      expect(flags[section]).toBe(false);
      expect(Object.values(flags).filter((ok) => !ok)).toHaveLength(1);
    }
  });

  it('fieldIssues picks one field’s messages', () => {
    const data = valid();
    data.ConsensusTitle = '';
    const issues = summaryIssues(data);
    expect(fieldIssues(issues, 'ConsensusTitle')).toEqual(['Summary Title must not be empty']);
    expect(fieldIssues(issues, 'ConsensusOpinionStatement')).toEqual([]);
  });
});

describe('dropEmptyItems (empty items leave before submission)', () => {
  it('drops blank quotes, definitions, references and sections, and keeps the rest as it is', () => {
    const kept = { Quote: 'Q', Author: 'A', Specialty: 'Cardiology', KeyOpinionLeader: true, CommentId: 5 };
    const data: ConsensusDataInput = {
      ...valid(),
      ClinicalAnalysis: { AnalysisText: 'Text', Quotes: [emptyQuote(), kept, { Quote: ' ', Author: '' }] },
      Sections: [
        { id: 1, Title: '', Text: '', Quotes: [emptyQuote()] },
        { id: 2, Title: 'T', Text: 'X', Quotes: [emptyQuote(), kept] },
      ],
      Conclusion: { ConclusionTitle: 'C', ConclusionText: 'P', Quotes: [emptyQuote()] },
      Definitions: [emptyDefinition(), { Term: 'PE', Definition: 'Pulmonary embolism' }],
      References: [emptyReference(), { Text: 'R', Url: '', LinkText: '' }, { Text: '', Url: ' ', LinkText: '' }],
    };
    const out = dropEmptyItems(data);
    expect(out.ClinicalAnalysis?.Quotes).toEqual([kept]);
    expect(out.Sections).toEqual([{ id: 2, Title: 'T', Text: 'X', Quotes: [kept] }]);
    expect(out.Conclusion).toEqual({ ConclusionTitle: 'C', ConclusionText: 'P', Quotes: [] });
    expect(out.Definitions).toEqual([{ Term: 'PE', Definition: 'Pulmonary embolism' }]);
    expect(out.References).toEqual([{ Text: 'R', Url: '', LinkText: '' }]);
    expect(out.ConsensusTitle).toBe(data.ConsensusTitle);
    // The input is left as it was: the form keeps its blank rows.
    expect(data.Definitions).toHaveLength(2);
  });

  it('keeps a quote that holds only a specialty, so the rules can ask for the rest', () => {
    const data = valid();
    data.Conclusion = { Quotes: [{ Quote: '', Author: '', Specialty: 'Cardiology' }] };
    expect(dropEmptyItems(data).Conclusion?.Quotes).toHaveLength(1);
  });
});

describe('at least one quote, definition and reference row remains in the form', () => {
  it('withMinimumRows adds a blank row to every empty list', () => {
    const data: ConsensusDataInput = {
      ...valid(),
      ClinicalAnalysis: { AnalysisText: 'A' },
      Sections: [{ id: 1, Title: 'T', Text: 'X' }],
      Conclusion: { ConclusionTitle: '', ConclusionText: '', Quotes: [] },
      Definitions: [],
      References: undefined,
    };
    const out = withMinimumRows(data);
    expect(out.ClinicalAnalysis?.Quotes).toEqual([emptyQuote()]);
    expect(out.Sections?.[0]?.Quotes).toEqual([emptyQuote()]);
    expect(out.Conclusion?.Quotes).toEqual([emptyQuote()]);
    expect(out.Definitions).toEqual([emptyDefinition()]);
    expect(out.References).toEqual([emptyReference()]);
    expect(consensusDataSchema.safeParse(out).success).toBe(true);
  });

  it('withMinimumRows leaves filled lists alone', () => {
    const data = { ...valid(), Definitions: [{ Term: 'a', Definition: 'b' }] };
    expect(withMinimumRows(data).Definitions).toEqual([{ Term: 'a', Definition: 'b' }]);
  });

  it('removing the last row leaves a blank one, and Remove is off for it', () => {
    const rows = [{ Term: 'a', Definition: 'b' }];
    expect(canRemoveRow(rows)).toBe(false);
    expect(removeRow(rows, 0, emptyDefinition)).toEqual([emptyDefinition()]);
    const two = [...rows, { Term: 'c', Definition: 'd' }];
    expect(canRemoveRow(two)).toBe(true);
    expect(removeRow(two, 0, emptyDefinition)).toEqual([{ Term: 'c', Definition: 'd' }]);
    expect(atLeastOneRow(undefined, emptyReference)).toEqual([emptyReference()]);
  });
});

describe('the case search field (required and numeric)', () => {
  it.each([
    ['', CASE_NUMBER_MESSAGES.required],
    ['   ', CASE_NUMBER_MESSAGES.required],
    ['12a', CASE_NUMBER_MESSAGES.notNumeric],
    ['-4', CASE_NUMBER_MESSAGES.notNumeric],
    ['1.5', CASE_NUMBER_MESSAGES.notNumeric],
    ['0', CONSENSUS_MESSAGES.caseNotFound],
    ['2147483648', CONSENSUS_MESSAGES.caseNotFound],
    ['1001', null],
    [' 42 ', null],
  ])('%j → %s', (input, expected) => {
    expect(caseNumberError(input)).toBe(expected);
  });

  it('says Required and a numeric message in the spec’s words', () => {
    expect(CASE_NUMBER_MESSAGES).toEqual({ required: 'Required', notNumeric: 'Case number must be a number' });
  });
});

describe('countWords', () => {
  it.each([
    ['', 0],
    ['  \n ', 0],
    ['one', 1],
    ["don't stop", 2],
    ['SGLT2-inhibitor, e.g. dapagliflozin', 3],
    ['**bold** _it_ # heading - item', 4],
    ['— … !!', 0],
    ['Лечение 6 месяцев', 3],
    ['line\nbreak\r\nand\ttab', 4],
  ])('%j has %i words', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

/*
 * The property: text made of known words and separators has exactly as many words as were put in,
 * by countWords and by a reference counter written another way (whitespace tokens, then punctuation
 * stripped per token), on letters and digits of several scripts, combining marks, emoji, markdown
 * punctuation and every kind of line break.
 */
const JOINERS = ["'", '’', '.', '-'];
const alnum = fc.constantFrom(
  ...'abcxyzABZ019ÉéßçøαβΩжЯ中文日本ٮ٣',
  'e\u0301', // e + combining acute: one letter as a reader sees it
  'ñ',
);
const segment = fc.array(alnum, { minLength: 1, maxLength: 6 }).map((cs) => cs.join(''));
const word = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.array(fc.constantFrom(...JOINERS), { maxLength: 2 }))
  .map(([segments, joins]) => segments.reduce((w, s, i) => w + (i === 0 ? '' : (joins[i - 1] ?? '-')) + s, ''));
const separatorPiece = fc.constantFrom(
  ' ',
  '  ',
  '\n',
  '\r\n',
  '\t',
  '\u00a0',
  '\u2003',
  ',',
  ';',
  ':',
  '!',
  '?',
  '(',
  ')',
  '"',
  '*',
  '**',
  '#',
  '_',
  '—',
  '…',
  '/',
  '«',
  '»',
  '😀',
  ...JOINERS,
);
// A lone joiner between two words would make them one ("a.b"), so a separator is never just that.
const separator = fc
  .array(separatorPiece, { minLength: 1, maxLength: 4 })
  .map((ps) => ps.join(''))
  .filter((s) => !JOINERS.includes(s));
const edge = fc.option(separator, { nil: '' });

function referenceCount(text: string): number {
  const isWordChar = (ch: string) => /^[\p{L}\p{N}\p{M}]$/u.test(ch);
  const isJoiner = (ch: string) => JOINERS.includes(ch);
  let count = 0;
  for (const token of text.split(/\s+/)) {
    // Anything that is neither a word character nor a joiner ends a piece.
    let piece = '';
    const pieces: string[] = [];
    for (const ch of Array.from(token)) {
      if (isWordChar(ch) || isJoiner(ch)) piece += ch;
      else {
        pieces.push(piece);
        piece = '';
      }
    }
    pieces.push(piece);
    for (const p of pieces) {
      // Joiners join only one at a time between word characters: two in a row part the words.
      // '§' stands for a joiner here; the generated text never holds one.
      const parts = Array.from(p)
        .map((ch) => (isJoiner(ch) ? '§' : ch))
        .join('')
        .split(/§{2,}/);
      count += parts.filter((part) => part.replaceAll('§', '') !== '').length;
    }
  }
  return count;
}

describe('countWords agrees with a reference count (property)', () => {
  it('on random text with punctuation, line breaks and Unicode', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(word, separator), { maxLength: 30 }),
        edge,
        word,
        edge,
        (body, lead, last, tail) => {
          const parts = [...body.map(([w]) => w), last];
          const text = lead + body.map(([w, s]) => w + s).join('') + last + tail;
          expect(countWords(text)).toBe(parts.length);
          expect(referenceCount(text)).toBe(parts.length);
        },
      ),
      { numRuns: 2000, seed: 20261124 },
    );
  });

  it('the reference counter itself sees the joins', () => {
    expect(referenceCount("a.b don't a'-b -x- ;;")).toBe(5);
  });
});
