import type { CitationKind } from '@pc/contracts';
import type { AppConfig } from '../../config.js';

/** What a metadata service said about one identifier, as CSL-JSON parts plus the fields we show. */
export interface CitationMetadata {
  title: string;
  /** Display names in order ('Anker SD', or an organisation's name). */
  authors: string[];
  journal: string | null;
  year: number | null;
  volume?: string;
  issue?: string;
  page?: string;
  doi?: string;
  /** CSL type: 'article-journal' for papers, 'webpage' for a trial registry entry. */
  type: 'article-journal' | 'webpage';
  /** A trial's registry page, cited as such. */
  url?: string;
}

/** The service knows no such item: stays unresolved (tried again much later). */
export class CitationNotFound extends Error {}

/**
 * Looks one identifier up. Resolves with its metadata; rejects with `CitationNotFound`, or any other
 * error for a failure worth retrying (timeout, refusal, malformed answer).
 */
export type CitationResolver = (kind: CitationKind, id: string) => Promise<CitationMetadata>;

type Json = Record<string, any>;

async function getJson(url: string, timeoutMs: number, headers: Record<string, string> = {}): Promise<Json> {
  const res = await fetch(url, {
    headers: { accept: 'application/json', ...headers },
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (res.status === 404 || res.status === 400) throw new CitationNotFound(`HTTP ${res.status}`);
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()) as Json;
}

const yearOf = (text: unknown): number | null => {
  const match = /\b(1[6-9]\d\d|20\d\d)\b/.exec(String(text ?? ''));
  return match ? Number(match[1]) : null;
};
const str = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);

/** NCBI E-utilities esummary: PubMed for a PMID, PMC for a PMCID (by its number). */
function ncbi(baseUrl: string, timeoutMs: number, email: string) {
  return async (kind: 'pmid' | 'pmcid', id: string): Promise<CitationMetadata> => {
    const db = kind === 'pmid' ? 'pubmed' : 'pmc';
    const uid = kind === 'pmid' ? id : id.replace(/^PMC/, '');
    const query = new URLSearchParams({ db, id: uid, retmode: 'json', tool: 'peer-consults', email });
    const body = await getJson(`${baseUrl}/esummary.fcgi?${query}`, timeoutMs);
    const item = body.result?.[uid];
    if (!item || item.error || !str(item.title)) throw new CitationNotFound(String(item?.error ?? 'not found'));
    const doi = (item.articleids as Json[] | undefined)?.find((a) => a.idtype === 'doi')?.value;
    return {
      type: 'article-journal',
      title: str(item.title)!.replace(/\.$/, ''),
      authors: ((item.authors as Json[] | undefined) ?? []).map((a) => str(a.name)).filter((n): n is string => !!n),
      journal: str(item.source) ?? str(item.fulljournalname) ?? null,
      year: yearOf(item.pubdate ?? item.epubdate),
      volume: str(item.volume),
      issue: str(item.issue),
      page: str(item.pages),
      doi: str(doi),
    };
  };
}

/** Crossref REST API, works/{doi}. */
function crossref(baseUrl: string, timeoutMs: number, email: string) {
  return async (doi: string): Promise<CitationMetadata> => {
    const body = await getJson(`${baseUrl}/works/${encodeURIComponent(doi)}`, timeoutMs, {
      'user-agent': `PeerConsults/1.0 (mailto:${email})`,
    });
    const work = body.message as Json | undefined;
    const title = str(work?.title?.[0]);
    if (!work || !title) throw new CitationNotFound('no title');
    const parts = work.issued?.['date-parts']?.[0] ?? work.published?.['date-parts']?.[0];
    return {
      type: 'article-journal',
      title,
      authors: ((work.author as Json[] | undefined) ?? [])
        .map((a) =>
          str(a.family) ? [str(a.family), initials(str(a.given) ?? '')].filter(Boolean).join(' ') : str(a.name),
        )
        .filter((n): n is string => !!n),
      journal: str(work['short-container-title']?.[0]) ?? str(work['container-title']?.[0]) ?? null,
      year: typeof parts?.[0] === 'number' ? parts[0] : null,
      volume: str(work.volume),
      issue: str(work.issue),
      page: str(work.page),
      doi,
    };
  };
}

/** ClinicalTrials.gov API v2, studies/{nct}: the trial's title and sponsor, cited as its registry page. */
function clinicalTrials(baseUrl: string, timeoutMs: number) {
  return async (nct: string): Promise<CitationMetadata> => {
    const body = await getJson(`${baseUrl}/studies/${encodeURIComponent(nct)}`, timeoutMs);
    const protocol = body.protocolSection as Json | undefined;
    const title = str(protocol?.identificationModule?.officialTitle) ?? str(protocol?.identificationModule?.briefTitle);
    if (!protocol || !title) throw new CitationNotFound('no title');
    const sponsor = str(protocol.sponsorCollaboratorsModule?.leadSponsor?.name);
    const status = protocol.statusModule ?? {};
    return {
      type: 'webpage',
      title,
      authors: sponsor ? [sponsor] : [],
      journal: 'ClinicalTrials.gov',
      year: yearOf(status.studyFirstPostDateStruct?.date ?? status.startDateStruct?.date),
      url: `https://clinicaltrials.gov/study/${nct}`,
    };
  };
}

/** 'Stefan D.' → 'SD' (Vancouver and AMA write given names as initials). */
export function initials(given: string): string {
  return given
    .split(/[\s.-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}

/** The configured resolver, or null when `CITATION_RESOLVER=off`. */
export function citationResolver(config: AppConfig['citations']): CitationResolver | null {
  if (config.resolver === 'off') return null;
  const { timeoutMs, contactEmail } = config;
  const pubmed = ncbi(config.ncbiUrl, timeoutMs, contactEmail);
  const works = crossref(config.crossrefUrl, timeoutMs, contactEmail);
  const trials = clinicalTrials(config.clinicalTrialsUrl, timeoutMs);
  return async (kind, id) => {
    switch (kind) {
      case 'pmid':
      case 'pmcid':
        return pubmed(kind, id);
      case 'doi':
        return works(id);
      case 'nct':
        return trials(id);
    }
  };
}
