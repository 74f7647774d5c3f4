import { type Citation, findCitations, parseCitationKey } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { formatCitation } from './citation-format.js';
import { CitationNotFound, type CitationResolver, citationResolver } from './citation-resolvers.js';
import {
  claimDueCitations,
  findCitationRows,
  insertPendingCitations,
  markResolved,
  markUnresolved,
} from './citations.queries.js';

/**
 * Queues the identifiers a write cites (answers, comments, consensuses) for the resolve job. Called
 * after the write is stored: a failure here is logged and never fails the member's request.
 */
export async function queueCitations(app: FastifyInstance, texts: readonly (string | null | undefined)[]) {
  try {
    const found = texts.flatMap((text) => (text ? findCitations(text) : []));
    const unique = [...new Map(found.map((c) => [c.key, c])).values()];
    await insertPendingCitations(app.db, unique);
  } catch (err) {
    app.log.error({ err }, 'queueing citations failed');
  }
}

/** `GET citations?ids=`: the cache's rows, in the order asked; a key never queued is 'unresolved'. */
export async function readCitations(db: Db, keys: readonly string[]): Promise<{ citations: Citation[] }> {
  const rows = new Map((await findCitationRows(db, keys)).map((row) => [row.key, row]));
  return {
    citations: keys.flatMap((key) => {
      const parsed = parseCitationKey(key);
      if (!parsed) return [];
      const row = rows.get(key);
      return [
        {
          key,
          kind: parsed.kind,
          id: parsed.id,
          status: row?.status ?? 'unresolved',
          title: row?.title ?? null,
          authors: row?.authors ?? [],
          journal: row?.journal ?? null,
          year: row?.year ?? null,
          formatted: row?.formatted ?? null,
          url: parsed.url,
        },
      ];
    }),
  };
}

const MINUTE = 60;
const DAY = 24 * 60 * MINUTE;
/** A failure worth retrying soon (timeout, refusal): 1, 2, 4 … minutes, at most a day apart. */
const retryDelay = (attempts: number) => Math.min(MINUTE * 2 ** Math.max(0, attempts - 1), DAY);
/** Not found: perhaps not indexed yet; 1, 2, 4 … hours, at most 30 days apart. */
const notFoundDelay = (attempts: number) => Math.min(60 * MINUTE * 2 ** Math.max(0, attempts - 1), 30 * DAY);

export interface ResolveOutcome {
  resolved: number;
  unresolved: number;
}

/**
 * The `citations-resolve` job: looks up every due identifier once, one at a time (the services ask
 * callers without a key to stay under a few requests a second), until none is due or `maxRows` were
 * tried. Each outcome is stored as it comes, so a job that dies leaves the rest due for the next run.
 */
export async function resolveDueCitations(
  app: FastifyInstance,
  options: { resolver?: CitationResolver | null; maxRows?: number } = {},
): Promise<ResolveOutcome> {
  const resolver = options.resolver === undefined ? citationResolver(app.config.citations) : options.resolver;
  const outcome: ResolveOutcome = { resolved: 0, unresolved: 0 };
  if (!resolver) return outcome;
  const maxRows = options.maxRows ?? 200;
  const claimSeconds = Math.ceil((app.config.citations.timeoutMs * 2) / 1000) + MINUTE;
  while (outcome.resolved + outcome.unresolved < maxRows) {
    const due = await claimDueCitations(app.db, 10, claimSeconds);
    if (due.length === 0) break;
    for (const row of due) {
      try {
        const meta = await resolver(row.kind, row.identifier);
        await markResolved(app.db, row.key, {
          title: meta.title,
          authors: meta.authors,
          journal: meta.journal,
          year: meta.year,
          formatted: formatCitation(row.kind, row.identifier, meta),
        });
        outcome.resolved++;
      } catch (err) {
        const notFound = err instanceof CitationNotFound;
        const reason = notFound ? `not found: ${err.message}` : errorText(err);
        app.log.warn({ key: row.key, reason }, 'citation left unresolved');
        await markUnresolved(app.db, row.key, reason, (notFound ? notFoundDelay : retryDelay)(row.attempts));
        outcome.unresolved++;
      }
    }
  }
  return outcome;
}

function errorText(err: unknown): string {
  if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) return 'timeout';
  return err instanceof Error ? err.message : String(err);
}
