import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { type InternalTopicListItem, TOPIC_STATUS, TOPIC_STATUS_LABEL, type TopicStatus } from '@pc/contracts';
import { forwardRef } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../utils/format';

export const STATUS_COLOR: Record<TopicStatus, string> = {
  [TOPIC_STATUS.scheduled]: 'blue.9',
  [TOPIC_STATUS.active]: 'teal.9',
  [TOPIC_STATUS.expired]: 'gray.8',
};

/** One question in the moderator's list, linking to its details. */
export const QuestionListItem = forwardRef<HTMLElement, { question: InternalTopicListItem }>(function QuestionListItem(
  { question: q },
  ref,
) {
  const targets = q.useNpiMap ? 'NPI list' : [...q.specialties, ...q.subspecialties].map((s) => s.name).join(', ');
  return (
    <Paper ref={ref} component="article" withBorder p="md" radius="md" aria-labelledby={`question-${q.id}`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <Badge color={STATUS_COLOR[q.status]} variant="outline">
            {TOPIC_STATUS_LABEL[q.status]}
          </Badge>
          <Text size="sm" c="gray.7">
            #{q.id} · Publish {formatDateTime(q.publishDate)} · Expires {formatDateTime(q.expirationDate)}
          </Text>
        </Group>
        <Anchor
          component={Link}
          to={`/moderator/questions/${q.id}/details`}
          id={`question-${q.id}`}
          fw={650}
          size="lg"
          c="dark.8"
          style={{ overflowWrap: 'anywhere' }}
        >
          {q.title}
        </Anchor>
        <Text size="sm" c="dark.5" lineClamp={2}>
          {q.description}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="gray.7">
            {targets} · by {q.author.firstName} {q.author.lastName}
          </Text>
          <Text size="xs" c="gray.7">
            {q.answersCount === 1 ? '1 answer' : `${q.answersCount} answers`} · {q.totalResponsesCount} responses
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
});
