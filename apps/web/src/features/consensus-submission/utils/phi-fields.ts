import {
  type ConsensusQuote,
  definitionHasContent,
  type PhiConfirmation,
  quoteHasContent,
  type SummarySection,
  sectionHasContent,
} from '@pc/contracts';
import { ApiError } from '../../../lib/api-client';
import type { ConsensusForm } from './consensus-form';
import { cleanText, markdownPlainText, markdownRange } from './rich-text-plain';
import { DEFAULT_CTA_TEXT } from './submission';

/**
 * The summary's fields the server checks for patient identifiers (issue 14, docs/phi.md; the API's
 * `consensusTexts`), each with the two names it goes by. The server names a finding by its body
 * path in the submitted summary (`data.Sections.0.Text`), whose lists have their empty rows dropped;
 * the form names the field by its place among the rows it shows (`Sections.2.Text`). Left out, as
 * the server leaves them out: the author and quote authors, references, sources, addresses.
 */
export interface CheckedField {
  /** The body path findings and confirmations name ('data.Sections.0.Text'). */
  field: string;
  /** The form field ('Sections.2.Text'): its SummaryTextField's `field`. */
  formPath: string;
  label: string;
  /** The outline section the field is in. */
  section: SummarySection;
  /** The text as the server checks it: a markdown field's plain text, a plain field cleaned. */
  text: string;
  /** A markdown field: its findings are in `text`, not in what the author typed. */
  rich: boolean;
}

/** The tile's title is the summary title (submission.ts), so its findings are the title's. */
const TILE_TITLE = 'data.SummaryTile.Title';
const TITLE = 'data.ConsensusTitle';

/** Every checked field of the summary as it would be submitted now, in the form's order. */
export function checkedFields(form: ConsensusForm): CheckedField[] {
  const fields: CheckedField[] = [];
  let section: SummarySection = 'summaryTitle';
  const add = (path: string, formPath: string, label: string, value: string, rich = false) =>
    fields.push({
      field: `data.${path}`,
      formPath,
      label,
      section,
      text: rich ? markdownPlainText(value) : cleanText(value),
      rich,
    });
  /** The kept quotes of a list: their body index among the kept ones, their form index among all. */
  const quotes = (path: string, label: string, list: readonly ConsensusQuote[]) => {
    let kept = 0;
    list.forEach((q, i) => {
      if (!quoteHasContent(q)) return;
      add(`${path}.${kept}.Quote`, `${path}.${i}.Quote`, `${label} ${i + 1}`, q.Quote);
      kept += 1;
    });
  };

  add('ConsensusTitle', 'ConsensusTitle', 'Summary Title', form.ConsensusTitle);
  add('ConsensusTopic', 'ConsensusTopic', 'Consensus topic', form.ConsensusTopic);
  add(
    'ConsensusOpinionStatement',
    'ConsensusOpinionStatement',
    'High-Level Summary Statement',
    form.ConsensusOpinionStatement,
    true,
  );
  form.PatientCases.forEach((c, i) => {
    const name = i === 0 ? 'Patient Case' : `Patient Case ${i + 1}`;
    add(`PatientCases.${i}.CaseText`, `PatientCases.${i}.CaseText`, `${name} Text`, c.CaseText, true);
    add(`PatientCases.${i}.View`, `PatientCases.${i}.View`, `${name} View`, c.View);
  });
  add(
    'SummaryTile.CtaText',
    'SummaryTile.CtaText',
    'Tile call to action',
    form.SummaryTile.CtaText.trim() || DEFAULT_CTA_TEXT,
  );

  section = 'communityConsensus';
  add(
    'ClinicalAnalysis.AnalysisText',
    'ClinicalAnalysis.AnalysisText',
    'Analysis',
    form.ClinicalAnalysis.AnalysisText,
    true,
  );
  quotes('ClinicalAnalysis.Quotes', 'Analysis quote', form.ClinicalAnalysis.Quotes);
  add('SectionLabel', 'SectionLabel', 'Differing consults heading', form.SectionLabel);
  let keptSection = 0;
  form.Sections.forEach((s, i) => {
    if (!sectionHasContent(s)) return;
    const path = `Sections.${keptSection}`;
    const at = `Sections.${i}`;
    add(`${path}.Title`, `${at}.Title`, `Section ${i + 1} Title`, s.Title);
    add(`${path}.Text`, `${at}.Text`, `Section ${i + 1} Text`, s.Text, true);
    add(`${path}.SectionTopic`, `${at}.SectionTopic`, `Section ${i + 1} Topic`, s.SectionTopic);
    let kept = 0;
    s.Quotes.forEach((q, j) => {
      if (!quoteHasContent(q)) return;
      add(`${path}.Quotes.${kept}.Quote`, `${at}.Quotes.${j}.Quote`, `Section ${i + 1} quote ${j + 1}`, q.Quote);
      kept += 1;
    });
    keptSection += 1;
  });

  section = 'conclusion';
  add('Conclusion.ConclusionTitle', 'Conclusion.ConclusionTitle', 'Conclusion Title', form.Conclusion.ConclusionTitle);
  add(
    'Conclusion.ConclusionText',
    'Conclusion.ConclusionText',
    'Conclusion Paragraph',
    form.Conclusion.ConclusionText,
    true,
  );
  quotes('Conclusion.Quotes', 'Conclusion quote', form.Conclusion.Quotes);

  section = 'definitions';
  let keptDefinition = 0;
  form.Definitions.forEach((d, i) => {
    if (!definitionHasContent(d)) return;
    add(`Definitions.${keptDefinition}.Term`, `Definitions.${i}.Term`, `Definition ${i + 1} Term`, d.Term);
    add(
      `Definitions.${keptDefinition}.Definition`,
      `Definitions.${i}.Definition`,
      `Definition ${i + 1} Definition`,
      d.Definition,
    );
    keptDefinition += 1;
  });
  return fields;
}

