import { SEARCH_LIMITS, type SearchLogFilters, type SearchOrder, SNIPPET_FRAGMENT_DELIMITER } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { searchLogs } from '../../db/schema/index.js';
import { selectRows } from '../../db/raw-sql.js';

/** What narrows a search: the words, and the days (UTC) as timestamps, `to` exclusive. */
export interface SearchFilter {
  word: string;
  order: SearchOrder;
  /** 00:00 UTC of the first day. */
  fromAt: string | null;
  /** 00:00 UTC of the day after the last day. */
  beforeAt: string | null;
}

/**
 * The private-use characters ts_headline puts around a match. They cannot be typed, so a member's
 * text cannot fake a highlight, and the presenter turns them into plain-text pieces: no HTML.
 */
export const MATCH_START = '\uE000';
export const MATCH_END = '\uE001';
const HEADLINE_OPTIONS = `StartSel=${MATCH_START}, StopSel=${MATCH_END}, MaxWords=30, MinWords=12, MaxFragments=2, FragmentDelimiter="${SNIPPET_FRAGMENT_DELIMITER}"`;

/**
 * Whether the last word is still being typed and should match as a prefix: a bare word at the end,
 * not a closed phrase, not a negation and not the OR operator.
 */
export function prefixesLastWord(word: string): boolean {
  const last = word.trim().split(/\s+/).pop() ?? '';
  if (!/[\p{L}\p{N}]$/u.test(last) || last.startsWith('-')) return false;
  if (last.toLowerCase() === 'or') return false;
  // Inside an unclosed quote the last word belongs to a phrase: prefixing it still narrows correctly.
  return true;
}

/**
 * The text-search query (English configuration, as the stored `search_vector`): websearch syntax
 * ("phrases", OR, -negation), and the last word as a prefix (`word:*`). The prefix is added to the
 * normalised query's text form, only when that ends with a plain lexeme (`'hfpef'`); a query of stop
 * words only stays empty and matches nothing.
 */
export function textQuery(word: string): SQL {
  const web = sql`websearch_to_tsquery('english', ${word})`;
  if (!prefixesLastWord(word)) return web;
  return sql`(case when right(${web}::text, 1) = '''' then (${web}::text || ':*')::tsquery else ${web} end)`;
}

function matching(f: SearchFilter, q: SQL): SQL {
  const from = f.fromAt ? sql` and c.created_at >= ${f.fromAt}::timestamptz` : sql``;
  const before = f.beforeAt ? sql` and c.created_at < ${f.beforeAt}::timestamptz` : sql``;
  return sql`from comments c
    join topics t on t.id = c.topic_id and t.deleted_at is null
    where c.search_vector @@ ${q} and c.deleted_at is null${from}${before}`;
}

/** The order of spec §4 over the rows of `alias` (the comments, or the chosen page with its rank). */
function ordering(order: SearchOrder, alias: 'c' | 'p', rank: SQL): SQL {
  const a = sql.raw(alias);
  if (order === 'relevant') return sql`${rank} desc, ${a}.created_at desc, ${a}.id desc`;
  if (order === 'oldest') return sql`${a}.created_at asc, ${a}.id asc`;
  return sql`${a}.created_at desc, ${a}.id desc`;
}

export interface SearchRow {
  id: number;
  topic_id: number;
  first_name: string;
  last_name: string;
  description: string;
  text: string;
  therapy_area: string;
  specialty_name: string | null;
  subspecialty_name: string | null;
  created_at: Date | string;
  npi: string | null;
  headline?: string | null;
}

/**
 * One page of matches with their question, author and author's specialties. The matching ids are
 * chosen first (the only part that touches many rows); the joins and the highlight (ts_headline
 * re-parses the text, so it is costly) run for the page's rows only.
 *
 * `fewMatches` (the bounded count stayed under its cap) picks the plan: few matches are collected
 * from the text index into a materialised set and sorted in memory; with many, the query is left to
 * the planner, which walks the `created_at` index and stops after a page. Left to itself, the planner
 * also walks that index for a rare word, through every row of the date range (a second instead of a
 * millisecond at scale 1).
 */
