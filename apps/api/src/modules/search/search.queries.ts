import { SEARCH_LIMITS, type SearchLogFilters, type SearchOrder, SNIPPET_FRAGMENT_DELIMITER } from '@pc/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
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

/** The days asked for, on `at`: the comment's `created_at`, or an expression of it no index serves. */
function inDays(f: SearchFilter, at: SQL): SQL {
  const from = f.fromAt ? sql` and ${at} >= ${f.fromAt}::timestamptz` : sql``;
  const before = f.beforeAt ? sql` and ${at} < ${f.beforeAt}::timestamptz` : sql``;
  return sql`${from}${before}`;
}

/** The order of spec §4 over the rows of `alias` (the ranked matches or the chosen page). */
function ordering(order: SearchOrder, alias: 'p' | 'r', rank: SQL): SQL {
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

/** How many of the newest comments of the days asked for show how common the words are now (about 2 ms). */
export const PROBE_COMMENTS = 2_000;

/**
 * What a match costs the index way against a comment read by the walk. The index way reads the
 * matches' table pages in no useful order and sorts them; the walk reads comments in date order from
 * the date index on a table written day by day. Measured at scale 1 (1 million comments, 2026-11-29):
 * the walk about 1 µs a comment (22,000 in 17 ms, 171,000 in 177 ms), the index about 5 µs a match
 * (52,000 in 265 ms, 44,700 in 228 ms, 5,000 in 8.5 ms).
 */
export const INDEX_MATCH_COST = 5;

/**
 * Where the matches come from. A common word's newest matches are found by reading the comments of the
 * days asked for in date order until there are enough ('walk': about `wanted / share` comments); a
 * rarer word's from the text index ('index': every comment holding the word, then sorted). The share
 * is the larger of two: among the newest comments of those days (`hits` of `read`, the probe), and
 * among all comments (`estimate`, the planner's count of comments holding the words, of `total`). The
 * cheaper way is chosen, each match of the index way counting INDEX_MATCH_COST comments walked.
 *
 * Neither share is right every time: the newest comments are mostly this week's question's answers, in
 * its words (a word common over the year can be in none of them), and a word common long ago can be
 * rare this year. So a walk goes no further than the index way would cost (`bound` comments); one that
 * has not found enough by then stops, and the index way answers instead: a wrong guess costs at most
 * twice the better way, never a year of comments.
 *
 * Neither is left to the planner's own choice: it guesses a word it has no statistics for (a prefix,
 * a word outside its sample) at half a percent, and a wrong guess read every comment of a year (1.4 s
 * at 5 million comments) or every comment holding a common word (0.2 to 0.8 s).
 */
export function searchPlan(
  probe: { hits: number; read: number; estimate: number; total: number },
  wanted: number,
): { plan: 'walk' | 'index'; bound: number | null } {
  // Fewer comments than the probe asked for: the days hold no more, and reading them all is cheap.
  if (probe.read < PROBE_COMMENTS) return { plan: 'walk', bound: null };
  const share = Math.max(probe.hits / probe.read, probe.total > 0 ? probe.estimate / probe.total : 0);
  const bound = Math.ceil(INDEX_MATCH_COST * probe.estimate);
  return share > 0 && wanted / share <= bound ? { plan: 'walk', bound } : { plan: 'index', bound: null };
}

/** The planner's estimate of the comments holding the words, from its statistics (no rows are read). */
async function estimatedMatches(db: Tx, q: SQL): Promise<number> {
  const [row] = await selectRows<{ 'QUERY PLAN': unknown }>(
    db,
    sql`explain (format json) select 1 from comments c where c.search_vector @@ ${q} and c.deleted_at is null`,
  );
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as [{ Plan: { 'Plan Rows': number } }];
  return parsed[0].Plan['Plan Rows'];
}

/**
 * The matches (counted up to one past `cap`) and one page of them with their question, author and
 * author's specialties: a probe of how common the words are, then one statement of the plan it chose
 * (`searchPlan`), which the planner is made to follow (a second, the index way's, after a walk that
 * reached its bound). Relevance ranks the newest `cap` matches (all
 * of them when there are fewer). The joins and the highlight (ts_headline re-parses the text, so it is
 * costly) run for the page's rows only. Run inside a transaction (the search's time budget): the plan's
 * settings are local to it.
 */
export async function searchMatches(
  db: Tx,
  f: SearchFilter,
  page: { offset: number; limit: number; headline: boolean; cap: number },
  /** A plan to follow whatever the probe says (tests show both give the same answer). */
  forced?: 'walk' | 'index',
): Promise<{ count: number; rows: SearchRow[]; plan: 'walk' | 'index'; tried: ('walk' | 'index')[] }> {
  const q = textQuery(f.word);
  // Relevance ranks within the first `cap` matches whatever the offset; the dates' orders page further.
  const wanted = f.order === 'relevant' ? page.cap + 1 : Math.max(page.cap + 1, page.offset + page.limit);
  const dir = f.order === 'oldest' ? sql`asc` : sql`desc`;
  const inOrder = (a: SQL) => sql`${a}.created_at ${dir}, ${a}.id ${dir}`;
  // `total`: the planner's count of comments (-1 before the table was first analysed).
  const [probe] = await selectRows<{ hits: number | string; read: number | string; total: number | string }>(
    db,
    sql`select count(*) filter (where x.search_vector @@ ${q}) as hits, count(*) as read,
        (select reltuples from pg_class where oid = 'comments'::regclass) as total
      from (select c.search_vector from comments c where c.deleted_at is null${inDays(f, sql`c.created_at`)}
        order by ${inOrder(sql`c`)} limit ${PROBE_COMMENTS}) x`,
  );
  const hits = Number(probe?.hits ?? 0);
  const read = Number(probe?.read ?? 0);
  const total = Number(probe?.total ?? 0);
  const chosen = forced
    ? { plan: forced, bound: null }
    : searchPlan({ hits, read, total, estimate: read < PROBE_COMMENTS ? 0 : await estimatedMatches(db, q) }, wanted);
  await db.execute(sql.raw('set local enable_seqscan = off'));
  const walked = chosen.plan === 'walk' ? await matchesPage(db, f, page, wanted, chosen.bound) : null;
  // A bounded walk that found fewer than it wanted stopped at its bound (or ran out of days): the index way answers.
  if (walked && (chosen.bound === null || walked.count >= wanted)) return { ...walked, plan: 'walk', tried: ['walk'] };
  const tried: ('walk' | 'index')[] = walked ? ['walk', 'index'] : ['index'];
  return { ...(await matchesPage(db, f, page, wanted, 'index')), plan: 'index', tried };
}

/**
 * One statement: the matches (counted up to `wanted`) and the page of them. `how` is the index way, or
 * the walk in date order over at most `how` comments (null: all of the days').
 */
async function matchesPage(
  db: Tx,
  f: SearchFilter,
  page: { offset: number; limit: number; headline: boolean; cap: number },
  wanted: number,
  how: 'index' | number | null,
): Promise<{ count: number; rows: SearchRow[] }> {
  const q = textQuery(f.word);
  const dir = f.order === 'oldest' ? sql`asc` : sql`desc`;
  const inOrder = (a: SQL) => sql`${a}.created_at ${dir}, ${a}.id ${dir}`;
  // The walk reads the date index in order; the index way may not (its dates are an expression no index
  // serves) and reads the text index rather than every comment.
  await db.execute(sql.raw(`set local enable_bitmapscan = ${how === 'index' ? 'on' : 'off'}`));
  const at = how === 'index' ? sql`(c.created_at + interval '0 s')` : sql`c.created_at`;
  const comments =
    typeof how === 'number'
      ? sql`(select c.id, c.created_at, c.topic_id, c.search_vector, c.deleted_at
          from comments c where c.deleted_at is null${inDays(f, at)}
          order by ${inOrder(sql`c`)} limit ${how})`
      : sql`comments`;
  const matches = sql`with m as materialized (
      select c.id, c.created_at, c.search_vector as sv
      from ${comments} c join topics t on t.id = c.topic_id and t.deleted_at is null
      where c.search_vector @@ ${q} and c.deleted_at is null${inDays(f, at)}
      order by ${at} ${dir}, c.id ${dir} limit ${wanted})`;
  const ranked =
    f.order === 'relevant'
      ? sql`select r.id, r.created_at, ts_rank(r.sv, ${q}) as rank
          from (select * from m order by ${inOrder(sql`m`)} limit ${page.cap}) r
          order by ${ordering(f.order, 'r', sql`ts_rank(r.sv, ${q})`)} limit ${page.limit} offset ${page.offset}`
      : sql`select m.id, m.created_at, 0::real as rank from m
          order by ${inOrder(sql`m`)} limit ${page.limit} offset ${page.offset}`;
  const headline = page.headline ? sql`, ts_headline('english', c.text, ${q}, ${HEADLINE_OPTIONS}) as headline` : sql``;
  // One row with only the count when the page is past the last match.
  const found = await selectRows<Omit<SearchRow, 'id'> & { id: number | null; total: number | string; rank: unknown }>(
    db,
    sql`${matches}
    select k.total, p.* from (select count(*) as total from m) k
    left join lateral (
      select c.id, c.topic_id, u.first_name, u.last_name, t.description, c.text, t.therapy_area,
        s.name as specialty_name, ss.name as subspecialty_name, c.created_at, u.npi, p.rank${headline}
      from (${ranked}) p
      join comments c on c.id = p.id
      join topics t on t.id = c.topic_id
      join users u on u.id = c.created_by_user_id
      left join specialties s on s.id = u.specialty_id
      left join subspecialties ss on ss.id = u.subspecialty_id) p on true
    order by ${ordering(f.order, 'p', sql`p.rank`)}`,
  );
  return {
    count: Number(found[0]?.total ?? 0),
    rows: found.flatMap(({ total: _total, rank: _rank, id, ...row }) => (id === null ? [] : [{ id, ...row }])),
  };
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
