import { topicDetailSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { isoOrNull } from '../../db/raw-sql.js';
import { type JsonTemplate, fillTemplate, templateOf } from '../../lib/json-template.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { type StatusWindow, holdsAt, statusWindow } from './status-window.js';
import { presentTopicDetail } from './topics.presenter.js';
import type { TopicDetailRow } from './topics.queries.js';

/**
 * What a kept page leaves open, filled in at each opening: the member's own values (whether they answered
 * it, the view this opening recorded) and the question's answer count and last answer time, which move
 * with every answer (the questions' version does not follow them, so answers keep the page).
 */
type OpenHole = 'answered' | 'topicViewId' | 'totalResponsesCount' | 'commentedAt';

/** The values of the holes, as the opening's statement read them. */
export interface OpenValues {
  answered: boolean;
  topic_view_id: number;
  total_responses_count: number;
  commented_at: Date | string | null;
}

/**
 * A question's page as every member sees it, validated and serialised once, with holes for the
 * reader's own values. `builtAt` to `validUntil` (ms): the time in which the question is neither
 * published nor expires, so its status still holds.
 */
export interface SharedQuestion extends StatusWindow {
  /** The questions' version (migration 0030) the page was read at, in the same statement. */
  version: number;
  json: JsonTemplate<OpenHole>;
}
export type QuestionCache = SharedCache<SharedQuestion>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared pages of the questions members open (`openQuestion`). Decorated in app.ts. */
    questionCache: QuestionCache;
  }
}

/** How long a page is kept at most (pages are checked against the questions' version anyway). */
const QUESTION_CACHE_MS = 60_000;

export function createQuestionCache(app: FastifyInstance): QuestionCache {
  return new SharedCache({
    ttlMs: QUESTION_CACHE_MS,
    // The questions members open: the active ones of every specialty and the recent archive.
    maxEntries: 2_000,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:question:`,
    onUnavailable: (err) => app.log.warn({ err }, 'question cache unavailable; read from the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'question', result }),
  });
}

/**
 * The kept page of question `id`, if one is kept and still holds `now` (the question was neither published
 * nor expired since); whether its version is current is for the caller to check in the database.
 */
export async function keptQuestion(cache: QuestionCache, id: number, now: Date): Promise<SharedQuestion | undefined> {
  const kept = await cache.find(String(id)).catch(() => undefined);
  return kept && holdsAt(kept, now) ? kept : undefined;
}

/** The row as the shared page, kept unless no version was read (its row missing: no write could make it stale). */
export async function keepQuestion(
  cache: QuestionCache,
  id: number,
  row: TopicDetailRow,
  version: number | null,
  now: Date,
): Promise<SharedQuestion> {
  const shared = sharedQuestion(row, version ?? Number.NaN, now);
  if (version !== null) await cache.put(String(id), shared).catch(() => undefined);
  return shared;
}

/** The page presented, validated against the route's schema and serialised once, with the holes. */
export function sharedQuestion(row: TopicDetailRow, version: number, now: Date): SharedQuestion {
  const checked = topicDetailSchema.parse(presentTopicDetail(row, 0, now));
  const json = templateOf<OpenHole>((mark) => ({
    ...checked,
    answered: mark('answered'),
    topicViewId: mark('topicViewId'),
    totalResponsesCount: mark('totalResponsesCount'),
    commentedAt: mark('commentedAt'),
  }));
  return { version, ...statusWindow([row], now), json };
}

/** The page's JSON text for this opening. Every value is the database's own type: booleans, integers, a timestamp. */
export function fillQuestion(shared: SharedQuestion, values: OpenValues): string {
  return fillTemplate(shared.json, (hole) => {
    if (hole === 'answered') return String(values.answered === true);
    if (hole === 'topicViewId') return String(Number(values.topic_view_id));
    if (hole === 'totalResponsesCount') return String(Number(values.total_responses_count));
    return JSON.stringify(isoOrNull(values.commented_at));
  });
}
