import { Button, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useAuthClient, useSession } from './session';

/** /logout: forgets all loaded data and ends the session at the issuer, which sends the browser to /login. */
export default function LogoutPage() {
  useDocumentTitle('Log out · Peer Consults');
  const { status, user, signOut } = useSession();
  const { client } = useAuthClient();
  const started = useRef(false);
  const signedIn = Boolean(user) || status === 'loading' || status === 'failure';

  useEffect(() => {
    if (!client || started.current || !signedIn) return;
    started.current = true;
    void signOut();
  }, [client, signedIn, signOut]);

  return (
    <Container size="xs" py={64}>
      <Paper p="xl" shadow="md">
        <Stack>
          <Title order={1}>Log out</Title>
          {signedIn || status === 'not_asked' ? (
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden="true" />
              <Text>Signing you out…</Text>
            </Group>
          ) : (
            <>
              <Text role="status">You are signed out of Peer Consults.</Text>
              <Button component={Link} to="/login" w="fit-content">
                Sign in
              </Button>
            </>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
