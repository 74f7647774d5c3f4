import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { PhiConfirmationItem } from '@pc/contracts';
import { Link } from 'react-router';
import { Icon } from '../../../../ui/Icon';
import { MemberRewardsLink } from '../../../question/components/MemberRewardsLink';
import { formatDateTime } from '../../questions/utils/format';
import { ConfirmationImage } from './ConfirmationImage';
import {
  authorName,
  contextPieces,
  findingWords,
  IMAGE_NOT_DELETED_HERE,
  imageAlt,
  isEditableHere,
  isFace,
  placeWords,
  SUBJECT_WORDS,
  subjectPhrase,
} from '../utils/confirmation-words';

/**
 * One stored finding its writer confirmed: where it is, the finding highlighted in its context, its
 * kind, who wrote it and when, and what the moderator can do: open its page, edit an answer's or
 * comment's text, delete it. The buttons name the text they act on, since many are on the page.
 * An uploaded image's finding (issue 23) shows the image with the finding's boxes marked, the text
 * read from it around the finding (faces: the marks alone), and a link to the full image; it has no Delete (the API refuses
 * it with 409: an image is replaced where it is used), which the card says instead.
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
  const image = item.image;
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
        {image && <ConfirmationImage url={image.url} boxes={image.boxes} alt={imageAlt(item)} />}
        {image && !isFace(item) && (
          <Text size="xs" c="gray.7" mb={-6}>
            Text read from the image
          </Text>
        )}
        {/* Faces have no text around them: the marks on the image are the finding. */}
        {!isFace(item) && (
          <p className="pc-phi-context">
            {context.before}
            <mark className="pc-phi-mark">{context.text}</mark>
            {context.after}
          </p>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {findingWords(item)}. Confirmed by{' '}
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
          {image && (
            <Button
              component="a"
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="default"
              aria-label={`Open image by ${author} with “${item.text}” (new tab)`}
            >
              Open image
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
          {!image && (
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
          )}
        </Group>
        {image && (
          <Text size="sm" c="gray.7">
            {IMAGE_NOT_DELETED_HERE}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
