import { Alert, Button, Stack, Text } from '@mantine/core';
import { MESSAGES } from '@pc/contracts';

/**
 * What a page shows when its data could not be loaded: the spec §8 words and a way to ask again.
 * The generic toast says the same; this stays on the page where the content would be.
 */
export function LoadFailed({
  title = MESSAGES.genericErrorTitle,
  body = MESSAGES.genericErrorBody,
  onRetry,
}: {
  title?: string;
  body?: string;
  onRetry: () => void;
}) {
  return (
    <Alert color="red" title={title}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{body}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
