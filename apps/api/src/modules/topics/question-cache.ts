import { topicDetailSchema } from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import { type JsonTemplate, fillTemplate, templateOf } from '../../lib/json-template.js';
import { SharedCache } from '../../lib/shared-cache.js';
import { presentTopicDetail } from './topics.presenter.js';
import type { TopicDetailRow } from './topics.queries.js';

/** The member's own values on a question's page: whether they answered it, and the view this opening recorded. */
type ReaderHole = 'answered' | 'topicViewId';

/**
 * A question's page as every member sees it, validated and serialised once, with holes for the
 * reader's own values. `builtAt` to `validUntil` (ms): the time in which the question is neither
 * published nor expires, so its status still holds.
 */
export interface SharedQuestion {
  /** The feed version the page was read at (in the same statement). */
  version: number;
  builtAt: number;
  validUntil: number;
  json: JsonTemplate<ReaderHole>;
}
export type QuestionCache = SharedCache<SharedQuestion>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The shared pages of the questions members open (`openQuestion`). Decorated in app.ts. */
    questionCache: QuestionCache;
  }
}

/** How long a page is kept at most (pages are checked against the feed version anyway). */
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
  const at = now.getTime();
  return kept && kept.builtAt <= at && at < kept.validUntil ? kept : undefined;
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

/** The page presented, validated against the route's schema and serialised once, with the reader's holes. */
export function sharedQuestion(row: TopicDetailRow, version: number, now: Date): SharedQuestion {
  const at = now.getTime();
  let validUntil = at + 24 * 3_600_000;
  // The next moment the question is published or expires ends the page's validity (its status changes).
  for (const moment of [new Date(row.publish_date).getTime(), new Date(row.expiration_date).getTime()]) {
    if (moment >= at && moment < validUntil) validUntil = moment;
  }
  const checked = topicDetailSchema.parse(presentTopicDetail(row, 0, now));
  const json = templateOf<ReaderHole>((mark) => ({
    ...checked,
    answered: mark('answered'),
    topicViewId: mark('topicViewId'),
  }));
  return { version, builtAt: at, validUntil, json };
}

export function fillQuestion(shared: SharedQuestion, answered: boolean, topicViewId: number): string {
  // Both values come from the database's own types: a boolean and an integer id.
  return fillTemplate(shared.json, (hole) => (hole === 'answered' ? String(answered) : String(Number(topicViewId))));
}
