import type { ConsensusSummary } from '@pc/contracts';
import { Marked } from 'marked';
import type { ConsensusForm } from './consensus-form';
import { submissionData } from './submission';

// The server's own parser settings (apps/api/src/lib/rich-text.ts), so the preview reads like the
// published page; a private instance, so no global `marked.use()` can change it.
const markdown = new Marked({ gfm: true, breaks: false, async: false });

/**
 * Markdown as HTML for the preview. Not sanitised here: ConsensusView sanitises every rich-text
 * field before it renders, and the server sanitises what it stores.
 */
export function markdownToHtml(source: string): string {
  if (!source.trim()) return '';
  return markdown.parse(source, { async: false }) as string;
}

/** What ConsensusView shows: a stored summary's fields without its id, status and timestamps. */
export type PreviewSummary = Omit<ConsensusSummary, 'id' | 'status' | 'createdAt' | 'updatedAt'>;

/**
 * The summary as it will be published (spec §4 preview): what would be submitted (empty items
 * dropped, tile built), with the rich-text fields (case text, statement, analysis, section texts,
 * conclusion paragraph) converted from markdown.
 */
export function previewSummary(form: ConsensusForm): PreviewSummary {
  const data = submissionData(form);
  return {
    ...data,
    ConsensusOpinionStatement: markdownToHtml(data.ConsensusOpinionStatement),
    PatientCases: data.PatientCases.map((c) => ({ ...c, CaseText: markdownToHtml(c.CaseText) })),
    ClinicalAnalysis: { ...data.ClinicalAnalysis, AnalysisText: markdownToHtml(data.ClinicalAnalysis.AnalysisText) },
    Sections: data.Sections.map((s) => ({ ...s, Text: markdownToHtml(s.Text) })),
    Conclusion: { ...data.Conclusion, ConclusionText: markdownToHtml(data.Conclusion.ConclusionText) },
    publishedAt: null,
    figures: null,
  };
}
