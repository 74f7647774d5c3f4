import type { AnswerPage, PagedAnswer, SavedComment, ThreadComment } from '@pc/contracts';
import { describe, expect, it } from 'vitest';
import {
  type AnswerPages,
  addComment,
  addCommentToPages,
  answerOf,
  applyEdit,
  applyRating,
  changeInAnswerPages,
  changeInCommentPages,
  claimOwnAnswer,
  commentsLeft,
  forgetOwnAnswer,
  markDeleted,
  shownComments,
  threadAnswers,
} from './thread-pages';

const author = { id: 1, firstName: 'Helen', lastName: 'Carter', specialty: null };

function comment(id: number, replyTo: number | null = 10): ThreadComment {
  return {
    id,
    topicId: 5,
    replyTo,
    text: `text ${id}`,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    deletedAt: null,
    createdByUser: author,
    modifiedByUser: null,
    ownAnswer: false,
    userVote: null,
    rating: { '1': 0, '-1': 0 },
    adjustedRating: 0,
  };
}

function answer(id: number, comments: ThreadComment[] = [], more: Partial<PagedAnswer> = {}): PagedAnswer {
  return { ...comment(id, null), comments, commentCount: comments.length, moreComments: null, ...more };
}

function page(answers: PagedAnswer[], more: Partial<AnswerPage> = {}): AnswerPage {
  return {
    answers,
    nextCursor: null,
    totalAnswers: 40,
    totalResponses: 90,
    ownAnswerId: null,
    showResponses: true,
    hasUnseenTopics: false,
    ...more,
  };
}

const pages = (...list: AnswerPage[]): AnswerPages => ({ pages: list, pageParams: list.map((_, i) => `c${i}`) });
const saved = (id: number, replyTo: number | null): SavedComment => ({
  ...comment(id, replyTo),
  ownAnswer: replyTo === null,
  hasUnseenTopics: true,
});

describe('the answers shown from the loaded pages', () => {
  it('keeps the pages’ order and shows an answer that moved between two page reads once', () => {
    const ids = threadAnswers([page([answer(1), answer(2)]), page([answer(2), answer(3)])], null).map((a) => a.id);
    expect(ids).toEqual([1, 2, 3]);
  });

  it('puts the member’s just-saved answer first when no loaded page holds it', () => {
    const mine = answerOf(saved(99, null));
    const shown = threadAnswers([page([answer(1), answer(2)])], mine);
    expect(shown.map((a) => a.id)).toEqual([99, 1, 2]);
    expect(shown[0]).toMatchObject({ comments: [], commentCount: 0, moreComments: null, ownAnswer: true });
    expect(shown[0]).not.toHaveProperty('hasUnseenTopics');
  });

  it('moves the loaded copy of the saved answer first, and shows it once', () => {
    const mine = answerOf(saved(2, null));
    const loaded = answer(2, [comment(20, 2)]);
    const shown = threadAnswers([page([answer(1), loaded]), page([answer(3)])], mine);
    expect(shown.map((a) => a.id)).toEqual([2, 1, 3]);
    expect(shown[0]).toBe(loaded);
  });
});

describe('changes to the cached pages', () => {
  it('marks a deleted comment wherever the pages hold it, and leaves the others', () => {
    const data = pages(page([answer(10, [comment(11), comment(12)])]), page([answer(20, [comment(21, 20)])]));
    const next = changeInAnswerPages(data, 12, markDeleted('2026-11-21T00:00:00.000Z'));
    const [first] = next.pages[0]!.answers;
    expect(first!.comments.map((c) => [c.id, c.deletedAt, c.text])).toEqual([
      [11, null, 'text 11'],
      [12, '2026-11-21T00:00:00.000Z', ''],
    ]);
    expect(next.pages[1]).toEqual(data.pages[1]);
    expect(next.pageParams).toEqual(data.pageParams);
  });

  it('applies a vote to the answer and keeps its comments', () => {
    const data = pages(page([answer(10, [comment(11)])]));
    const next = changeInAnswerPages(
      data,
      10,
      applyRating({ id: 10, userVote: 1, rating: { '1': 3, '-1': 1 }, adjustedRating: 0.3 }),
    );
    expect(next.pages[0]!.answers[0]).toMatchObject({
      userVote: 1,
      rating: { '1': 3, '-1': 1 },
      adjustedRating: 0.3,
      commentCount: 1,
    });
    expect(next.pages[0]!.answers[0]!.comments).toHaveLength(1);
  });

  it('applies an edit to an older comment loaded from the answer’s own list', () => {
    const edited = { ...saved(31, 10), text: 'better words', modifiedByUser: author };
    const older = { pages: [{ comments: [comment(30), comment(31)], nextCursor: null }], pageParams: ['x'] };
    const next = changeInCommentPages(older, 31, applyEdit(edited));
    expect(next.pages[0]!.comments.map((c) => c.text)).toEqual(['text 30', 'better words']);
    expect(next.pages[0]!.comments[1]!.modifiedByUser).toEqual(author);
  });

  it('adds a new comment first under its answer, counted, with the older comments’ cursor unchanged', () => {
    const data = pages(
      page([answer(10, [comment(11), comment(12), comment(13)], { commentCount: 5, moreComments: 'k' })]),
    );
    const next = addCommentToPages(data, comment(14));
    const [first] = next.pages[0]!.answers;
    expect(first!.comments.map((c) => c.id)).toEqual([14, 11, 12, 13]);
    expect(first!.commentCount).toBe(6);
    expect(first!.moreComments).toBe('k');
    // Added twice (the save and a late copy of it): still once.
    expect(addComment(first!, comment(14))).toBe(first);
    // Another answer's comment does not land here.
    expect(addComment(first!, comment(15, 77))).toBe(first);
  });

  it('names the just-saved answer as the member’s on every page, so the answer form goes', () => {
    const data = pages(page([answer(10)]), page([answer(11)]));
    expect(claimOwnAnswer(data, 99).pages.map((p) => p.ownAnswerId)).toEqual([99, 99]);
  });

  it('forgets the member’s deleted answer so the answer form returns', () => {
    const data = pages(page([answer(10)], { ownAnswerId: 10 }), page([], { ownAnswerId: 10 }));
    expect(forgetOwnAnswer(data, 10).pages.map((p) => p.ownAnswerId)).toEqual([null, null]);
    expect(forgetOwnAnswer(data, 11).pages.map((p) => p.ownAnswerId)).toEqual([10, 10]);
  });
});

describe('an answer’s comments', () => {
  it('shows the newest ones, then the older pages, each once', () => {
    const a = answer(10, [comment(15), comment(14), comment(13)], { commentCount: 6, moreComments: 'k' });
    const older = [
      { comments: [comment(13), comment(12)], nextCursor: 'n' },
      { comments: [comment(11)], nextCursor: null },
    ];
    const shown = shownComments(a, older);
    expect(shown.map((c) => c.id)).toEqual([15, 14, 13, 12, 11]);
    expect(commentsLeft(a, shown.length)).toBe(1);
    expect(commentsLeft(a, 9)).toBe(0);
  });
});
