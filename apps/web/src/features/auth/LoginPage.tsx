import { Alert, Anchor, Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { landingPath, type RoleKey } from '@pc/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { safeInternalPath } from './redirect-targets';
import { useAuthClient, useSession } from './session';

/**
 * /login: sends the browser straight to the issuer's sign-in page (spec §7 redirect flow). A member
 * already signed in goes to their landing instead. `?returnTo=/path` or the route guard's `from` is
 * kept as the place to come back to.
 */
export default function LoginPage() {
  useDocumentTitle('Sign in · Peer Consults');
  const { status, user } = useSession();
  const { client, configError, retryConfig } = useAuthClient();
  const location = useLocation();
  const [params] = useSearchParams();
  const returnTo = safeInternalPath(
    (location.state as { from?: string } | null)?.from ?? params.get('returnTo'),
    window.location.origin,
  );
  const [failed, setFailed] = useState(false);
  const started = useRef(false);

  const start = () => {
    if (!client) return;
    started.current = true;
    setFailed(false);
    client.signIn({ returnTo }).catch(() => setFailed(true));
  };

  const signedOut = status === 'success' && !user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: start once, as soon as we know nobody is signed in.
  useEffect(() => {
    if (signedOut && client && !started.current) start();
  }, [signedOut, client]);

  // Spec §4 sends an unknown role back to /login: show why instead of looping.
  const landing = user ? landingPath(user.roleKey as RoleKey, user.permissions, returnTo) : null;
  if (landing && landing !== '/login') return <Navigate to={landing} replace />;
  if (landing) return <Navigate to="/no-permissions" replace />;

  return (
    <Container size="xs" py={64}>
      <Paper p="xl" shadow="md">
        <Stack>
          <Title order={1}>Sign in</Title>
          {configError || failed || status === 'failure' ? (
            <Alert color="red" title="Sign-in is not available right now">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">We could not reach the sign-in service. Please try again in a moment.</Text>
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => {
                    if (configError) retryConfig();
                    else start();
                  }}
                >
                  Try again
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>Taking you to the Peer Consults sign-in page…</Text>
            </Group>
          )}
          <Text size="sm">
            {client?.config.magicLinkEnabled && (
              <>
                Prefer a sign-in link by e-mail?{' '}
                <Anchor component={Link} to="/login_magic">
                  E-mail me a link
                </Anchor>
                .{' '}
              </>
            )}
            New to Peer Consults?{' '}
            <Anchor component={Link} to="/registration">
              Register
            </Anchor>
            .
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
