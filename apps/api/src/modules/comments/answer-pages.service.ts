import {
  type AnswerComments,
  type AnswerPage,
  type answerCommentsQuerySchema,
  type answerPageQuerySchema,
  answerPageSchema,
} from '@pc/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { type JsonTemplate, fillTemplate, templateOf } from '../../lib/json-template.js';
import type { SharedCache } from '../../lib/shared-cache.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { QUESTION_NOT_FOUND } from '../topics/topics.service.js';
import { type FeedCache, activeQuestionsOf } from '../topics/feed-cache.js';
import {
  answerCommentRows,
  answerRows,
  commentPreviewRows,
  countThread,
  findAnswer,
  threadReaderState,
} from './answer-pages.queries.js';
import { type Continuation, decodeCursor, keysetCursor, pageOf } from './answer-cursors.js';
import { findThreadAccess } from './comments.queries.js';
import { seesResponses } from './comments.policy.js';
import { presentComment } from './comments.presenter.js';
import { timed } from '../../db/statement-timing.js';

export const ANSWER_NOT_FOUND = 'Answer not found';
/** A reader id no one has: rows read for everyone carry no own answer and no vote. */
const NOBODY = 0;
/** What every reader who sees the responses shares of a page: everything but their own votes and answer. */
export type SharedAnswerPage = Pick<AnswerPage, 'answers' | 'nextCursor' | 'totalAnswers' | 'totalResponses'>;
/**
 * Where a page's JSON text waits for the reader: whether an answer or comment is theirs (by its
 * author), their vote on an answer, and the page's own three per-reader fields.
 */
export type AnswerPageHole = { own: number } | { vote: number } | 'ownAnswerId' | 'showResponses' | 'hasUnseenTopics';
export type AnswerPageTemplate = JsonTemplate<AnswerPageHole>;
/** A shared page as cached: serialised, with the thread version it was read at (or after). */
export type AnswerPageCache = SharedCache<{ version: number; template: AnswerPageTemplate }>;

/**
 * `GET topics/{id}/answers`: one page of the thread in the chosen order, each answer with its comment
 * count and newest comments, as JSON text. While responses are hidden from the reader, the page holds
 * only their own answer with their own comments, as `GET comments` does.
 *
 * The part every reader shares (the page, the previews, the count: three statements) is cached with
 * the question's thread version, which every write to the thread moves in its own transaction (a
 * trigger on comments), and used only while the version the reader's access check reads is not newer:
 * a page is never older than the last committed write, the writer's own included. It is cached
 * validated and serialised (`pageTemplate`), with holes for the reader's own values. Per request, on
 * a kept page, one statement reads the access check with the version, the unseen-topics flag and the
 * reader's votes on the kept page's answers (`threadReaderState`), filled into the holes. The cache's
 * time limit only bounds how long a renamed author's old name can show.
 */
export async function readAnswerPage(
  db: Db,
  caches: { pages: AnswerPageCache; feeds: FeedCache },
  user: AuthUser,
  topicId: number,
  query: z.output<typeof answerPageQuerySchema>,
  now = new Date(),
): Promise<string> {
  const cache = caches.pages;
  const from = decodeCursor(query.orderby, query.cursor);
  const key = [topicId, query.orderby, query.limit, query.ignoreDeleted, query.cursor ?? ''].join(':');
  const [kept, activeQuestions] = await Promise.all([
    cache.find(key).catch(() => undefined),
    activeQuestionsOf(db, caches.feeds, user, now),
  ]);
  const state = await threadReaderState(db, user, topicId, now, kept ? voteHoles(kept.template) : [], activeQuestions);
  if (!state) throw notFound(QUESTION_NOT_FOUND);
  const showResponses = seesResponses(user, state);
  let template: AnswerPageTemplate;
  let votes = state.votes;
  if (showResponses && kept && kept.version >= state.thread_version) {
    cache.lookup('hit');
    template = kept.template;
  } else {
    // A page of one reader's own answer is theirs alone: not cached.
    if (showResponses) cache.lookup('miss');
    const read = await sharedPage(db, user, topicId, query, from, showResponses ? undefined : user.id);
    template = pageTemplate(read.shared);
    votes = read.votes;
    if (showResponses) await cache.put(key, { version: state.thread_version, template });
  }
  const ownAnswerId = state.own_answer_id === null ? null : Number(state.own_answer_id);
  return fillTemplate(template, (hole) => {
    if (hole === 'ownAnswerId') return JSON.stringify(ownAnswerId);
    if (hole === 'showResponses') return String(showResponses);
    if (hole === 'hasUnseenTopics') return String(state.unseen);
    if ('own' in hole) return String(hole.own === user.id);
    return String(votes.get(hole.vote) ?? null);
  });
}

