import {
  TOPIC_FEED_DEFAULT_SORT,
  TOPIC_FEED_SECTIONS,
  type TopicFeedSection,
  type topicFeedQuerySchema,
  topicSummarySchema,
} from '@pc/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { timed } from '../../db/statement-timing.js';
import { type JsonTemplate, fillTemplate, templateOf } from '../../lib/json-template.js';
import { SharedCache } from '../../lib/shared-cache.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { type StatusWindow, holdsAt, statusWindow } from './status-window.js';
import { assertFeedAllowed, isManager } from './topics.policy.js';
import { presentTopicSummary } from './topics.presenter.js';
import {
  type AudienceTopicRow,
  type FeedReaderState,
  feedReaderState,
  feedReaderStateAndTopics,
} from './topics.queries.js';

/** One question of a feed as JSON text, with one hole: whether the reader answered it. */
type FeedItem = { id: number; json: JsonTemplate<'answered'> };

/**
 * The My Specialty feed every member of a specialty and subspecialty shares: its published questions
 * in the feed's order, active and expired apart, each validated and serialised once. `builtAt` to
 * `validUntil` (ms): the time in which no question of the list is published or expires, so every
 * status and section in it still holds.
 */
export interface SharedFeed extends StatusWindow {
  /** The feed version the questions were read at (in the same statement). */
  version: number;
  /**
   * The questions' version (migration 0030) of the same statement: which questions the list holds
   * stays right while it has not moved, whatever answers came since (`activeQuestionsOf`).
   */
  questionsVersion: number;
  active: FeedItem[];
  archive: FeedItem[];
}
export type FeedCache = SharedCache<SharedFeed>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared My Specialty lists (`readSharedFeed`): one per app, read by the feed and by the thread
     * page's unseen-questions mark (`activeQuestionsOf`). Decorated in app.ts.
     */
    feedCache: FeedCache;
  }
}

/** How long a shared feed list lives at most (lists are keyed by the feed version anyway). */
const FEED_CACHE_MS = 60_000;

export function createFeedCache(app: FastifyInstance): FeedCache {
  return new SharedCache({
    ttlMs: FEED_CACHE_MS,
    // One list per specialty, subspecialty and order in use, each up to some hundred questions.
    maxEntries: 500,
    redis: app.redis,
    redisPrefix: `pc:${app.redisNamespace}:feed:`,
    onUnavailable: (err) => app.log.warn({ err }, 'feed cache unavailable; read from the database'),
    onLookup: (result) => app.metrics.cacheRequests.inc({ cache: 'feed', result }),
  });
}

/** The key of the list a member shares with their specialty and subspecialty, in one order. */
export const feedKey = (user: Pick<AuthUser, 'specialtyId' | 'subspecialtyId'>, sort: string) =>
  [user.specialtyId, user.subspecialtyId, sort].join(':');

/**
 * `GET topics?feed=my` for a member, as JSON text; null when the feed is not one members share (the
 * other feed, a manager's, or a member an NPI map names), which `readFeed` then answers as before.
 *
 * Per request: one statement (the feed version, whether an NPI map names the member, the questions
 * they answered), then the shared list of their specialty and subspecialty from the cache, split into
 * featured and answered by their answers, paged, and joined. The list is kept with the feed version
 * it was read at, which triggers move in the transaction of every write a feed shows (a question's
 * listed columns, its answers' count, its audience or specialties, a specialty's name: migration
 * 0025), and used only while the reader's version is not newer, so no member is served a list older
 * than the last committed write; and only until the next question of the list is published or
 * expires. A list that will not do is read again with the reader's part, in one statement.
 */
