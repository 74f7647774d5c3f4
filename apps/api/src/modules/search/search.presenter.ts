import {
  type SearchLog,
  type SearchLogFilters,
  type SearchResult,
  searchLogFiltersSchema,
  type SnippetPart,
} from '@pc/contracts';
import { iso } from '../../db/raw-sql.js';
import { MATCH_END, MATCH_START, type SearchLogRow, type SearchRow } from './search.queries.js';

/**
 * ts_headline's passage as plain-text pieces, the matches marked. Undefined when no match was marked
 * (ts_headline then returns the text's opening words, which says nothing about the match).
 */
export function snippetParts(headline: string | null | undefined): SnippetPart[] | undefined {
  if (!headline?.includes(MATCH_START)) return undefined;
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(MATCH_START).entries()) {
    const [matched, rest] = i === 0 ? [null, piece] : splitOnce(piece, MATCH_END);
    if (matched) parts.push({ text: matched, match: true });
    if (rest) parts.push({ text: rest, match: false });
  }
  return parts;
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return at < 0 ? [text, ''] : [text.slice(0, at), text.slice(at + marker.length)];
}

export function presentResult(row: SearchRow): SearchResult {
  const snippet = snippetParts(row.headline);
  return {
    id: row.id,
    topic_id: row.topic_id,
    first_name: row.first_name,
    last_name: row.last_name,
    description: row.description,
    text: row.text,
    therapy_area: row.therapy_area,
    specialty_name: row.specialty_name,
    subspecialty_name: row.subspecialty_name,
    created_at: iso(row.created_at),
    npi: row.npi,
    ...(snippet ? { snippet } : {}),
  };
}

/** Rows written before a filter was added read as its default rather than failing the page. */
const UNKNOWN_FILTERS: SearchLogFilters = {
  order: 'newest',
  from: null,
  to: null,
  offset: null,
  limit: null,
  csv: false,
};

export function presentLog(row: SearchLogRow): SearchLog {
  const filters = searchLogFiltersSchema.safeParse(row.filters);
  return {
    id: row.id,
    userId: row.user_id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    words: row.words,
    filters: filters.success ? filters.data : UNKNOWN_FILTERS,
    resultsCount: row.results_count,
    createdAt: iso(row.created_at),
  };
}

export const SEARCH_CSV_HEADER = [
  'ID',
  'Question ID',
  'First Name',
  'Last Name',
  'NPI',
  'Specialty',
  'Subspecialty',
  'Therapy Area',
  'Question Description',
  'Text',
  'Created At',
] as const;

export const searchCsvRow = (r: SearchRow) => [
  r.id,
  r.topic_id,
  r.first_name,
  r.last_name,
  r.npi,
  r.specialty_name,
  r.subspecialty_name,
  r.therapy_area,
  r.description,
  r.text,
  iso(r.created_at),
];

export const SEARCH_LOG_CSV_HEADER = [
  'ID',
  'User ID',
  'First Name',
  'Last Name',
  'Email',
  'Words',
  'Order',
  'From',
  'To',
  'Offset',
  'CSV',
  'Results',
  'Searched At',
] as const;

export const searchLogCsvRow = (row: SearchLogRow) => {
  const log = presentLog(row);
  return [
    log.id,
    log.userId,
    log.firstName,
    log.lastName,
    log.email,
    log.words,
    log.filters.order,
    log.filters.from,
    log.filters.to,
    log.filters.offset,
    log.filters.csv ? 'yes' : 'no',
    log.resultsCount,
    log.createdAt,
  ];
};
