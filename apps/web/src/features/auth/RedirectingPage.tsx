import { Alert, Button, Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { landingPath, type RoleKey } from '@pc/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { track } from '../../lib/analytics';
import { currentUserQueryOptions } from './api/get-current-user';
import { takeReturnTo } from './redirect-targets';
import { signInErrorText } from './sign-in-errors';
import { useAuthClient } from './session';

/**
 * /redirecting, where the issuer sends the browser back (spec §7): finishes the code exchange, loads the
 * member, records 'login_success' with their NPI and goes on to the post-sign-in landing of spec §4.
 */
export default function RedirectingPage() {
  useDocumentTitle('Signing in · Peer Consults');
  const { client, configError } = useAuthClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const handled = useRef(false);

  // Opened without a sign-in under way (no code or error from the issuer): start one.
  const params = new URLSearchParams(window.location.search);
  const callback = params.has('code') || params.has('error');

  useEffect(() => {
    if (!callback || !client || handled.current) return;
    handled.current = true;
    (async () => {
      const signedIn = await client.completeSignIn();
      const user = await queryClient.fetchQuery(currentUserQueryOptions(signedIn.profile.sub));
      if (user.email) track('login_success', { npi: user.npi });
      const target = landingPath(user.roleKey as RoleKey, user.permissions, takeReturnTo(window.location.origin));
      navigate(target, { replace: true });
    })().catch((err: unknown) => setError(signInErrorText(window.location.search, err)));
  }, [callback, client, navigate, queryClient]);

  if (!callback) return <Navigate to="/login" replace />;

  if (error || configError) {
    return (
      <Container size="xs" py={64}>
        <Alert
          color="red"
          title={
            <Title order={1} size="h4">
              We could not sign you in
            </Title>
          }
        >
          <Stack gap="sm" align="flex-start">
            <Text size="sm">{error ?? 'The sign-in service is not reachable right now.'}</Text>
            <Button component={Link} to="/login" size="xs" variant="light">
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  return (
    <Center mih="50vh">
      <Stack align="center" gap="sm" role="status">
        <h1 className="pc-visually-hidden">Signing in</h1>
        <Loader aria-hidden="true" />
        <Text c="white">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