export async function readSharedFeed(
  db: Db,
  cache: FeedCache,
  user: AuthUser,
  query: z.output<typeof topicFeedQuerySchema>,
  now = new Date(),
): Promise<string | null> {
  assertFeedAllowed(user, query.feed);
  if (query.feed !== 'my' || isManager(user)) return null;
  const kept = await cache.find(feedKey(user, query.sort)).catch(() => undefined);
  let reader: FeedReaderState | undefined;
  let shared: SharedFeed | undefined;
  if (kept && holdsAt(kept, now)) {
    reader = await timed(db, 'feed_page', () => feedReaderState(db, user));
    // A list as new as what the reader's handle has committed, or newer (another instance's, or the
    // primary's while this read is on a lagging replica): a write then shows a moment early, never late.
    if (kept.version >= reader.version) shared = kept;
  }
  cache.lookup(shared ? 'hit' : 'miss');
  if (!shared) ({ reader, shared } = await readAndKeep(db, cache, user, query.sort, now));
  if (!reader || reader.npiMapped || !shared) return null;

  const active = { featured: [] as FeedItem[], answered: [] as FeedItem[] };
  for (const item of shared.active) (reader.answered.has(item.id) ? active.answered : active.featured).push(item);
  const lists: Record<TopicFeedSection, FeedItem[]> = { ...active, archive: shared.archive, scheduled: [] };
  const offset = (query.pageNumber - 1) * query.count;
  const sections = TOPIC_FEED_SECTIONS.map((section) => {
    const list = lists[section];
    const page = query.section && query.section !== section ? [] : list.slice(offset, offset + query.count);
    const items = page.map((item) => fillTemplate(item.json, () => String(reader.answered.has(item.id))));
    return `${JSON.stringify(section)}:{"items":[${items.join(',')}],"total":${list.length}}`;
  });
  // The envelope's values come from the validated query (an enum and two integers).
  return `{"feed":${JSON.stringify(query.feed)},"pageNumber":${query.pageNumber},"count":${query.count},${sections.join(',')}}`;
}

/**
 * The reader's part and their list in one statement, so the list is exactly as of the versions kept
 * with it. The list is kept whoever reads it: it holds the questions of the specialty and subspecialty,
 * never the reader's own (an NPI map naming the reader only means it is not all of theirs, which the
 * feed and the thread page's mark check). So no reader makes every one of their requests read it again.
 */
async function readAndKeep(
  db: Db,
  cache: FeedCache,
  user: AuthUser,
  sort: z.output<typeof topicFeedQuerySchema>['sort'],
  now: Date,
): Promise<{ reader: FeedReaderState; shared: SharedFeed }> {
  const { reader, rows } = await timed(db, 'feed_page', () => feedReaderStateAndTopics(db, user, { sort, now }));
  const shared = sharedFeed(rows, reader, now);
  // No version (its row is missing): nothing is kept that no write could make stale.
  if (!Number.isNaN(reader.version)) await cache.put(feedKey(user, sort), shared).catch(() => undefined);
  return { reader, shared };
}

/** The rows as the shared list: presented, validated against the feed's item schema and serialised once. */
function sharedFeed(
  rows: AudienceTopicRow[],
  { version, questionsVersion }: Pick<FeedReaderState, 'version' | 'questionsVersion'>,
  now: Date,
): SharedFeed {
  const shared: SharedFeed = { version, questionsVersion, ...statusWindow(rows, now), active: [], archive: [] };
  for (const row of rows) {
    if (!row.published) continue;
    const checked = topicSummarySchema.parse(presentTopicSummary(row, now));
    const json = templateOf<'answered'>((mark) => ({ ...checked, answered: mark('answered') }));
    (row.expired ? shared.archive : shared.active).push({ id: row.id, json });
  }
  return shared;
}

/**
 * The active questions of the list the member shares with their specialty and subspecialty, under the
 * default order (what the feed opens with), with the questions' version it was read at: the kept list
 * when one holds `now` (no question of it was published or expired since), else the list read and
 * kept now, so the next thread pages of anyone sharing it find it (one statement per list and minute;
 * a specialty's members may open threads without opening their feed). None for managers. The list is only the member's if no NPI map names them and no write moved the
 * questions' version since: whoever uses it checks both in the database (`unseenTopicsSql`). Answers
 * since do not matter here.
 */
export async function activeQuestionsOf(
  db: Db,
  cache: FeedCache,
  user: AuthUser,
  now: Date,
): Promise<{ version: number; ids: number[] } | undefined> {
  if (isManager(user)) return undefined;
  let list = await cache.find(feedKey(user, TOPIC_FEED_DEFAULT_SORT)).catch(() => undefined);
  if (!list || !holdsAt(list, now)) {
    list = (await readAndKeep(db, cache, user, TOPIC_FEED_DEFAULT_SORT, now)).shared;
  }
  // A list without the version (no version row, or kept by an older release in Redis) is not used.
  if (typeof list.questionsVersion !== 'number' || Number.isNaN(list.questionsVersion)) return undefined;
  return { version: list.questionsVersion, ids: list.active.map((item) => item.id) };
}
