import {
  SEARCH_LIMITS,
  type SearchCommentsCsvQuery,
  type SearchCommentsQuery,
  type SearchLogs,
  type SearchLogsQuery,
  type SearchResults,
} from '@pc/contracts';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { csvDate } from '../target-lists/download.js';
import { buildCsv, slug } from '../target-lists/csv.js';
import { withQueryBudget } from '../../db/time-budget.js';
import { assertMayExport } from './search.policy.js';
import {
  presentLog,
  presentResult,
  SEARCH_CSV_HEADER,
  SEARCH_LOG_CSV_HEADER,
  searchCsvRow,
  searchLogCsvRow,
} from './search.presenter.js';
import { countSearchLogs, insertSearchLog, type SearchFilter, searchLogPage, searchMatches } from './search.queries.js';
import { timed } from '../../db/statement-timing.js';

const DAY_MS = 24 * 3600 * 1000;

/** The days of the query as UTC instants: `from` at 00:00, `to` up to (not including) 00:00 the day after. */
export function searchFilter(q: SearchCommentsCsvQuery): SearchFilter {
  return {
    word: q.word,
    order: q.order,
    fromAt: q.from ? `${q.from}T00:00:00.000Z` : null,
    beforeAt: q.to ? new Date(Date.parse(`${q.to}T00:00:00.000Z`) + DAY_MS).toISOString() : null,
  };
}

/**
 * `GET search/comments`: one page of matches and their (bounded) count, from one statement
 * (search.queries.ts); the search is logged with its count.
 */
export async function searchComments(
  db: Db,
  user: AuthUser,
  q: SearchCommentsQuery,
  read: Db = db,
): Promise<SearchResults> {
  // Under the search's time budget (issue 22): 503 query_timeout past it; through `read` (a replica's
  // handle, db/read-replicas.ts), the log written to `db`.
  const { count, rows } = await timed(read, 'search', () =>
    withQueryBudget(read, 'search', (tx) =>
      searchMatches(tx, searchFilter(q), {
        offset: q.offset,
        limit: q.limit,
        headline: true,
        cap: SEARCH_LIMITS.countMax,
      }),
    ),
  );
  const commentsCount = Math.min(count, SEARCH_LIMITS.countMax);
  await insertSearchLog(db, {
    userId: user.id,
    words: q.word,
    filters: { order: q.order, from: q.from ?? null, to: q.to ?? null, offset: q.offset, limit: q.limit, csv: false },
    resultsCount: commentsCount,
  });
  return { comment: rows.map(presentResult), commentsCount, countCapped: count > SEARCH_LIMITS.countMax };
}

/** `GET search/comments/csv`: every match (up to the cap) in the chosen order; logged as a download. */
export async function searchCommentsCsv(db: Db, user: AuthUser, q: SearchCommentsCsvQuery) {
  assertMayExport(user);
  const { rows } = await withQueryBudget(db, 'export', (tx) =>
    searchMatches(tx, searchFilter(q), {
      offset: 0,
      limit: SEARCH_LIMITS.resultsMax,
      headline: false,
      cap: SEARCH_LIMITS.resultsMax,
    }),
  );
  await insertSearchLog(db, {
    userId: user.id,
    words: q.word,
    filters: { order: q.order, from: q.from ?? null, to: q.to ?? null, offset: null, limit: null, csv: true },
    resultsCount: rows.length,
  });
  return {
    fileName: `search-${slug(q.word)}-${csvDate(new Date())}.csv`,
    csv: await buildCsv(SEARCH_CSV_HEADER, rows.map(searchCsvRow)),
  };
}

/** `GET search/logs`: Administrator and Moderator only. */
export async function listSearchLogs(db: Db, user: AuthUser, q: SearchLogsQuery): Promise<SearchLogs> {
  assertMayExport(user);
  const [rows, count] = await Promise.all([searchLogPage(db, q), countSearchLogs(db)]);
  return {
    logs: rows.map(presentLog),
    logsCount: Math.min(count, SEARCH_LIMITS.resultsMax),
    countCapped: count > SEARCH_LIMITS.resultsMax,
  };
}

/** `GET search/logs/csv`: the newest logs, up to the cap. */
export async function searchLogsCsv(db: Db, user: AuthUser) {
  assertMayExport(user);
  const rows = await withQueryBudget(db, 'export', (tx) =>
    searchLogPage(tx, { offset: 0, limit: SEARCH_LIMITS.resultsMax }),
  );
  return {
    fileName: `search-logs-${csvDate(new Date())}.csv`,
    csv: await buildCsv(SEARCH_LOG_CSV_HEADER, rows.map(searchLogCsvRow)),
  };
}
