import { Center, Loader, Overlay, Paper, Stack, Text } from '@mantine/core';

/**
 * The submission indicator (spec §4): covers the page while the summary is sent and during the wait
 * after it, so nothing is clicked twice; its text is announced.
 */
export function SubmittingOverlay() {
  return (
    <Overlay fixed color="#fff" backgroundOpacity={0.75} zIndex={300}>
      <Center h="100%">
        <Paper withBorder shadow="md" p="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader aria-hidden="true" />
            <Text fw={600}>Submitting…</Text>
          </Stack>
        </Paper>
      </Center>
    </Overlay>
  );
}
