/**
 * Case consensus rules and texts that every page needs (spec §5 Summary rules, §8 Summary errors,
 * §9). Kept free of zod: the members' consensus pages import it (see zod-free.test.ts).
 */

import { MAX_ROW_ID } from './constants.js';

export const CONSENSUS_STATUSES = ['draft', 'in_review', 'published'] as const;
export type ConsensusStatus = (typeof CONSENSUS_STATUSES)[number];

/** ConsensusType of spec §3. */
export const CONSENSUS_TYPES = ['Clinical', 'Community', 'Expert On Call', 'Event Coverage'] as const;
export type ConsensusType = (typeof CONSENSUS_TYPES)[number];

/** Word limits of spec §5/§9. */
export const SUMMARY_WORD_LIMITS = {
  /** Summary Title, High-Level Summary Statement, Conclusion Title. */
  short: 40,
  /** Analysis text, conclusion paragraph, section text. */
  long: 150,
} as const;

/** SectionLabel's default (spec §3). */
export const DEFAULT_SECTION_LABEL = 'Differing consults';

/** Spec §9 layout constants of the consensus pages. */
export const CONSENSUS_LAYOUT = {
  /** The authoring outline sits beside the form above this width; below, behind a menu button. */
  outlineMinWidth: 1350,
  /** Scroll offsets of the outline's anchors below / above the outline width. */
  scrollOffsetNarrow: 250,
  scrollOffsetWide: 350,
  /** Peer challenge preview breakpoints. */
  peerChallengeBreakpoints: [768, 1350] as const,
  /** The Case Consensuses page shows its (unwired) pagination only above this many tiles, fixed at 12 pages. */
  paginationAbove: 100,
  paginationPages: 12,
  /** The exported tile's size in CSS pixels. */
  tileWidth: 260,
  tileHeight: 308,
  /** dayjs format of the source line's date. */
  monthYearFormat: 'MMMM YYYY',
} as const;

/** Texts of spec §8 for the consensus screens. */
export const CONSENSUS_MESSAGES = {
  caseNotFound: 'Case Not Found',
  fetchFailed: 'Something went wrong. Please try again later.',
  peerChallengeFailed: 'Something went wrong on Peer Challenge. Please try again later!',
  submitFailed: 'There was an error submitting, please refresh and try again',
  notFound: 'Not Found',
} as const;

/**
 * Words as a reader counts them: runs of letters or digits (any script), with inner apostrophes,
 * hyphens and dots kept inside the word ("don't", "SGLT2-inhibitor", "e.g." are one word each).
 * Markdown punctuation and stray symbols are not words.
 */
