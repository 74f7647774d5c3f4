import { Button, Group, Stack, Text } from '@mantine/core';
import { DELETED_TEXTS, type PhiConfirmation, type ThreadComment } from '@pc/contracts';
import { useEffect, useRef } from 'react';
import { AuthorLine } from './AuthorLine';
import { TextEntryForm } from './TextEntryForm';
import { CitationText } from './CitationText';

/**
 * A comment on an answer. Its author may edit it, in the comment form's rules and with the same
 * check for patient identifiers as an answer's edit, or delete it (it then reads "This comment was
 * deleted").
 */
export function CommentItem({
  comment,
  own,
  highlighted,
  editing,
  onToggleEdit,
  onSaveEdit,
  onDelete,
}: {
  comment: ThreadComment;
  own: boolean;
  highlighted: boolean;
  editing: boolean;
  onToggleEdit: () => void;
  onSaveEdit: (text: string, phiConfirmations: PhiConfirmation[] | undefined) => Promise<unknown>;
  onDelete: () => void;
}) {
  const editButton = useRef<HTMLButtonElement>(null);
  const wasEditing = useRef(editing);
  // Saved or cancelled, the form goes and the keyboard comes back to its Edit button, unless the
  // member has moved on to another form meanwhile (it took the focus).
  useEffect(() => {
    if (wasEditing.current && !editing && (!document.activeElement || document.activeElement === document.body)) {
      editButton.current?.focus();
    }
    wasEditing.current = editing;
  }, [editing]);

  if (comment.deletedAt) {
    return (
      <Text
        size="sm"
        fs="italic"
        c="gray.7"
        className="pc-thread-item"
        p={4}
        data-comment-id={comment.id}
        tabIndex={-1}
      >
        {DELETED_TEXTS.comment}
      </Text>
    );
  }
  return (
    <Stack
      gap={2}
      className="pc-thread-item"
      data-highlighted={highlighted}
      p={4}
      data-comment-id={comment.id}
      id={`comment-${comment.id}`}
      tabIndex={-1}
    >
      <AuthorLine
        author={comment.createdByUser}
        createdAt={comment.createdAt}
        edited={comment.modifiedByUser !== null}
        own={own}
      />
      {editing ? (
        <TextEntryForm
          kind="comment"
          label="Edit your comment"
          submitLabel="Save comment"
          initialText={comment.text}
          draft={{ kind: 'edit', targetId: comment.id }}
          autoFocus
          onSubmit={onSaveEdit}
          onCancel={onToggleEdit}
        />
      ) : (
        <Text size="sm" className="pc-thread-text">
          <CitationText text={comment.text} />
        </Text>
      )}
      {own && (
        <Group gap="md">
          <Button
            ref={editButton}
            variant="subtle"
            size="compact-xs"
            px={0}
            aria-expanded={editing}
            onClick={onToggleEdit}
          >
            Edit comment
          </Button>
          <Button variant="subtle" color="red" size="compact-xs" px={0} onClick={onDelete}>
            Delete comment
          </Button>
        </Group>
      )}
    </Stack>
  );
}