/**
 * Where a finding is in what the author typed, to select it for editing: a plain field's text is the
 * typed text; a markdown field's finding is looked for in its markdown (null: not found there).
 */
export function typedRange(
  field: Pick<CheckedField, 'rich'>,
  typed: string,
  found: string,
): { start: number; end: number } | null {
  if (field.rich) return markdownRange(typed, found);
  const start = typed.indexOf(found);
  return start === -1 ? null : { start, end: start + found.length };
}

/** The checked fields with a finding under review still in their text, in the form's order. */
export function fieldsUnderReview(
  fields: readonly CheckedField[],
  items: readonly { field: string; text: string }[],
): CheckedField[] {
  return fields.filter((f) => items.some((item) => item.field === f.field && f.text.includes(item.text)));
}

/** A field's checked text by its body path ('' for a field the summary no longer has). */
export const textOf =
  (fields: readonly CheckedField[]) =>
  (field: string): string =>
    fields.find((f) => f.field === field)?.text ?? '';

/**
 * A refusal as the wizard reviews it: the tile title's findings are the summary title's (the same
 * text, which the author writes once), so they are folded into the title's, once each.
 */
export function wizardRefusal(error: unknown): unknown {
  if (!(error instanceof ApiError) || !Array.isArray(error.body.findings)) return error;
  const seen = new Set<string>();
  const findings = (error.body.findings as { field?: unknown; kind?: unknown; text?: unknown }[])
    .map((f) => (f?.field === TILE_TITLE ? { ...f, field: TITLE } : f))
    .filter((f) => {
      const key = JSON.stringify([f?.field, f?.kind, f?.text]);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return new ApiError(error.status, error.code, error.message, error.errors, { ...error.body, findings });
}

/** The confirmations to send: the title's hold for the tile title too (see `wizardRefusal`). */
export function withTileTitle(confirmations: PhiConfirmation[] | undefined): PhiConfirmation[] | undefined {
  if (!confirmations) return confirmations;
  const tile = confirmations.filter((c) => c.field === TITLE).map((c) => ({ ...c, field: TILE_TITLE }));
  return [...confirmations, ...tile];
}
