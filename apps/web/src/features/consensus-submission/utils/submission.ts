import { type ConsensusData, dropEmptyItems, type SummaryTile, summaryIssues } from '@pc/contracts';
import type { ConsensusForm } from './consensus-form';

/** The tile's call to action when the author leaves it blank. */
export const DEFAULT_CTA_TEXT = 'Read the consensus';

/**
 * The summary's tile on the Case Consensuses page (spec §4: built at submission): the summary title,
 * the author's name and titles, the call to action (default 'Read the consensus') and the tile image.
 */
export function buildSummaryTile(form: ConsensusForm): SummaryTile {
  return {
    Title: form.ConsensusTitle.trim(),
    CtaText: form.SummaryTile.CtaText.trim() || DEFAULT_CTA_TEXT,
    AuthorName: form.Author.Name.trim(),
    AuthorTitle: form.Author.Titles.trim(),
    Image: { url: form.SummaryTile.Image?.url ?? '' },
  };
}

/** What `POST strapi` (or `PUT strapi/consensus-summaries/{id}`) sends: empty items dropped, the tile built. */
export function submissionData(form: ConsensusForm): ConsensusData {
  return { ...dropEmptyItems(form), SummaryTile: buildSummaryTile(form) };
}

/**
 * Submit re-validates (spec §4) what will actually be sent: the data, or the rules it breaks. The
 * preview step is only reachable when valid, but a stale tab or a hand-edited storage may not be.
 */
export function validSubmission(
  form: ConsensusForm,
): { data: ConsensusData } | { issues: ReturnType<typeof summaryIssues> } {
  const data = submissionData(form);
  const issues = summaryIssues(data);
  return issues.length > 0 ? { issues } : { data };
}
