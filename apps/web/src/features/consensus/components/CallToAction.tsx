import { Button, Group, Paper, Text, Title, type TitleOrder } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The call to action under a consensus (spec §2): visitors are invited to sign in or join; members
 * are pointed to the other consensuses. A visitor who signs in comes back to the consensus.
 */
export function CallToAction({
  signedIn,
  order,
  returnTo,
}: {
  signedIn: boolean;
  order: TitleOrder;
  /** Where a visitor comes back to after signing in. */
  returnTo: string;
}) {
  return (
    <Paper
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      bg="grape.9"
      c="white"
      component="section"
      aria-labelledby="consensus-cta"
    >
      <Title order={order} size="h3" id="consensus-cta" c="white">
        {signedIn ? 'Read what your peers concluded' : 'Join the physicians behind this consensus'}
      </Title>
      <Text mt="xs" mb="md">
        {signedIn
          ? 'Browse the Case Consensuses of your specialty and of others.'
          : 'Verified US physicians answer patient cases, compare their consults and read every Case Consensus.'}
      </Text>
      <Group gap="sm">
        {signedIn ? (
          <Button component={Link} to="/consensuses" variant="white" color="grape.9">
            All Case Consensuses
          </Button>
        ) : (
          <>
            <Button
              component={Link}
              to={`/login?returnTo=${encodeURIComponent(returnTo)}`}
              variant="white"
              color="grape.9"
            >
              Sign in
            </Button>
            <Button component={Link} to="/registration" variant="outline" color="white">
              Register
            </Button>
          </>
        )}
      </Group>
    </Paper>
  );
}
