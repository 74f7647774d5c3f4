import { Button, Group, Text } from '@mantine/core';
import type { Answer, RatingValue } from '@pc/contracts';

/**
 * Agree and disagree (spec §4): pressing the chosen value again removes the vote, the other moves it.
 * Disabled while a vote is in flight; on one's own answer only the counts are shown.
 */
export function RatingButtons({
  answer,
  pending,
  onRate,
  readOnly = false,
}: {
  answer: Answer;
  pending: boolean;
  onRate: (value: RatingValue) => void;
  /** The reader does not vote (not a member): only the counts. */
  readOnly?: boolean;
}) {
  const agree = answer.rating['1'];
  const disagree = answer.rating['-1'];
  if (answer.ownAnswer || readOnly) {
    return (
      <Text size="sm" c="gray.7">
        {agree} agree · {disagree} disagree
      </Text>
    );
  }
  return (
    <Group gap="xs">
      <Button
        size="compact-sm"
        variant={answer.userVote === 1 ? 'filled' : 'outline'}
        color="teal.9"
        aria-pressed={answer.userVote === 1}
        disabled={pending}
        onClick={() => onRate(1)}
      >
        Agree {agree}
      </Button>
      <Button
        size="compact-sm"
        variant={answer.userVote === -1 ? 'filled' : 'outline'}
        color="red.9"
        aria-pressed={answer.userVote === -1}
        disabled={pending}
        onClick={() => onRate(-1)}
      >
        Disagree {disagree}
      </Button>
    </Group>
  );
}
