import { Stack } from '@mantine/core';
import type { PagedAnswer } from '@pc/contracts';
import { useCallback, useEffect, useState } from 'react';
import { useAnswerComments } from '../api/get-answer-comments';
import { showFailure } from '../show-failure';
import { useFocusFirstNew } from '../use-focus-first-new';
import { useAnchorTarget, useLoadUntilFound } from '../use-reveal-anchor';
import { useScrollToAnchor } from '../use-scroll-to-anchor';
import { isOpen, type OpenForm } from '../utils/open-form';
import { commentsLeft, shownComments } from '../utils/thread-pages';
import type { AnswerActions } from './AnswerItem';
import { CommentItem } from './CommentItem';
import { ShowMoreButton } from './ShowMoreButton';

/**
 * An answer's comments, newest first: the newest three come with the answer's page; 'Show more
 * comments' adds the older ones below them, a page at a time, while any remain.
 */
export function AnswerComments({
  topicId,
  answer,
  userId,
  highlightedId,
  openForm,
  actions,
}: {
  topicId: number;
  answer: PagedAnswer;
  userId: number;
  highlightedId: number | null;
  openForm: OpenForm;
  actions: Pick<AnswerActions, 'toggleForm' | 'saveCommentEdit' | 'remove'>;
}) {
  const [requested, setRequested] = useState(false);
  const older = useAnswerComments(topicId, answer, requested);
  const comments = shownComments(answer, older.data?.pages ?? []);
  const left = commentsLeft(answer, comments.length);
  const focus = useFocusFirstNew(
    comments.map((c) => c.id),
    'data-comment-id',
  );
  // Until the member asks, the answer's cursor says whether older comments exist; a first read that
  // failed leaves the button there to try again.
  const firstReadFailed = older.isError && !older.data;
  const more = answer.moreComments !== null && (!requested || firstReadFailed || older.hasNextPage || older.isPending);
  const loading = older.isFetchingNextPage || (requested && older.isFetching && !older.data);

  useEffect(() => {
    if (!older.isError) return;
    focus.cancel();
    showFailure(older.error);
  }, [older.isError, older.error, focus.cancel]);

  // A link to an older comment of this answer (a notification) loads older comments until it shows.
  const anchor = useAnchorTarget();
  const revealId = anchor?.answerId === answer.id ? anchor.commentId : null;
  const { fetchNextPage } = older;
  const loadOlder = useCallback(() => {
    if (!requested) setRequested(true);
    else void fetchNextPage();
  }, [requested, fetchNextPage]);
  const revealed = revealId !== null && comments.some((c) => c.id === revealId);
  // The page's own scroll runs when the page renders; an older comment arrives in this part alone.
  useScrollToAnchor(revealed);
  useLoadUntilFound({
    enabled: revealId !== null && answer.moreComments !== null && !older.isError,
    found: revealed,
    hasNextPage: !requested || older.hasNextPage,
    fetching: older.isFetching,
    pagesLoaded: older.data?.pages.length ?? 0,
    loadNext: loadOlder,
  });

  const showMore = () => {
    focus.expectNew();
    if (!requested) setRequested(true);
    else if (firstReadFailed) void older.refetch();
    else void older.fetchNextPage();
  };

  if (comments.length === 0) return null;
  return (
    <Stack gap="xs" className="pc-thread-comments" ref={focus.container}>
      {comments.map((comment) => (
        <CommentItem
          key={comment.id}
          comment={comment}
          own={comment.createdByUser.id === userId}
          highlighted={highlightedId === comment.id}
          editing={isOpen(openForm, comment.id, 'edit')}
          onToggleEdit={() => actions.toggleForm(comment.id, 'edit')}
          onSaveEdit={(text, confirmations) => actions.saveCommentEdit(comment, text, confirmations)}
          onDelete={() => actions.remove({ id: comment.id, kind: 'comment' })}
        />
      ))}
      {more && (
        <ShowMoreButton
          label="Show more comments"
          remaining={left}
          loading={loading}
          size="compact-sm"
          onClick={showMore}
        />
      )}
    </Stack>
  );
}
