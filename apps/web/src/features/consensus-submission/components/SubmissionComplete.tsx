import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { firstOpenPage } from '@pc/contracts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useSession } from '../../auth/session';

/**
 * The last step (spec §2): the summary is with the team; back to the questions or to a new summary.
 * "The questions" are the first question list the author can open (every question for moderators
 * and administrators, the feed for others); an author who can open none (an IQ Moderator) gets no
 * such link rather than one to /no-permissions.
 */
export function SubmissionComplete({ onNewSummary }: { onNewSummary(): void }) {
  const { user } = useSession();
  const questions = firstOpenPage(['/moderator/questions', '/questions'], user?.permissions ?? []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The page changed under the overlay: the heading takes the focus so the news is read first.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} ref={headingRef} tabIndex={-1}>
          Thank you, your summary was submitted
        </Title>
        <Text>The team will review your summary before it is published. You can follow it under your submissions.</Text>
        <Group gap="sm">
          {questions && (
            <Button component={Link} to={questions}>
              Back to the questions
            </Button>
          )}
          <Button variant="default" onClick={onNewSummary}>
            Summarise another case
          </Button>
          <Anchor component={Link} to="/moderator/consensus-review">
            Review queue and your submissions
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
