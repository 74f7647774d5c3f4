import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PhiConfirmationItem } from '@pc/contracts';
import { PHI_KIND_LABELS } from '@pc/phi/kinds';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';
import { MemberRewardsLink } from '../../../question/components/MemberRewardsLink';
import { formatDateTime } from '../../questions/utils/format';
import {
  authorName,
  contextPieces,
  isEditableHere,
  placeWords,
  SUBJECT_WORDS,
  subjectPhrase,
} from '../utils/confirmation-words';

/**
 * One stored finding its writer confirmed: where it is, the finding highlighted in its context, its
 * kind, who wrote it and when, and what the moderator can do: open its page, edit an answer's or
 * comment's text, delete it. The buttons name the text they act on, since many are on the page.
 */
export function ConfirmationCard({
  item,
  canOpenUsers,
  onEdit,
  onDelete,
}: {
  item: PhiConfirmationItem;
  /** The author's name links to their user page for those who may open it (user_management). */
  canOpenUsers: boolean;
  onEdit: (item: PhiConfirmationItem) => void;
  onDelete: (item: PhiConfirmationItem) => void;
}) {
  const context = contextPieces(item);
  const phrase = subjectPhrase(item);
  const editable = isEditableHere(item.subjectType);
  const gone = editable && item.subjectText === null;
  const author = authorName(item);
  return (
    <Paper component="li" withBorder radius="md" p="md" data-confirmation-id={item.id}>
      <Stack gap="xs">
        <Group justify="space-between" align="baseline" wrap="wrap" gap="xs">
          <Text size="sm" fw={600}>
            {placeWords(item)}
          </Text>
          <Text size="sm" c="gray.7">
            <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
          </Text>
        </Group>
        <p className="pc-phi-context">
          {context.before}
          <mark className="pc-phi-mark">{context.text}</mark>
          {context.after}
        </p>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          “{item.text}” {PHI_KIND_LABELS[item.kind]}. Confirmed by{' '}
          {canOpenUsers ? (
            <Anchor component={Link} to={`/moderator/users/${item.author.id}`} size="sm" inherit>
              {author}
            </Anchor>
          ) : (
            author
          )}
          . <MemberRewardsLink userId={item.author.id} name={author} />
        </Text>
        {gone && (
          <Text size="sm" c="gray.7">
            This {SUBJECT_WORDS[item.subjectType]} was deleted since.
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {item.link && (
            <Button component={Link} to={item.link} size="xs" variant="default" aria-label={`Open ${phrase}`}>
              Open
            </Button>
          )}
          {editable && !gone && (
            <Button
              size="xs"
              variant="light"
              leftSection={<Icon name="edit" size={14} />}
              aria-label={`Edit text of ${phrase}`}
              onClick={() => onEdit(item)}
            >
              Edit text
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<Icon name="trash" size={14} />}
            aria-label={`Delete ${phrase}`}
            onClick={() => onDelete(item)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
