import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IDENTITY_MESSAGES, landingPath, MESSAGES, magicLinkRequestSchema, type RoleKey } from '@pc/contracts';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { useRequestMagicLink } from './api/request-magic-link';
import { peekReturnTo, safeInternalPath } from './redirect-targets';
import { useAuthClient, useSession } from './session';

/**
 * /login_magic: a member enters an e-mail address and receives a one-time, short-lived sign-in link.
 * Following it signs in at the issuer and comes back through /login, like a password sign-in.
 */
export default function MagicLinkPage() {
  useDocumentTitle('E-mail me a sign-in link · Peer Consults');
  const { user } = useSession();
  const { client } = useAuthClient();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const request = useRequestMagicLink();
  const origin = window.location.origin;
  const returnTo = safeInternalPath(params.get('returnTo'), origin) ?? peekReturnTo(origin);

  if (user) return <Navigate to={landingPath(user.roleKey as RoleKey, user.permissions, returnTo)} replace />;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = magicLinkRequestSchema.safeParse({ email, returnTo: returnTo ?? undefined });
    if (!parsed.success) {
      setFieldError(parsed.error.issues.find((i) => i.path[0] === 'email')?.message ?? MESSAGES.email);
      return;
    }
    setFieldError(null);
    request.mutate(parsed.data, {
      onSuccess: (answer) => setSentMessage(answer?.message ?? IDENTITY_MESSAGES.magicLinkSent),
      onError: (error) => {
        const emailError = error instanceof ApiError ? error.errors?.find((e) => e.path === 'email') : undefined;
        if (emailError) setFieldError(emailError.message);
      },
    });
  };

  const unavailable = client && !client.config.magicLinkEnabled;
  const requestError = request.error instanceof ApiError && !fieldError ? request.error : null;

  return (
    <Container size="xs" py={64}>
      <Paper p="xl" shadow="md">
        <Stack>
          <Title order={1}>E-mail me a sign-in link</Title>
          {unavailable ? (
            <Alert color="blue" title="Sign-in links are not available">
              Your organisation signs you in with its own account service.{' '}
              <Anchor component={Link} to="/login">
                Sign in
              </Anchor>
            </Alert>
          ) : sentMessage ? (
            <Alert color="teal" title="Check your e-mail" role="status">
              {sentMessage}
            </Alert>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack>
                <Text>
                  Enter the e-mail address of your Peer Consults account. We will send you a link that signs you in
                  without a password.
                </Text>
                <TextInput
                  label="E-mail address"
                  type="email"
                  autoComplete="email"
                  required
                  value={email}
                  onChange={(e) => setEmail(e.currentTarget.value)}
                  error={fieldError}
                />
                {requestError && (
                  <Alert color="red" role="alert">
                    {requestError.status === 429
                      ? requestError.message || 'Too many requests. Please wait a minute and try again.'
                      : MESSAGES.genericErrorBody}
                  </Alert>
                )}
                <Button type="submit" loading={request.isPending}>
                  Send sign-in link
                </Button>
              </Stack>
            </form>
          )}
          <Text size="sm">
            Have a password?{' '}
            <Anchor component={Link} to="/login">
              Sign in with your password
            </Anchor>
          </Text>
        </Stack>
      </Paper>
    </Container>
  );
}
