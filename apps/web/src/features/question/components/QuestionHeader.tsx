import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TopicDetail } from '@pc/contracts';
import { useState } from 'react';
import { StatusBadge } from '../../feed/components/StatusBadge';
import { topicTiming } from '../../feed/utils/topic-timing';
import { descriptionPreview } from '../utils/description-preview';

/**
 * The question itself (spec §2): title, status, description (first 220 characters, then Read more),
 * author name and specialty, the report button and, for personalized questions, the next question.
 */
export function QuestionHeader({
  topic,
  nextTopicId,
  onNext,
  onReport,
}: {
  topic: TopicDetail;
  nextTopicId: number | null;
  onNext: () => void;
  onReport: () => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const preview = descriptionPreview(topic.description);
  const timing = topicTiming(topic);
  const author = topic.author;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <StatusBadge status={topic.status} />
          <Text size="sm" c="gray.7">
            {timing.timeText}
          </Text>
          {topic.specialties.map((s) => (
            <Badge key={s.id} variant="outline" color="grape">
              {s.name}
            </Badge>
          ))}
        </Group>
        <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
          {topic.title}
        </Title>
        <Text className="pc-thread-text" id="question-description">
          {expanded || !preview.truncated ? topic.description : preview.text}
          {preview.truncated && (
            <>
              {' '}
              <Anchor
                component="button"
                type="button"
                size="sm"
                aria-expanded={expanded}
                aria-controls="question-description"
                onClick={() => setExpanded((v) => !v)}
              >
                {expanded ? 'Show less' : 'Read more'}
              </Anchor>
            </>
          )}
        </Text>
        <Text size="sm" c="gray.7">
          Asked by{' '}
          <Text span fw={600} c="dark.7">
            {author.firstName} {author.lastName}
          </Text>
          {author.specialty ? `, ${author.specialty.name}` : ''}
        </Text>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Button variant="subtle" color="gray" size="compact-sm" onClick={onReport}>
            Report question
          </Button>
          {topic.personalized && nextTopicId !== null && (
            <Button variant="light" onClick={onNext}>
              Next question
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
