import { Anchor, Group, Stack, Title } from '@mantine/core';
import type { TopicSummary } from '@pc/contracts';
import { Link } from 'react-router';
import { TopicCard } from './TopicCard';

/** A titled list of questions with a "View all" link when the section holds more than is shown. */
export function FeedSection({
  id,
  title,
  topics,
  total,
  viewAllTo,
  empty,
}: {
  id: string;
  title: string;
  topics: TopicSummary[];
  total: number;
  viewAllTo?: string;
  empty?: React.ReactNode;
}) {
  if (topics.length === 0 && !empty) return null;
  return (
    <Stack component="section" aria-labelledby={`${id}-heading`} gap="sm">
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h3" id={`${id}-heading`}>
          {title}
        </Title>
        {viewAllTo && total > topics.length && (
          <Anchor component={Link} to={viewAllTo} aria-label={`View all ${title}`}>
            View all
          </Anchor>
        )}
      </Group>
      {topics.length === 0 ? empty : topics.map((topic) => <TopicCard key={topic.id} topic={topic} />)}
    </Stack>
  );
}