export async function searchPage(
  db: Db,
  f: SearchFilter,
  page: { offset: number; limit: number; headline: boolean; fewMatches: boolean; rankWithin: number },
): Promise<SearchRow[]> {
  const q = textQuery(f.word);
  const rank = f.order === 'relevant' ? sql`ts_rank(c.search_vector, ${q})` : sql`0::real`;
  const headline = page.headline ? sql`, ts_headline('english', c.text, ${q}, ${HEADLINE_OPTIONS}) as headline` : sql``;
  const pageOf = (rows: SQL) =>
    sql`select c.id, c.created_at, c.rank from ${rows} as c
      order by ${ordering(f.order, 'c', sql`c.rank`)} limit ${page.limit} offset ${page.offset}`;
  let chosen: SQL;
  if (page.fewMatches) {
    chosen = sql`with m as materialized (select c.id, c.created_at, ${rank} as rank ${matching(f, q)}) ${pageOf(sql`m`)}`;
  } else if (f.order === 'relevant') {
    // Many matches by relevance: the newest `rankWithin` of them are ranked (the same newest-first walk
    // as 'newest', then ts_rank over a bounded set), not every match of a common word, which cost
    // 150 ms a request at scale 1. The count says "1,000+" and the pages stop there anyway.
    chosen = sql`with m as materialized (select c.id, c.created_at, c.search_vector ${matching(f, q)}
        order by c.created_at desc, c.id desc limit ${page.rankWithin}),
      r as (select m.id, m.created_at, ts_rank(m.search_vector, ${q}) as rank from m) ${pageOf(sql`r`)}`;
  } else {
    chosen = sql`select c.id, c.created_at, ${rank} as rank ${matching(f, q)}
          order by ${ordering(f.order, 'c', rank)} limit ${page.limit} offset ${page.offset}`;
  }
  return selectRows<SearchRow>(
    db,
    sql`select c.id, c.topic_id, u.first_name, u.last_name, t.description, c.text, t.therapy_area,
        s.name as specialty_name, ss.name as subspecialty_name, c.created_at, u.npi${headline}
      from (${chosen}) p
      join comments c on c.id = p.id
      join topics t on t.id = c.topic_id
      join users u on u.id = c.created_by_user_id
      left join specialties s on s.id = u.specialty_id
      left join subspecialties ss on ss.id = u.subspecialty_id
      order by ${ordering(f.order, 'p', sql`p.rank`)}`,
  );
}

/**
 * Matches, counted up to one past `cap`: enough to say "more than 1,000" without visiting every
 * match of a common word (each costs a visit to its table row).
 */
export async function countMatches(db: Db, f: SearchFilter, cap: number): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 ${matching(f, textQuery(f.word))} limit ${cap + 1}) m`,
  );
  return Number(row?.n ?? 0);
}

export async function insertSearchLog(
  db: Db,
  log: { userId: number; words: string; filters: SearchLogFilters; resultsCount: number },
) {
  await db.insert(searchLogs).values(log);
}

export interface SearchLogRow {
  id: number;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  words: string;
  filters: unknown;
  results_count: number;
  created_at: Date | string;
}

/** Logged searches, newest first, with who ran them. */
export async function searchLogPage(db: Db, page: { offset: number; limit: number }): Promise<SearchLogRow[]> {
  return selectRows<SearchLogRow>(
    db,
    sql`select l.id, l.user_id, u.first_name, u.last_name, u.email, l.words, l.filters, l.results_count, l.created_at
      from search_logs l join users u on u.id = l.user_id
      order by l.created_at desc, l.id desc
      limit ${page.limit} offset ${page.offset}`,
  );
}

export async function countSearchLogs(db: Db): Promise<number> {
  const [row] = await selectRows<{ n: number | string }>(
    db,
    sql`select count(*) as n from (select 1 from search_logs limit ${SEARCH_LIMITS.resultsMax + 1}) l`,
  );
  return Number(row?.n ?? 0);
}
