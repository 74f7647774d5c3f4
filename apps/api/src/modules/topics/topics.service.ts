import { TOPIC_FEED_SECTIONS, type TopicFeedResponse, type topicFeedQuerySchema } from '@pc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { assertFeedAllowed } from './topics.policy.js';
import { presentTopicSummary } from './topics.presenter.js';
import { type QuestionCache, fillQuestion, keepQuestion, keptQuestion } from './question-cache.js';
import {
  feedPage,
  findNextTopic,
  findVisibleTopic,
  openVisibleTopic,
  readTopicDetail,
  recordVisibleView,
} from './topics.queries.js';
import { timed } from '../../db/statement-timing.js';

/** The message of every 404 on a question: it does not exist, or this user may not see it. */
export const QUESTION_NOT_FOUND = 'Question not found';

export async function readFeed(
  db: Db,
  user: AuthUser,
  query: z.output<typeof topicFeedQuerySchema>,
  now = new Date(),
): Promise<TopicFeedResponse> {
  assertFeedAllowed(user, query.feed);
  const { rows, totals } = await timed(db, 'feed_page', () => feedPage(db, user, { ...query, now }));
  const sections = Object.fromEntries(
    TOPIC_FEED_SECTIONS.map((section) => [
      section,
      {
        items: rows.filter((r) => r.section === section).map((r) => presentTopicSummary(r, now)),
        total: totals[section] ?? 0,
      },
    ]),
  ) as Pick<TopicFeedResponse, 'featured' | 'answered' | 'archive' | 'scheduled'>;
  return { feed: query.feed, pageNumber: query.pageNumber, count: query.count, ...sections };
}

/**
 * `GET topics/{id}` as JSON text. Every opening records a topic view, whose id the thread's calls send
 * back; the view is recorded only when the member may see the question (else 404).
 *
 * The page is the same for every member but for a few values (issue 27: reading, presenting,
 * validating and serialising it was most of the open's work past the floor's). It is kept with the
 * questions' version it was read at, which the triggers of migration 0030 move in the transaction of every
 * write to what the page shows, but its answer count and last answer time. So an opening with a kept
 * page runs one statement that records the view and reads the current version and the values the page
 * leaves open (the member's own, the count and the time); the kept page serves while its version is
 * not older, and until the question is published or expires. Without one, one statement records the
 * view and reads the page with its version; a kept page found older is read again after the view.
 */
export async function openQuestion(
  db: Db,
  cache: QuestionCache,
  user: AuthUser,
  id: number,
  now = new Date(),
): Promise<string> {
  const kept = await keptQuestion(cache, id, now);
  if (kept) {
    const view = await timed(db, 'topic_detail', () => recordVisibleView(db, user, id, now));
    if (!view) throw notFound(QUESTION_NOT_FOUND);
    if (view.questions_version !== null && kept.version >= view.questions_version) {
      cache.lookup('hit');
      return fillQuestion(kept, view);
    }
    cache.lookup('miss');
    const row = await timed(db, 'topic_detail', () => readTopicDetail(db, user, id));
    if (!row) throw notFound(QUESTION_NOT_FOUND);
    const shared = await keepQuestion(cache, id, row, row.questions_version, now);
    return fillQuestion(shared, { ...row, topic_view_id: view.topic_view_id });
  }
  cache.lookup('miss');
  const row = await timed(db, 'topic_detail', () => openVisibleTopic(db, user, id, now));
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  return fillQuestion(await keepQuestion(cache, id, row, row.questions_version, now), row);
}

export async function nextQuestion(db: Db, user: AuthUser, id: number, now = new Date()) {
  const current = await findVisibleTopic(db, user, id, now);
  if (!current) throw notFound(QUESTION_NOT_FOUND);
  const next = await findNextTopic(db, user, { id, expiration_date: new Date(current.expiration_date) }, now);
  return { next: next ? { id: next.id, title: next.title } : null };
}
