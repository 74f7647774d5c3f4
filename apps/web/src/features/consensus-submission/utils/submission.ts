import {
  type ConsensusData,
  dropEmptyItems,
  type SummaryIssue,
  type SummaryTile,
  summaryIssues,
  summaryMessages,
} from '@pc/contracts';
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

const WEB_ADDRESS = /^https?:\/\/\S+$/i;

/** The summary's specialty field (the Case Consensuses page files it there). */
export const SPECIALTY_FIELD = 'TopicSelection';

/**
 * A consensus always has a specialty: one without is never listed under a specialty filter, where
 * members land. Where the rules of spec §5 already say so, their issue stands; else it is added after
 * the title's and statement's, as the field follows them in the form.
 */
function withSpecialtyIssue(form: ConsensusForm, issues: SummaryIssue[]): SummaryIssue[] {
  if (form.TopicSelection.trim() !== '' || issues.some((issue) => issue.field === SPECIALTY_FIELD)) return issues;
  const after = issues.filter((i) => i.field === 'ConsensusTitle' || i.field === 'ConsensusOpinionStatement').length;
  const issue: SummaryIssue = {
    field: SPECIALTY_FIELD,
    message: summaryMessages.empty('Specialty'),
    section: 'summaryTitle',
  };
  return [...issues.slice(0, after), issue, ...issues.slice(after)];
}

/**
 * The rules of spec §5 and a specialty, plus the server's own check of reference links
 * (modules/consensus: a reader's page turns them into links, so only http and https), with its
 * words, so the author learns it before the preview rather than after Submit.
 */
export function wizardIssues(form: ConsensusForm): SummaryIssue[] {
  const links: SummaryIssue[] = [];
  form.References.forEach((r, i) => {
    if (r.Url.trim() && !WEB_ADDRESS.test(r.Url.trim())) {
      links.push({
        field: `References.${i}.Url`,
        message: `Reference ${i + 1} Url must start with http:// or https://`,
        section: 'listOfReferences',
      });
    }
  });
  return [...withSpecialtyIssue(form, summaryIssues(form)), ...links];
}

/**
 * Submit re-validates (spec §4) what will actually be sent: the data, or the rules it breaks. The
 * preview step is only reachable when valid, but a stale tab or a hand-edited storage may not be.
 */
export function validSubmission(form: ConsensusForm): { data: ConsensusData } | { issues: SummaryIssue[] } {
  const data = submissionData(form);
  const issues = wizardIssues(data);
  return issues.length > 0 ? { issues } : { data };
}
