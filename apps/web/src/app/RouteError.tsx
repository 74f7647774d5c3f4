import { Button, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { MESSAGES } from '@pc/contracts';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { errorReporter } from '../lib/error-reporting';
import { Logo } from '../ui/Logo';

/** What a browser says when a page's chunk is gone, e.g. after a release replaced the hashed files. */
const STALE_CHUNK =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;
const RELOADED_AT = 'pc-reloaded-for-new-release';
/** One automatic reload per this long, so a chunk that stays unreachable cannot reload forever. */
const RELOAD_GUARD_MS = 60_000;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Any error a route throws while loading or rendering (the router's default screen had no way out).
 * A page whose code was replaced by a new release is reloaded once, quietly; anything else is reported
 * (client error reporting) and offers a reload and the way home.
 */
export function RouteError() {
  const error = useRouteError();
  const message = messageOf(error);
  const staleRelease = STALE_CHUNK.test(message);
  const reloadedRecently = Number(sessionStorage.getItem(RELOADED_AT) ?? 0) > Date.now() - RELOAD_GUARD_MS;

  useEffect(() => {
    if (staleRelease && !reloadedRecently) {
      sessionStorage.setItem(RELOADED_AT, String(Date.now()));
      window.location.reload();
      return;
    }
    errorReporter.uncaughtError(message, error);
  }, [error, message, staleRelease, reloadedRecently]);

  return (
    <Container size="sm" py={64}>
      <Paper p="xl" shadow="sm">
        <Stack>
          <Logo />
          <Title order={1}>{staleRelease ? 'Peer Consults was updated' : MESSAGES.genericErrorTitle}</Title>
          <Text role="status">
            {staleRelease ? 'Reload the page to continue with the new version.' : MESSAGES.genericErrorBody}
          </Text>
          <Group>
            <Button onClick={() => window.location.reload()}>Reload the page</Button>
            <Button component="a" href="/" variant="default">
              Go to the home page
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
