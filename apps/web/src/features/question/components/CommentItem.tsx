import { Button, Stack, Text } from '@mantine/core';
import { DELETED_TEXTS, type ThreadComment } from '@pc/contracts';
import { AuthorLine } from './AuthorLine';

/** A comment on an answer; its author may delete it (it then reads "This comment was deleted"). */
export function CommentItem({
  comment,
  own,
  highlighted,
  onDelete,
}: {
  comment: ThreadComment;
  own: boolean;
  highlighted: boolean;
  onDelete: () => void;
}) {
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
      tabIndex={-1}
    >
      <AuthorLine
        author={comment.createdByUser}
        createdAt={comment.createdAt}
        edited={comment.modifiedByUser !== null}
        own={own}
      />
      <Text size="sm" className="pc-thread-text">
        {comment.text}
      </Text>
      {own && (
        <Button variant="subtle" color="red" size="compact-xs" w="fit-content" px={0} onClick={onDelete}>
          Delete comment
        </Button>
      )}
    </Stack>
  );
}
