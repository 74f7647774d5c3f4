import { Paper, Stack, Text, Title } from '@mantine/core';
import { type PhiConfirmation, TOPIC_STATUS, type TopicDetail } from '@pc/contracts';
import { TextEntryForm } from './TextEntryForm';

/** Where the member writes their answer; closed for questions that are not active. */
export function AnswerComposer({
  topic,
  onFocus,
  onSubmit,
}: {
  topic: TopicDetail;
  onFocus: () => void;
  onSubmit: (text: string, phiConfirmations: PhiConfirmation[] | undefined) => Promise<unknown>;
}) {
  if (topic.status !== TOPIC_STATUS.active) {
    return (
      <Paper withBorder p="md">
        <Text c="gray.7">
          {topic.status === TOPIC_STATUS.expired
            ? 'This question has expired and no longer takes answers.'
            : 'This question is not open for answers yet.'}
        </Text>
      </Paper>
    );
  }
  return (
    <Paper component="section" withBorder p={{ base: 'sm', sm: 'lg' }} aria-labelledby="answer-heading">
      <Stack gap="xs">
        <Title order={2} size="h3" id="answer-heading">
          Your answer
        </Title>
        <TextEntryForm
          kind="answer"
          label="Share how you would manage this case"
          placeholder="Your clinical perspective…"
          submitLabel="Submit answer"
          draft={{ kind: 'answer', targetId: topic.id }}
          onFocus={onFocus}
          onSubmit={onSubmit}
        />
        <Text size="xs" c="gray.7">
          Press Ctrl+Enter to submit. Your answer is visible to other verified members.
        </Text>
      </Stack>
    </Paper>
  );
}
