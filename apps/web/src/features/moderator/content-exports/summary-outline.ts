import { type ConsensusQuote, type ConsensusSummary, DEFAULT_SECTION_LABEL } from '@pc/contracts';
import {
  answeredLine,
  consensusLineText,
  leadingLine,
  POSITION_COLUMNS,
  POSITIONS_CAPTION,
  positionRows,
  SPECIALTY_CAPTION,
  specialtyColumns,
  specialtyRows,
  verdictText,
  votesText,
} from '../../consensus/utils/figures-table';
import { sourceLine } from '../../consensus/utils/source-line';
import {
  hasVisibleText,
  type ReferenceView,
  visibleDefinitions,
  visibleQuotes,
  visibleReferences,
  visibleSections,
} from '../../consensus/utils/visibility';
import { sourceDate } from './source-date';

/**
 * What an exported summary shows, in reading order, with the public view's rules (spec §5: a
 * section without title or text is hidden, a quote without quote or author is skipped; the reader's
 * `visibility.ts`), so the page, the HTML fragment and the DOCX cannot drift apart. Rich text
 * stays HTML here; each format sanitises it on the way out.
 */
export interface OutlineQuote {
  quote: string;
  author: string;
  specialty: string;
}
export interface OutlinePart {
  title: string;
  /** Rich text (HTML). */
  html: string;
  quotes: OutlineQuote[];
}
export interface OutlineTable {
  caption: string;
  columns: string[];
  /** The first cell of each row names it (a row header). */
  rows: string[][];
}
/** The figures measured from the thread (issue 24), as the page shows them, in tables. */
export interface OutlineFigures {
  /** Who answered, the leading position, the verdict against the line. */
  lines: string[];
  positions: OutlineTable;
  bySpecialty: OutlineTable | null;
  minority: OutlineQuote | null;
}
export interface SummaryOutline {
  id: number;
  kind: string;
  title: string;
  topic: string;
  author: { name: string; titles: string; specialty: string; avatarUrl: string };
  tileImageUrl: string;
  /** Null when the author placed no answers. */
  figures: OutlineFigures | null;
  statement: string;
  cases: { html: string; source: string }[];
  analysis: OutlinePart;
  sectionLabel: string;
  sections: OutlinePart[];
  conclusion: OutlinePart | null;
  definitions: { term: string; definition: string }[];
  /** Link addresses as stored (a product path stays relative): each format makes them absolute. */
  references: ReferenceView[];
  /** 'Community patient case, #1001, October 2026'; the program last. */
  sources: string[];
}

/** The headings of the summary's parts, as the consensus page (ConsensusView) names them. */
export const EXPORT_HEADINGS = {
  figures: 'How physicians answered',
  minority: 'Minority view',
  statement: 'High-Level Summary Statement',
  cases: (count: number) => (count > 1 ? 'Patient cases' : 'Patient case'),
  analysis: 'Clinical analysis',
  conclusion: 'Conclusion',
  definitions: 'Definitions',
  references: 'References',
  sources: 'Sources',
} as const;

const quotes = (list: readonly ConsensusQuote[] | undefined): OutlineQuote[] =>
  visibleQuotes(list).map((q) => ({
    quote: q.Quote.trim(),
    author: q.Author.trim(),
    specialty: (q.Specialty ?? '').trim(),
  }));

function outlineFigures(f: ConsensusSummary['figures']): OutlineFigures | null {
  if (!f) return null;
  const minorityPosition = f.minority ? (f.positions[f.minority.position]?.label ?? '') : '';
  return {
    lines: [answeredLine(f), leadingLine(f), `${verdictText(f)} (${consensusLineText(f)})`],
    positions: {
      caption: POSITIONS_CAPTION,
      columns: [...POSITION_COLUMNS],
      rows: positionRows(f).map((r) => [r.label, r.answers, r.share, r.interval, r.weightedShare]),
    },
    bySpecialty:
      f.bySpecialty.length > 0
        ? { caption: SPECIALTY_CAPTION, columns: specialtyColumns(f), rows: specialtyRows(f) }
        : null,
    minority: f.minority
      ? {
          quote: f.minority.text.trim(),
          author: f.minority.authorName,
          specialty: [f.minority.specialty, minorityPosition, votesText(f.minority.agree, f.minority.disagree)]
            .filter(Boolean)
            .join(' · '),
        }
      : null,
  };
}

export function summaryOutline(summary: ConsensusSummary): SummaryOutline {
  const conclusion = summary.Conclusion;
  const conclusionQuotes = quotes(conclusion?.Quotes);
  const sources = (summary.Sources ?? []).map((x) =>
    [x.sourceType, x.sourceContent, sourceDate(x.sourceDate)].filter((part) => part.trim()).join(', '),
  );
  if (summary.Program?.Name) sources.push(`Program: ${summary.Program.Name}`);
  return {
    id: summary.id,
    kind: summary.ConsensusType,
    title: summary.ConsensusTitle,
    topic: summary.ConsensusTopic ?? '',
    author: {
      name: summary.Author.Name,
      titles: summary.Author.Titles ?? '',
      specialty: summary.Author.Specialty ?? '',
      avatarUrl: summary.Author.AvatarImage?.url ?? '',
    },
    tileImageUrl: summary.SummaryTile.Image?.url ?? '',
    figures: outlineFigures(summary.figures),
    statement: summary.ConsensusOpinionStatement,
    cases: summary.PatientCases.map((c) => ({ html: c.CaseText, source: sourceLine(c) })),
    analysis: {
      title: EXPORT_HEADINGS.analysis,
      html: summary.ClinicalAnalysis.AnalysisText,
      quotes: quotes(summary.ClinicalAnalysis.Quotes),
    },
    sectionLabel: summary.SectionLabel || DEFAULT_SECTION_LABEL,
    sections: visibleSections(summary.Sections).map((s) => ({
      title: s.Title.trim(),
      html: s.Text,
      quotes: quotes(s.Quotes),
    })),
    conclusion:
      conclusion && (hasVisibleText(conclusion.ConclusionTitle) || hasVisibleText(conclusion.ConclusionText))
        ? { title: conclusion.ConclusionTitle.trim(), html: conclusion.ConclusionText, quotes: conclusionQuotes }
        : null,
    definitions: visibleDefinitions(summary.Definitions).map((d) => ({
      term: d.Term.trim(),
      definition: d.Definition.trim(),
    })),
    references: visibleReferences(summary.References),
    sources,
  };
}
