import { Alert, Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import type { ConsensusReviewItem } from '@pc/contracts';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { Chip } from '../../../../ui/Chip';
import { canResubmit, previewPath, resubmitPath, statusColor, statusLabel } from '../utils/review-links';

const day = (iso: string | null) => (iso ? dayjs(iso).format('D MMMM YYYY') : null);

/**
 * One consensus in a review list: its title opens the preview; the author's own list also shows the
 * reviewer's note and the way back into the wizard.
 */
export function ReviewItemCard({ item, list }: { item: ConsensusReviewItem; list: 'review' | 'mine' }) {
  const author = item.author ? `${item.author.firstName} ${item.author.lastName}` : null;
  const when =
    item.status === 'published'
      ? `Published ${day(item.publishedAt) ?? ''}`
      : item.submittedAt
        ? `Submitted ${day(item.submittedAt)}`
        : null;
  const meta = [item.ConsensusType, item.TopicSelection, list === 'review' && author ? `by ${author}` : null, when]
    .filter(Boolean)
    .join(' · ');
  const returned = list === 'mine' && item.status === 'draft' && item.returnNote?.trim();
  return (
    <Paper component="li" withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Anchor component={Link} to={previewPath(item.id, item.status)} fw={700} style={{ overflowWrap: 'anywhere' }}>
            {item.ConsensusTitle}
          </Anchor>
          <Chip color={statusColor(item.status, item.returnNote)}>{statusLabel(item.status, item.returnNote)}</Chip>
        </Group>
        {meta && (
          <Text size="sm" c="gray.7">
            {meta}
          </Text>
        )}
        {list === 'review' && !item.canReview && (
          <Text size="sm" c="gray.7">
            Your own submission: another reviewer decides on it.
          </Text>
        )}
        {returned && (
          <Alert
            color="indigo"
            variant="light"
            title={item.returnedAt ? `Returned ${day(item.returnedAt)} with a note` : 'Returned with a note'}
          >
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {item.returnNote}
            </Text>
          </Alert>
        )}
        {list === 'mine' && canResubmit(item.status) && (
          <Anchor
            component={Link}
            to={resubmitPath(item.id)}
            size="sm"
            fw={600}
            w="fit-content"
            aria-label={`Edit and resubmit: ${item.ConsensusTitle}`}
          >
            Edit and resubmit
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