export function countWords(text: string): number {
  const matches = text.match(/[\p{L}\p{N}\p{M}]+(?:['’.-][\p{L}\p{N}\p{M}]+)*/gu);
  return matches ? matches.length : 0;
}

/** What the wizard's footer and the API's validation text list: one rule broken, in words. */
export interface SummaryIssue {
  /** The field's path in the submitted data ('ConsensusTitle', 'Sections.0.Quotes.1.Author'). */
  field: string;
  /** 'Summary Title must not be empty', 'Conclusion Paragraph is too long'. */
  message: string;
  /** The form section (and outline entry) the field belongs to. */
  section: SummarySection;
}

/**
 * The form's sections, as the outline names them (spec §5 per-section validity flags): the patient
 * case with the summary title and statement, the community consensus (analysis and the differing
 * consults' sections), the conclusion, the definitions, the references.
 */
export const SUMMARY_SECTIONS = [
  'summaryTitle',
  'communityConsensus',
  'conclusion',
  'definitions',
  'listOfReferences',
] as const;
export type SummarySection = (typeof SUMMARY_SECTIONS)[number];
export type SummarySectionValidity = Record<SummarySection, boolean>;

/*
 * The shapes the rules read. They mirror the contract's consensus data (consensus.ts) without
 * importing it, because that module builds zod schemas and this one must stay zod-free; the test
 * checks that the contract's input and output types fit them.
 */
export interface SummaryQuoteFields {
  Quote?: string;
  Author?: string;
  Specialty?: string;
}
export interface SummaryRulesInput {
  ConsensusTitle?: string;
  /** The specialty the consensus is filed under: members find consensuses by specialty. */
  TopicSelection?: string;
  ConsensusOpinionStatement?: string;
  PatientCases?: readonly { CaseText?: string; CaseNumber?: number | null; View?: string }[];
  ClinicalAnalysis?: { AnalysisText?: string; Quotes?: readonly SummaryQuoteFields[] };
  Sections?: readonly {
    Title?: string;
    Text?: string;
    SectionTopic?: string;
    Quotes?: readonly SummaryQuoteFields[];
  }[];
  Conclusion?: { ConclusionTitle?: string; ConclusionText?: string; Quotes?: readonly SummaryQuoteFields[] };
  Definitions?: readonly { Term?: string; Definition?: string }[];
  References?: readonly { Text?: string; Url?: string; LinkText?: string }[];
}

const filled = (value: string | undefined | null): boolean => (value ?? '').trim() !== '';

export const summaryMessages = {
  empty: (name: string) => `${name} must not be empty`,
  tooLong: (name: string) => `${name} is too long`,
} as const;

/** Every text of spec §5 the case search step shows. */
export const CASE_NUMBER_MESSAGES = {
  required: 'Required',
  notNumeric: 'Case number must be a number',
} as const;

/**
 * The case search field (spec §5: required and numeric). Returns the message, or null for a case
 * number worth asking the server about. A number no row can have is as good as not found.
 */
export function caseNumberError(input: string): string | null {
  const value = input.trim();
  if (value === '') return CASE_NUMBER_MESSAGES.required;
  if (!/^\d+$/.test(value)) return CASE_NUMBER_MESSAGES.notNumeric;
  const n = Number(value);
  if (n < 1 || n > MAX_ROW_ID) return CONSENSUS_MESSAGES.caseNotFound;
  return null;
}

/** Whether a quote row holds anything (spec §5: "either filled"; a lone specialty counts, so it is never dropped unseen). */
export const quoteHasContent = (q: SummaryQuoteFields): boolean =>
  filled(q.Quote) || filled(q.Author) || filled(q.Specialty);
export const definitionHasContent = (d: { Term?: string; Definition?: string }): boolean =>
  filled(d.Term) || filled(d.Definition);
export const referenceHasContent = (r: { Text?: string; Url?: string; LinkText?: string }): boolean =>
  filled(r.Text) || filled(r.Url) || filled(r.LinkText);
export const sectionHasContent = (s: NonNullable<SummaryRulesInput['Sections']>[number]): boolean =>
  filled(s.Title) || filled(s.Text) || filled(s.SectionTopic) || (s.Quotes ?? []).some(quoteHasContent);

/**
 * Every rule of spec §5 the summary breaks, in the form's order. Used by the wizard (the footer's
 * list, the outline's flags, the fields' errors) and by the API before it stores a submission, so
 * both say the same words. Rich text is counted as the author wrote it (markdown): its punctuation is
 * not words.
 */
export function summaryIssues(data: SummaryRulesInput): SummaryIssue[] {
  const issues: SummaryIssue[] = [];
  let section: SummarySection = 'summaryTitle';
  const empty = (field: string, name: string) => issues.push({ field, message: summaryMessages.empty(name), section });
  const required = (field: string, name: string, value: string | undefined) => {
    if (!filled(value)) empty(field, name);
  };
  const limit = (field: string, name: string, value: string | undefined, max: number) => {
    if (countWords(value ?? '') > max) issues.push({ field, message: summaryMessages.tooLong(name), section });
  };
  const quotes = (path: string, name: string, list: readonly SummaryQuoteFields[] | undefined) => {
    (list ?? []).forEach((q, i) => {
      if (!quoteHasContent(q)) return;
      const label = `${name} ${i + 1}`;
      required(`${path}.${i}.Quote`, label, q.Quote);
      required(`${path}.${i}.Author`, `${label} Author`, q.Author);
    });
  };
  const { short, long } = SUMMARY_WORD_LIMITS;

  // The patient case, the summary title and the statement.
  required('ConsensusTitle', 'Summary Title', data.ConsensusTitle);
  limit('ConsensusTitle', 'Summary Title', data.ConsensusTitle, short);
  // A consensus without one never shows under a specialty filter, where members land.
  required('TopicSelection', 'Specialty', data.TopicSelection);
  required('ConsensusOpinionStatement', 'High-Level Summary Statement', data.ConsensusOpinionStatement);
  limit('ConsensusOpinionStatement', 'High-Level Summary Statement', data.ConsensusOpinionStatement, short);
  const cases = data.PatientCases ?? [];
  if (cases.length === 0) empty('PatientCases.0.CaseNumber', 'Patient Case Number');
  cases.forEach((c, i) => {
    const name = i === 0 ? 'Patient Case' : `Patient Case ${i + 1}`;
    const n = c.CaseNumber;
    if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) empty(`PatientCases.${i}.CaseNumber`, `${name} Number`);
    required(`PatientCases.${i}.CaseText`, `${name} Text`, c.CaseText);
    required(`PatientCases.${i}.View`, `${name} View`, c.View);
  });

  // The community consensus: the analysis and the differing consults' sections.
  section = 'communityConsensus';
  required('ClinicalAnalysis.AnalysisText', 'Analysis', data.ClinicalAnalysis?.AnalysisText);
  limit('ClinicalAnalysis.AnalysisText', 'Analysis', data.ClinicalAnalysis?.AnalysisText, long);
  quotes('ClinicalAnalysis.Quotes', 'Analysis Quote', data.ClinicalAnalysis?.Quotes);
  (data.Sections ?? []).forEach((s, i) => {
    const name = `Section ${i + 1}`;
    if (sectionHasContent(s)) {
      required(`Sections.${i}.Title`, `${name} Title`, s.Title);
      required(`Sections.${i}.Text`, `${name} Text`, s.Text);
    }
    limit(`Sections.${i}.Text`, `${name} Text`, s.Text, long);
    quotes(`Sections.${i}.Quotes`, `${name} Quote`, s.Quotes);
  });

  // The conclusion: optional, but a title needs its paragraph and the paragraph its title.
  section = 'conclusion';
  const conclusion = data.Conclusion ?? {};
  const titled = filled(conclusion.ConclusionTitle);
  const written = filled(conclusion.ConclusionText);
  if (written && !titled) empty('Conclusion.ConclusionTitle', 'Conclusion Title');
  limit('Conclusion.ConclusionTitle', 'Conclusion Title', conclusion.ConclusionTitle, short);
  if (titled && !written) empty('Conclusion.ConclusionText', 'Conclusion Paragraph');
  limit('Conclusion.ConclusionText', 'Conclusion Paragraph', conclusion.ConclusionText, long);
  quotes('Conclusion.Quotes', 'Conclusion Quote', conclusion.Quotes);

  section = 'definitions';
  (data.Definitions ?? []).forEach((d, i) => {
    if (!definitionHasContent(d)) return;
    required(`Definitions.${i}.Term`, `Definition ${i + 1} Term`, d.Term);
    required(`Definitions.${i}.Definition`, `Definition ${i + 1} Definition`, d.Definition);
  });

  // A reference is a citation: it may stand without a link, but a link (or its text) needs the citation.
  section = 'listOfReferences';
  (data.References ?? []).forEach((r, i) => {
    if (filled(r.Url) || filled(r.LinkText)) required(`References.${i}.Text`, `Reference ${i + 1} Text`, r.Text);
  });

  return issues;
}

/** The footer's and the API's validation text: the messages joined by commas (spec §5). */
export function summaryErrorText(issues: readonly Pick<SummaryIssue, 'message'>[]): string {
  return issues.map((issue) => issue.message).join(', ');
}

/** The outline's flags: a section is valid when none of the summary's issues belongs to it. */
export function sectionValidity(data: SummaryRulesInput): SummarySectionValidity {
  const broken = new Set(summaryIssues(data).map((issue) => issue.section));
  return Object.fromEntries(SUMMARY_SECTIONS.map((s) => [s, !broken.has(s)])) as SummarySectionValidity;
}

/** The messages of one field, for the error under it. */
export function fieldIssues(issues: readonly SummaryIssue[], field: string): string[] {
  return issues.filter((issue) => issue.field === field).map((issue) => issue.message);
}

type WithQuotes = { Quotes?: readonly SummaryQuoteFields[] };
const keepQuotes = <T extends WithQuotes>(holder: T): T =>
  holder.Quotes ? { ...holder, Quotes: holder.Quotes.filter(quoteHasContent) } : holder;

/**
 * The summary as it is submitted (spec §5: empty items dropped): blank quote, definition and
 * reference rows and sections with nothing in them leave; everything else is kept as it is.
 */
export function dropEmptyItems<T extends SummaryRulesInput>(data: T): T {
  const out: T = { ...data };
  if (data.ClinicalAnalysis) out.ClinicalAnalysis = keepQuotes(data.ClinicalAnalysis);
  if (data.Sections) out.Sections = data.Sections.filter(sectionHasContent).map(keepQuotes);
  if (data.Conclusion) out.Conclusion = keepQuotes(data.Conclusion);
  if (data.Definitions) out.Definitions = data.Definitions.filter(definitionHasContent);
  if (data.References) out.References = data.References.filter(referenceHasContent);
  return out;
}

/** Blank rows the form adds ('add HCP consult' fills a quote's fields from an answer instead). */
export const emptyQuote = () => ({ Quote: '', Author: '', Specialty: '', KeyOpinionLeader: false });
export const emptyDefinition = () => ({ Term: '', Definition: '' });
export const emptyReference = () => ({ Text: '', Url: '', LinkText: '' });

/**
 * A list the form shows with at least one row (spec §5: at least one quote, definition and reference
 * row always remains), so the author always has a row to type into.
 */
export function atLeastOneRow<T>(rows: readonly T[] | undefined, blank: () => T): T[] {
  return rows && rows.length > 0 ? [...rows] : [blank()];
}

/** Removes row `index`; the last row is emptied instead of removed. */
export function removeRow<T>(rows: readonly T[], index: number, blank: () => T): T[] {
  return atLeastOneRow(
    rows.filter((_, i) => i !== index),
    blank,
  );
}

/** Whether a row may be removed: the form disables Remove on the last one. */
export const canRemoveRow = (rows: readonly unknown[]): boolean => rows.length > 1;

/**
 * The summary as the form holds it: every quote list (analysis, each section, conclusion), the
 * definitions and the references with at least one row.
 */
export function withMinimumRows<T extends SummaryRulesInput>(data: T): T {
  type Quote = ReturnType<typeof emptyQuote>;
  const rows = <R>(list: readonly R[] | undefined, blank: () => R) => atLeastOneRow(list, blank);
  const out: T = { ...data };
  out.ClinicalAnalysis = {
    ...(data.ClinicalAnalysis ?? { AnalysisText: '' }),
    Quotes: rows(data.ClinicalAnalysis?.Quotes as Quote[] | undefined, emptyQuote),
  };
  if (data.Sections) {
    out.Sections = data.Sections.map((s) => ({ ...s, Quotes: rows(s.Quotes as Quote[] | undefined, emptyQuote) }));
  }
  out.Conclusion = {
    ...(data.Conclusion ?? { ConclusionTitle: '', ConclusionText: '' }),
    Quotes: rows(data.Conclusion?.Quotes as Quote[] | undefined, emptyQuote),
  };
  out.Definitions = rows(data.Definitions, emptyDefinition);
  out.References = rows(data.References, emptyReference);
  return out;
}
