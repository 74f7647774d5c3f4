import { Anchor, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Spec §2 empty states: members are all caught up; managers are told there is no active question. */
export function FeedEmptyState({ manager, otherFeedLink }: { manager: boolean; otherFeedLink: boolean }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="xs" align="flex-start">
        {manager ? (
          <>
            <Text fw={600}>There are currently no active questions</Text>
            <Anchor component={Link} to="/moderator/questions">
              Go to the questions you manage
            </Anchor>
          </>
        ) : (
          <>
            <Text fw={600}>You're all caught up! Check back soon or explore other questions.</Text>
            {otherFeedLink && (
              <Anchor component={Link} to="/questions_other">
                View Other Questions
              </Anchor>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
