import { Stack, Text } from '@mantine/core';
import { modals } from '../../../lib/modals';
import { type Answer, CITATION_IDS_MAX, type PagedAnswer } from '@pc/contracts';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { useCitationTitles } from '../api/get-citations';
import { useCreateComment } from '../api/create-comment';
import { useDeleteComment } from '../api/delete-comment';
import { useRateComment } from '../api/rate-comment';
import { useUpdateComment } from '../api/update-comment';
import { showFailure } from '../show-failure';
import { useFocusFirstNew } from '../use-focus-first-new';
import { citationKeys } from '../utils/citation-segments';
import { isOpen, type OpenForm, toggleOpenForm } from '../utils/open-form';
import { type AnswerActions, AnswerItem } from './AnswerItem';
import { CitationTitles } from './CitationText';
import { ShowMoreButton } from './ShowMoreButton';

/** The pages of answers not loaded yet: how many remain and how to load the next one. */
export interface MoreAnswers {
  hasMore: boolean;
  remaining: number;
  loading: boolean;
  /** Loads the next page; false when it failed (the failure is told elsewhere). */
  load: () => Promise<boolean>;
}

/**
 * The answers of a question with their comments, and the actions on them; 'Show more answers' below
 * them while pages remain. Only one answer at a time has its comment or edit form open (spec §4), and
 * a member's edit of their own comment counts as one of those forms.
 */
export function ThreadList({
  topicId,
  topicViewId,
  userId,
  writer,
  answers,
  more,
  highlightedId,
  onSaved,
  onAnswerUpdated,
  onFlag,
}: {
  topicId: number;
  topicViewId: number;
  userId: number;
  writer: boolean;
  answers: PagedAnswer[];
  more: MoreAnswers;
  highlightedId: number | null;
  onSaved: (id: number) => void;
  onAnswerUpdated: (answerId: number, hasUnseenTopics: boolean) => void;
  onFlag: (answer: Answer) => void;
}) {
  const [openForm, setOpenForm] = useState<OpenForm>(null);
  const focus = useFocusFirstNew(
    answers.map((a) => a.id),
    'data-answer-id',
  );
  // Closes the form that was saved, unless the member has opened another one meanwhile.
  const closeForm = (id: number, kind: 'comment' | 'edit') =>
    setOpenForm((current) => (isOpen(current, id, kind) ? null : current));
  const createComment = useCreateComment(topicId);
  const updateComment = useUpdateComment(topicId);
  const deleteComment = useDeleteComment(topicId);
  const rateComment = useRateComment(topicId);

  const actions: AnswerActions = {
    toggleForm: (id, kind) => setOpenForm((current) => toggleOpenForm(current, id, kind)),
    saveEdit: async (answer, text, phiConfirmations) => {
      try {
        const saved = await updateComment.mutateAsync({ id: answer.id, text, phiConfirmations });
        closeForm(answer.id, 'edit');
        onSaved(saved.id);
        onAnswerUpdated(saved.id, saved.hasUnseenTopics);
      } catch (error) {
        showFailure(error);
        throw error;
      }
    },
    saveCommentEdit: async (comment, text, phiConfirmations) => {
      try {
        const saved = await updateComment.mutateAsync({ id: comment.id, text, phiConfirmations });
        closeForm(comment.id, 'edit');
        onSaved(saved.id);
      } catch (error) {
        showFailure(error);
        throw error;
      }
    },
    saveComment: async (answer, text, phiConfirmations) => {
      try {
        const saved = await createComment.mutateAsync({
          topicId,
          topicViewId,
          replyTo: answer.id,
          text,
          phiConfirmations,
        });
        // The comment is already in the cache and shows on the query's next notification: close the
        // form first, so that its text is never on screen twice.
        flushSync(() => {
          closeForm(answer.id, 'comment');
          onSaved(saved.id);
        });
      } catch (error) {
        showFailure(error);
        throw error;
      }
    },
    rate: (answer, rating) => {
      if (rateComment.isPending) return;
      rateComment.mutate({ id: answer.id, rating }, { onError: showFailure });
    },
    flag: onFlag,
    remove: ({ id, kind }) =>
      modals.openConfirmModal({
        title: kind === 'answer' ? 'Delete your answer?' : 'Delete your comment?',
        children: (
          <Text size="sm">
            {kind === 'answer'
              ? 'Your answer will be marked as deleted. Comments on it stay in the thread.'
              : 'Your comment will be removed from the thread.'}
          </Text>
        ),
        labels: { confirm: 'Delete', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => {
          setOpenForm(null);
          deleteComment.mutate(id, { onError: showFailure });
        },
      }),
  };

  const ratingInFlight = rateComment.isPending ? rateComment.variables?.id : undefined;
  // One request for the titles of every citation the loaded answers and their comments show (issue 24).
  const titles = useCitationTitles(
    citationKeys(
      answers.flatMap((a) => [a.text, ...a.comments.map((c) => c.text)]),
      CITATION_IDS_MAX,
    ),
  );
  return (
    <CitationTitles.Provider value={titles.data ?? NO_TITLES}>
      <Stack gap="sm">
        <Stack gap="sm" ref={focus.container}>
          {answers.map((answer) => (
            <AnswerItem
              key={answer.id}
              topicId={topicId}
              answer={answer}
              userId={userId}
              writer={writer}
              openForm={openForm}
              highlightedId={highlightedId}
              ratingPending={ratingInFlight !== undefined}
              actions={actions}
            />
          ))}
        </Stack>
        {more.hasMore && (
          <ShowMoreButton
            label="Show more answers"
            remaining={more.remaining}
            loading={more.loading}
            onClick={async () => {
              focus.expectNew();
              if (!(await more.load())) focus.cancel();
            }}
          />
        )}
      </Stack>
    </CitationTitles.Provider>
  );
}

const NO_TITLES: ReadonlyMap<string, string> = new Map();
