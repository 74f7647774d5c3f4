import type { AnswerComments, AnswerPage, PagedAnswer, RatingResult, SavedComment, ThreadComment } from '@pc/contracts';
import type { InfiniteData } from '@tanstack/react-query';

/**
 * The thread as the question page holds it: pages of answers (each with its newest comments) and,
 * per answer, pages of its older comments. The mutations change these in place, so what the member
 * did shows at once without reading every loaded page again.
 */
export type AnswerPages = InfiniteData<AnswerPage, string | undefined>;
export type CommentPages = InfiniteData<AnswerComments, string | undefined>;
export type ItemChange = (item: ThreadComment) => ThreadComment;

export const markDeleted =
  (deletedAt: string): ItemChange =>
  (item) => ({ ...item, deletedAt, text: '' });

export const applyEdit =
  (saved: SavedComment): ItemChange =>
  (item) => ({ ...item, text: saved.text, updatedAt: saved.updatedAt, modifiedByUser: saved.modifiedByUser });

export const applyRating =
  (result: RatingResult): ItemChange =>
  (item) => ({ ...item, userVote: result.userVote, rating: result.rating, adjustedRating: result.adjustedRating });

/** The saved item as the thread shows it (the unseen-topics flag belongs to the header). */
export function threadItemOf(saved: SavedComment): ThreadComment {
  const { hasUnseenTopics: _, ...item } = saved;
  return item;
}

/** A just-saved answer as an answer of a page: nobody has commented on it yet. */
export const answerOf = (saved: SavedComment): PagedAnswer => ({
  ...threadItemOf(saved),
  comments: [],
  commentCount: 0,
  moreComments: null,
});

/** Changes the answer, or the one of its shown comments, that has this id. */
export function changeInAnswer(answer: PagedAnswer, id: number, change: ItemChange): PagedAnswer {
  if (answer.id === id) return { ...answer, ...change(answer) };
  if (!answer.comments.some((c) => c.id === id)) return answer;
  return { ...answer, comments: answer.comments.map((c) => (c.id === id ? change(c) : c)) };
}

export function changeInAnswerPages(data: AnswerPages, id: number, change: ItemChange): AnswerPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, answers: page.answers.map((a) => changeInAnswer(a, id, change)) })),
  };
}

export function changeInCommentPages(data: CommentPages, id: number, change: ItemChange): CommentPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, comments: page.comments.map((c) => (c.id === id ? change(c) : c)) })),
  };
}

/**
 * A new comment goes first under its answer (comments are newest first) and counts as one more. The
 * cursor of the older comments stays where it was: they are still the ones after the comments that
 * were shown before, so a list of them already opened keeps its place.
 */
export function addComment(answer: PagedAnswer, comment: ThreadComment): PagedAnswer {
  if (comment.replyTo !== answer.id || answer.comments.some((c) => c.id === comment.id)) return answer;
  return { ...answer, comments: [comment, ...answer.comments], commentCount: answer.commentCount + 1 };
}

export function addCommentToPages(data: AnswerPages, comment: ThreadComment): AnswerPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({ ...page, answers: page.answers.map((a) => addComment(a, comment)) })),
  };
}

/** The member has just answered: every page names the answer as theirs, so the answer form goes at once. */
export function claimOwnAnswer(data: AnswerPages, id: number): AnswerPages {
  return { ...data, pages: data.pages.map((page) => ({ ...page, ownAnswerId: id })) };
}

/** The member deleted their answer: they may answer again, so the page no longer names one as theirs. */
export function forgetOwnAnswer(data: AnswerPages, id: number): AnswerPages {
  return {
    ...data,
    pages: data.pages.map((page) => (page.ownAnswerId === id ? { ...page, ownAnswerId: null } : page)),
  };
}

/**
 * The answers to show, in the order of the loaded pages, each once (a vote between two page reads
 * can move an answer from one page to the next). The member's just-saved answer comes first: sorted
 * by rating, a new answer (no votes yet) would land on a page not loaded, and the member must see
 * what they saved. The loaded copy wins over the saved one once its page is here, as it is fresher.
 */
export function threadAnswers(pages: readonly AnswerPage[], saved: PagedAnswer | null): PagedAnswer[] {
  const seen = new Set<number>();
  const answers: PagedAnswer[] = [];
  for (const page of pages) {
    for (const answer of page.answers) {
      if (seen.has(answer.id)) continue;
      seen.add(answer.id);
      answers.push(answer);
    }
  }
  if (!saved) return answers;
  const loaded = answers.find((a) => a.id === saved.id);
  return [loaded ?? saved, ...answers.filter((a) => a.id !== saved.id)];
}

/** An answer's comments as shown: its newest ones, then the older ones loaded so far, each once. */
export function shownComments(answer: PagedAnswer, older: readonly AnswerComments[]): ThreadComment[] {
  const seen = new Set(answer.comments.map((c) => c.id));
  const comments = [...answer.comments];
  for (const page of older) {
    for (const comment of page.comments) {
      if (seen.has(comment.id)) continue;
      seen.add(comment.id);
      comments.push(comment);
    }
  }
  return comments;
}

/** How many comments of the answer are not shown yet. */
export const commentsLeft = (answer: PagedAnswer, shown: number) => Math.max(0, answer.commentCount - shown);
