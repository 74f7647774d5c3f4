import type { PagedAnswer, SavedComment, ThreadComment } from '@pc/contracts';
import { type QueryClient, skipToken, useQuery } from '@tanstack/react-query';
import {
  type AnswerPages,
  addComment,
  addCommentToPages,
  answerOf,
  type CommentPages,
  changeInAnswer,
  changeInAnswerPages,
  changeInCommentPages,
  claimOwnAnswer,
  forgetOwnAnswer,
  type ItemChange,
} from '../utils/thread-pages';

/**
 * Everything the question page caches about one thread lives under this key: the pages of answers
 * (`get-answer-page.ts`), each answer's older comments (`get-answer-comments.ts`) and the answer the
 * member has just saved. Invalidating it reads the thread again; the mutations below change each
 * part in place.
 */
export const commentsQueryKey = (topicId: number) => ['comments', topicId] as const;
export const answerPagesQueryKey = (topicId: number) => [...commentsQueryKey(topicId), 'answers'] as const;
export const answerCommentsQueryKey = (topicId: number) => [...commentsQueryKey(topicId), 'answer-comments'] as const;
const savedAnswerQueryKey = (topicId: number) => [...commentsQueryKey(topicId), 'saved-answer'] as const;

/**
 * What an answer changes besides its thread: the feeds (featured or answered) and the next question.
 * The feeds are marked stale (read again when next shown); the next question is read again now.
 */
export const invalidateAroundThread = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ['topics', 'feed'], refetchType: 'none' }),
    queryClient.invalidateQueries({ queryKey: ['topics', 'next'] }),
  ]);

/** After an answer is saved: the thread is read again (its order, count and visibility may change). */
export const invalidateAfterAnswer = (queryClient: QueryClient, topicId: number) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: commentsQueryKey(topicId) }),
    invalidateAroundThread(queryClient),
  ]);

/** Changes the answer or comment with this id wherever the thread's cache holds it. */
export function changeThreadItem(queryClient: QueryClient, topicId: number, id: number, change: ItemChange) {
  queryClient.setQueriesData<AnswerPages>({ queryKey: answerPagesQueryKey(topicId) }, (data) =>
    data ? changeInAnswerPages(data, id, change) : data,
  );
  queryClient.setQueriesData<CommentPages>({ queryKey: answerCommentsQueryKey(topicId) }, (data) =>
    data ? changeInCommentPages(data, id, change) : data,
  );
  queryClient.setQueryData<PagedAnswer | null>(savedAnswerQueryKey(topicId), (answer) =>
    answer ? changeInAnswer(answer, id, change) : answer,
  );
}

/** A new comment, shown first under its answer (in every order the pages were read in). */
export function addThreadComment(queryClient: QueryClient, topicId: number, comment: ThreadComment) {
  queryClient.setQueriesData<AnswerPages>({ queryKey: answerPagesQueryKey(topicId) }, (data) =>
    data ? addCommentToPages(data, comment) : data,
  );
  queryClient.setQueryData<PagedAnswer | null>(savedAnswerQueryKey(topicId), (answer) =>
    answer ? addComment(answer, comment) : answer,
  );
}

/** The member's answer is deleted: the pages no longer name it as theirs, so the answer form returns. */
export function forgetThreadOwnAnswer(queryClient: QueryClient, topicId: number, id: number) {
  queryClient.setQueriesData<AnswerPages>({ queryKey: answerPagesQueryKey(topicId) }, (data) =>
    data ? forgetOwnAnswer(data, id) : data,
  );
}

/**
 * Keeps the member's just-saved answer, shown first until they leave the question (see
 * `threadAnswers`), and names it as theirs in the pages, so that the answer form goes as it appears.
 */
export function rememberSavedAnswer(queryClient: QueryClient, topicId: number, saved: SavedComment) {
  queryClient.setQueryData<PagedAnswer | null>(savedAnswerQueryKey(topicId), answerOf(saved));
  queryClient.setQueriesData<AnswerPages>({ queryKey: answerPagesQueryKey(topicId) }, (data) =>
    data ? claimOwnAnswer(data, saved.id) : data,
  );
}

/**
 * The answer the member saved on this visit, or null. Never fetched (it comes from the save), and
 * dropped when the question page closes: on the next visit the answer sits where its order puts it.
 */
export function useSavedAnswer(topicId: number): PagedAnswer | null {
  const { data } = useQuery<PagedAnswer | null>({
    queryKey: savedAnswerQueryKey(topicId),
    queryFn: skipToken,
    gcTime: 0,
  });
  return data ?? null;
}
