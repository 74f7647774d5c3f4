// Literature identifiers in answers, comments and consensus text (issue 24, "Evidence"). Zod-free: the
// member question page renders citation links with it, and zod would join that page's first download.

export const CITATION_KINDS = ['pmid', 'pmcid', 'doi', 'nct'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];

export interface FoundCitation {
  kind: CitationKind;
  /** Normalised: PMID digits without leading zeros, 'PMC' and 'NCT' upper-case, a DOI lower-cased. */
  id: string;
  /** `kind:id`, the cache's key and the `GET citations?ids=` item ('doi:10.1056/nejmoa2107038'). */
  key: string;
  /** The identifier's canonical page (PubMed, PMC, doi.org, ClinicalTrials.gov). */
  url: string;
  /** Where the written form (identifier or link) starts and ends in the text (end exclusive). */
  start: number;
  end: number;
}

/** Most keys one `GET citations?ids=` may ask for: a thread page's distinct citations, with room to spare. */
export const CITATION_IDS_MAX = 100;

/** Longest DOI suffix read: real ones stay well under it, and the bound keeps the scan linear. */
const DOI_SUFFIX_MAX = 300;
/** Longest citation key accepted by the API (a DOI at its longest plus its kind). */
export const CITATION_KEY_MAX = DOI_SUFFIX_MAX + 20;

// Crossref's recommended DOI characters (https://www.crossref.org/blog/dois-and-matching-regular-expressions/).
const DOI = String.raw`10\.\d{4,9}\/[-._;()\/:a-z0-9+]{1,${DOI_SUFFIX_MAX}}`;
const SCHEME = String.raw`(?:https?:\/\/)?`;
/** A host written without its scheme must not be the tail of a longer host ("notpubmed.ncbi…"). */
const HOST_START = String.raw`(?<![\w.-])`;

/**
 * One alternation, links first so the identifier inside a link is not found a second time. Every
 * quantifier is bounded and no branch nests one, so each start position costs a bounded amount of work:
 * the scan is linear in the text's length.
 */
const CITATION_PATTERN = new RegExp(
  [
    // 1 PubMed link
    String.raw`${HOST_START}${SCHEME}(?:www\.)?(?:pubmed\.ncbi\.nlm\.nih\.gov\/|ncbi\.nlm\.nih\.gov\/pubmed\/)(\d{1,9})(?![\w.])\/?`,
    // 2 PMC link (the new host and the old path)
    String.raw`${HOST_START}${SCHEME}(?:pmc\.ncbi\.nlm\.nih\.gov\/articles\/|(?:www\.)?ncbi\.nlm\.nih\.gov\/pmc\/articles\/)(pmc\d{1,9})(?![\w.])\/?`,
    // 3 doi.org link
    String.raw`${HOST_START}${SCHEME}(?:dx\.)?doi\.org\/(${DOI})`,
    // 4 ClinicalTrials.gov link (the current and the classic site)
    String.raw`${HOST_START}${SCHEME}(?:www\.)?clinicaltrials\.gov\/(?:study\/|ct2\/show\/(?:study\/)?)(nct\d{8})(?![\w.])\/?`,
    // 5 doi: prefix, 6 bare DOI
    String.raw`\bdoi:\s?(${DOI})`,
    String.raw`(?<![\w.\/])(${DOI})`,
    // 7 PMID with its label
    String.raw`\bpmid:?\s?(\d{1,9})\b`,
    // 8 PMCID, 9 NCT number
    String.raw`\b(pmc\d{1,9})\b`,
    String.raw`\b(nct\d{8})\b`,
  ].join('|'),
  'gi',
);
const KIND_OF_GROUP: CitationKind[] = ['pmid', 'pmcid', 'doi', 'nct', 'doi', 'doi', 'pmid', 'pmcid', 'nct'];

/** Sentence punctuation after a DOI is not part of it; a closing parenthesis only when unbalanced. */
function trimDoi(doi: string): string {
  let end = doi.length;
  for (;;) {
    const last = doi[end - 1];
    if (last !== undefined && '.,;:'.includes(last)) end--;
    else if (last === ')') {
      const body = doi.slice(0, end);
      if (body.split('(').length >= body.split(')').length) break;
      end--;
    } else break;
  }
  return doi.slice(0, end);
}

function normalise(kind: CitationKind, raw: string): string {
  if (kind === 'doi') return raw.toLowerCase();
  if (kind === 'pmid') return raw.replace(/^0+(?=\d)/, '');
  return raw.toUpperCase();
}

/** The canonical page of an identifier. */
export function citationUrl(kind: CitationKind, id: string): string {
  switch (kind) {
    case 'pmid':
      return `https://pubmed.ncbi.nlm.nih.gov/${id}/`;
    case 'pmcid':
      return `https://pmc.ncbi.nlm.nih.gov/articles/${id}/`;
    case 'doi':
      return `https://doi.org/${id}`;
    case 'nct':
      return `https://clinicaltrials.gov/study/${id}`;
  }
}

const citation = (kind: CitationKind, id: string, start: number, end: number): FoundCitation => ({
  kind,
  id,
  key: `${kind}:${id}`,
  url: citationUrl(kind, id),
  start,
  end,
});

/** Every literature identifier in a text, in order, each with its normalised key and canonical link. */
export function findCitations(text: string): FoundCitation[] {
  const found: FoundCitation[] = [];
  for (const match of text.matchAll(CITATION_PATTERN)) {
    const group = match.findIndex((g, i) => i > 0 && g !== undefined);
    const kind = KIND_OF_GROUP[group - 1];
    let raw = match[group];
    if (!kind || raw === undefined) continue;
    const start = match.index;
    let end = start + match[0].length;
    if (kind === 'doi') {
      const trimmed = trimDoi(raw);
      end -= raw.length - trimmed.length;
      raw = trimmed;
      // Nothing left after the slash once the punctuation went: a prefix alone.
      if (raw.endsWith('/')) continue;
    }
    found.push(citation(kind, normalise(kind, raw), start, end));
  }
  return found;
}

/** A `kind:id` key read back (the API's `ids` items): null unless it is exactly what `findCitations` makes. */
export function parseCitationKey(key: string): FoundCitation | null {
  if (key.length > CITATION_KEY_MAX) return null;
  const colon = key.indexOf(':');
  const kind = key.slice(0, colon) as CitationKind;
  const id = key.slice(colon + 1);
  if (colon < 0 || !CITATION_KINDS.includes(kind)) return null;
  const written = kind === 'pmid' ? `PMID ${id}` : kind === 'doi' ? `doi:${id}` : id;
  const [only] = findCitations(written);
  return only && only.key === key && only.end === written.length ? only : null;
}

export interface RankedCitation extends FoundCitation {
  /** How many of the texts cite it. */
  count: number;
}

/**
 * The distinct citations of several texts (a thread's answers), most cited first (by how many texts
 * cite each), then in order of first appearance. Positions are those of the first occurrence.
 */
export function rankCitations(texts: readonly string[]): RankedCitation[] {
  const byKey = new Map<string, RankedCitation>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const c of findCitations(text)) {
      if (seen.has(c.key)) continue;
      seen.add(c.key);
      const known = byKey.get(c.key);
      if (known) known.count++;
      else byKey.set(c.key, { ...c, count: 1 });
    }
  }
  return [...byKey.values()].sort((a, b) => b.count - a.count);
}
