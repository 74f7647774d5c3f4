import { Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TopicSummary } from '@pc/contracts';
import { Link } from 'react-router';
import { topicTiming } from '../utils/topic-timing';
import { StatusBadge } from './StatusBadge';

/** One question in a feed: title linking to the question view, status label and its time line. */
export function TopicCard({ topic }: { topic: TopicSummary }) {
  const timing = topicTiming(topic);
  const responses = topic.totalResponsesCount;
  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={`topic-${topic.id}-title`}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap">
          <StatusBadge status={topic.status} />
          <Text size="sm" c="gray.7">
            {timing.timeText}
          </Text>
          {topic.answered && (
            <Badge color="grape" variant="outline">
              Answered
            </Badge>
          )}
        </Group>
        <Anchor
          component={Link}
          to={`/questions/${topic.id}`}
          id={`topic-${topic.id}-title`}
          fw={650}
          size="lg"
          c="dark.8"
          style={{ overflowWrap: 'anywhere' }}
        >
          {topic.title}
        </Anchor>
        <Text size="sm" c="dark.5" lineClamp={2}>
          {topic.description}
        </Text>
        <Group gap="xs" justify="space-between">
          <Text size="xs" c="gray.7">
            {topic.specialties.map((s) => s.name).join(', ')}
          </Text>
          <Text size="xs" c="gray.7">
            {responses === 1 ? '1 response' : `${responses} responses`}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
