import {
  CITATION_IDS_MAX,
  type Citation,
  type CitationKind,
  type ConsensusReference,
  type RankedCitation,
  rankCitations,
  referenceHasContent,
} from '@pc/contracts';

/** How an identifier reads when its metadata is not known ('PMID 34449189', 'doi:10.1056/…'). */
const WRITTEN: Record<CitationKind, (id: string) => string> = {
  pmid: (id) => `PMID ${id}`,
  pmcid: (id) => id,
  doi: (id) => `doi:${id}`,
  nct: (id) => `ClinicalTrials.gov ${id}`,
};
const LINK_TEXT: Record<CitationKind, string> = {
  pmid: 'PubMed',
  pmcid: 'PubMed Central',
  doi: 'Full text',
  nct: 'ClinicalTrials.gov',
};

/**
 * The answers whose citations the References are proposed from: those the author placed in a position
 * (issue 24), once any is; before that (or with the positions skipped) every answer of the case.
 */
export function answersToCite<A extends { id: number }>(
  answers: readonly A[],
  assignments: readonly { answerId: number; position: number | null }[] | undefined,
): readonly A[] {
  const placed = new Set((assignments ?? []).filter((a) => a.position !== null).map((a) => a.answerId));
  return placed.size === 0 ? answers : answers.filter((a) => placed.has(a.id));
}

/** The thread's citations to propose, most cited first, at most one request's worth. */
export function threadCitations(answers: readonly { text: string }[]): RankedCitation[] {
  return rankCitations(answers.map((a) => a.text)).slice(0, CITATION_IDS_MAX);
}

/**
 * The References with the thread's citations added (issue 24): each as its formatted reference when
 * the server resolved it, else its identifier, linked to its canonical page. The author's own rows
 * stay first; blank rows go; a citation already listed (same link) is not proposed again.
 */
export function withProposedReferences(
  current: readonly ConsensusReference[],
  cited: readonly RankedCitation[],
  resolved: ReadonlyMap<string, Citation>,
): ConsensusReference[] {
  const kept = current.filter(referenceHasContent);
  const listed = new Set(kept.map((r) => (r.Url ?? '').trim().toLowerCase()));
  const proposed = cited
    .filter((c) => !listed.has(c.url.toLowerCase()))
    .map((c) => ({
      Text: resolved.get(c.key)?.formatted ?? WRITTEN[c.kind](c.id),
      Url: c.url,
      LinkText: LINK_TEXT[c.kind],
    }));
  const rows = [...kept, ...proposed];
  return rows.length > 0 ? rows : [...current];
}
