import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import {
  type Answer,
  DELETED_TEXTS,
  type PagedAnswer,
  type PhiConfirmation,
  type RatingValue,
  type ThreadComment,
} from '@pc/contracts';
import { isOpen, type OpenForm } from '../utils/open-form';
import { AnswerComments } from './AnswerComments';
import { AuthorLine } from './AuthorLine';
import { RatingButtons } from './RatingButtons';
import { TextEntryForm } from './TextEntryForm';
import { CitationText } from './CitationText';

export interface AnswerActions {
  /** Opens or closes an answer's comment form, or the edit form of an answer or one's own comment. */
  toggleForm(id: number, kind: 'comment' | 'edit'): void;
  saveEdit(answer: Answer, text: string, phiConfirmations: PhiConfirmation[] | undefined): Promise<unknown>;
  saveCommentEdit(
    comment: ThreadComment,
    text: string,
    phiConfirmations: PhiConfirmation[] | undefined,
  ): Promise<unknown>;
  saveComment(answer: Answer, text: string, phiConfirmations: PhiConfirmation[] | undefined): Promise<unknown>;
  rate(answer: Answer, value: RatingValue): void;
  flag(answer: Answer): void;
  remove(item: { id: number; kind: 'answer' | 'comment' }): void;
}

/**
 * One answer with its comments (spec §2, §4, §6). Own answers can be edited and deleted but not rated
 * or reported; the Comment button shows on others' answers, and on one's own once someone else has
 * commented on it, so the author can reply to them.
 */
export function AnswerItem({
  topicId,
  answer,
  userId,
  openForm,
  highlightedId,
  ratingPending,
  actions,
  writer,
}: {
  topicId: number;
  answer: PagedAnswer;
  userId: number;
  /** The reader answers, comments and votes (a member); others read only. */
  writer: boolean;
  openForm: OpenForm;
  highlightedId: number | null;
  ratingPending: boolean;
  actions: AnswerActions;
}) {
  const deleted = answer.deletedAt !== null;
  // Older comments than the shown ones mean someone else commented: the author may comment on their
  // own answer only after another member has.
  const othersCommented =
    answer.comments.some((c) => c.createdByUser.id !== userId && !c.deletedAt) || answer.moreComments !== null;
  const canComment = writer && !deleted && (!answer.ownAnswer || othersCommented);
  const editing = isOpen(openForm, answer.id, 'edit');
  const commenting = isOpen(openForm, answer.id, 'comment');
  const authorName = `${answer.createdByUser.firstName} ${answer.createdByUser.lastName}`;

  return (
    <Paper
      component="article"
      withBorder
      p={{ base: 'sm', sm: 'md' }}
      className="pc-thread-item"
      data-highlighted={highlightedId === answer.id}
      data-answer-id={answer.id}
      id={`answer-${answer.id}`}
      tabIndex={-1}
      data-agree={answer.rating['1']}
      data-disagree={answer.rating['-1']}
      aria-label={deleted ? 'Deleted answer' : `Answer by ${authorName}`}
    >
      <Stack gap="xs">
        {deleted ? (
          <Text fs="italic" c="gray.7">
            {answer.ownAnswer ? DELETED_TEXTS.ownAnswer : DELETED_TEXTS.answer}
          </Text>
        ) : (
          <>
            <AuthorLine
              author={answer.createdByUser}
              createdAt={answer.createdAt}
              edited={answer.modifiedByUser !== null}
              own={answer.ownAnswer}
            />
            {editing ? (
              <TextEntryForm
                kind="answer"
                label="Edit your answer"
                submitLabel="Save answer"
                initialText={answer.text}
                draft={{ kind: 'edit', targetId: answer.id }}
                autoFocus
                onSubmit={(text, confirmations) => actions.saveEdit(answer, text, confirmations)}
                onCancel={() => actions.toggleForm(answer.id, 'edit')}
              />
            ) : (
              <Text className="pc-thread-text">
                <CitationText text={answer.text} />
              </Text>
            )}
            <Group justify="space-between" gap="xs" wrap="wrap">
              <RatingButtons
                answer={answer}
                pending={ratingPending}
                readOnly={!writer}
                onRate={(value) => actions.rate(answer, value)}
              />
              <Group gap={4} wrap="wrap">
                {canComment && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    aria-expanded={commenting}
                    onClick={() => actions.toggleForm(answer.id, 'comment')}
                  >
                    Comment
                  </Button>
                )}
                {answer.ownAnswer ? (
                  <>
                    <Button
                      variant="subtle"
                      size="compact-sm"
                      aria-expanded={editing}
                      onClick={() => actions.toggleForm(answer.id, 'edit')}
                    >
                      Edit
                    </Button>
                    <Button
                      variant="subtle"
                      color="red"
                      size="compact-sm"
                      onClick={() => actions.remove({ id: answer.id, kind: 'answer' })}
                    >
                      Delete
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="subtle"
                    color="gray"
                    size="compact-sm"
                    aria-label={`Report the answer by ${authorName}`}
                    onClick={() => actions.flag(answer)}
                  >
                    Report
                  </Button>
                )}
              </Group>
            </Group>
          </>
        )}
        {commenting && (
          <TextEntryForm
            kind="comment"
            label={`Comment on ${answer.ownAnswer ? 'your answer' : `${authorName}'s answer`}`}
            submitLabel="Post comment"
            draft={{ kind: 'comment', targetId: answer.id }}
            autoFocus
            onSubmit={(text, confirmations) => actions.saveComment(answer, text, confirmations)}
            onCancel={() => actions.toggleForm(answer.id, 'comment')}
          />
        )}
        <AnswerComments
          topicId={topicId}
          answer={answer}
          userId={userId}
          highlightedId={highlightedId}
          openForm={openForm}
          actions={actions}
        />
      </Stack>
    </Paper>
  );
}
