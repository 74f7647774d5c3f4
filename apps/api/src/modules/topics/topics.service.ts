import { TOPIC_FEED_SECTIONS, type TopicFeedResponse, type topicFeedQuerySchema } from '@pc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { assertFeedAllowed } from './topics.policy.js';
import { presentTopicDetail, presentTopicSummary } from './topics.presenter.js';
import {
  createTopicView,
  feedPage,
  findNextTopic,
  findVisibleTopic,
  findVisibleTopicDetail,
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
 * Opens a question: every opening is a topic view, whose id the thread's calls send back. The question
 * is read through `read` (a replica's handle, db/read-replicas.ts), the view written to `db`.
 */
export async function openQuestion(
  db: Db,
  user: AuthUser,
  id: number,
  { read = db, now = new Date() }: { read?: Db; now?: Date } = {},
) {
  const row = await timed(read, 'topic_detail', () => findVisibleTopicDetail(read, user, id, now));
  if (!row) throw notFound(QUESTION_NOT_FOUND);
  const topicViewId = await createTopicView(db, id, user.id);
  return presentTopicDetail(row, topicViewId, now);
}

export async function nextQuestion(db: Db, user: AuthUser, id: number, now = new Date()) {
  const current = await findVisibleTopic(db, user, id, now);
  if (!current) throw notFound(QUESTION_NOT_FOUND);
  const next = await findNextTopic(db, user, { id, expiration_date: new Date(current.expiration_date) }, now);
  return { next: next ? { id: next.id, title: next.title } : null };
}
