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
  insert,
}: {
  id: string;
  title: string;
  topics: TopicSummary[];
  total: number;
  viewAllTo?: string;
  empty?: React.ReactNode;
  /** Something placed among the questions (the middle ad), after `at` of them or at the end. */
  insert?: { at: number; node: React.ReactNode };
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
      {topics.length === 0
        ? empty
        : topics.flatMap((topic, i) => [
            ...(insert && i === Math.min(insert.at, topics.length) ? [<div key="feed-insert">{insert.node}</div>] : []),
            <TopicCard key={topic.id} topic={topic} />,
          ])}
      {insert && topics.length > 0 && insert.at >= topics.length && insert.node}
    </Stack>
  );
}