const voteHoles = (template: AnswerPageTemplate) =>
  template.holes.flatMap((h) => (typeof h === 'object' && 'vote' in h ? [h.vote] : []));

/**
 * The shared page checked against the response schema once, when it is read from the database, and
 * serialised with holes for what is the reader's: `ownAnswer` of every answer and comment, `userVote`
 * of every answer (comments are not rated: theirs stays null), and the page's per-reader fields.
 */
export function pageTemplate(shared: SharedAnswerPage): AnswerPageTemplate {
  const checked = answerPageSchema.parse({
    ...shared,
    ownAnswerId: null,
    showResponses: false,
    hasUnseenTopics: false,
  });
  return templateOf<AnswerPageHole>((mark) => ({
    ...checked,
    answers: checked.answers.map((a) => ({
      ...a,
      ownAnswer: mark({ own: a.createdByUser.id }),
      userVote: mark({ vote: a.id }),
      comments: a.comments.map((c) => ({ ...c, ownAnswer: mark({ own: c.createdByUser.id }) })),
    })),
    ownAnswerId: mark('ownAnswerId'),
    showResponses: mark('showResponses'),
    hasUnseenTopics: mark('hasUnseenTopics'),
  }));
}

/**
 * The page as nobody in particular reads it (no own answers, no votes: the reader's are added after),
 * and the reader's votes on its answers, read with its rows.
 */
async function sharedPage(
  db: Db,
  reader: AuthUser,
  topicId: number,
  query: z.output<typeof answerPageQuerySchema>,
  from: Continuation,
  authorId: number | undefined,
): Promise<{ shared: SharedAnswerPage; votes: Map<number, 1 | -1> }> {
  const filter = { topicId, ignoreDeleted: query.ignoreDeleted, authorId };
  const [rows, totals] = await Promise.all([
    timed(db, 'answer_page', () =>
      answerRows(db, reader.id, { ...filter, order: query.orderby, ...from, take: query.limit + 1 }),
    ),
    countThread(db, filter),
  ]);
  const { page, next } = pageOf(rows, query.limit, query.orderby, from);
  const previews = await commentPreviewRows(
    db,
    NOBODY,
    page.map((a) => a.id),
    authorId,
  );
  const votes = new Map<number, 1 | -1>();
  for (const row of page) if (row.user_vote === 1 || row.user_vote === -1) votes.set(row.id, row.user_vote);
  const answers = page.map((row) => {
    const comments = previews.filter((c) => c.reply_to === row.id);
    const commentCount = Number(row.comment_count);
    const last = comments[comments.length - 1];
    return {
      ...presentComment({ ...row, user_vote: null }, NOBODY),
      comments: comments.map((c) => presentComment(c, NOBODY)),
      commentCount,
      moreComments: last && commentCount > comments.length ? keysetCursor('comments', last) : null,
    };
  });
  return {
    shared: { answers, nextCursor: next, totalAnswers: totals.answers, totalResponses: totals.responses },
    votes,
  };
}

/**
 * `GET comments/{id}/comments`: an answer's comments, newest first, a page at a time. The answer
 * must be one the reader may see in the thread: while responses are hidden from them, only their own
 * (with their own comments on it).
 */
export async function readAnswerComments(
  db: Db,
  user: AuthUser,
  answerId: number,
  query: z.output<typeof answerCommentsQuerySchema>,
  now = new Date(),
): Promise<AnswerComments> {
  const { after } = decodeCursor('comments', query.cursor);
  const answer = await findAnswer(db, answerId);
  const access = answer && (await findThreadAccess(db, user, answer.topic_id, now));
  if (!answer || !access) throw notFound(ANSWER_NOT_FOUND);
  const showResponses = seesResponses(user, access);
  if (!showResponses && answer.created_by_user_id !== user.id) throw notFound(ANSWER_NOT_FOUND);
  const rows = await answerCommentRows(db, user.id, {
    answerId,
    after,
    take: query.limit + 1,
    authorId: showResponses ? undefined : user.id,
  });
  const { page, next } = pageOf(rows, query.limit, 'comments');
  return { comments: page.map((c) => presentComment(c, user.id)), nextCursor: next };
}
