import { Anchor, Container, Group, Text } from '@mantine/core';
import { Link, Outlet, useLocation } from 'react-router';
import { useSession } from '../../features/auth/session';
import { Logo } from '../../ui/Logo';
import { Footer } from './Footer';

/** Unauthenticated pages: the background image and 'Already have an account? Login' (spec §2). */
export function PublicLayout() {
  const { user } = useSession();
  // The sign-in pages themselves do not need the invitation to sign in.
  const signingIn = /^\/(login|login_magic|redirecting|logout)(\/|$)/.test(useLocation().pathname);
  return (
    <div className="pc-public-bg">
      <a className="pc-skip-link" href="#main">
        Skip to content
      </a>
      <Container size="lg" w="100%" component="header" py="md">
        <Group justify="space-between">
          <Anchor component={Link} to="/" underline="never" aria-label="Peer Consults home">
            <Logo inverted />
          </Anchor>
          {!user && !signingIn && (
            <Text c="white" size="sm">
              Already have an account?{' '}
              <Anchor component={Link} to="/login" c="white" fw={700}>
                Login
              </Anchor>
            </Text>
          )}
        </Group>
      </Container>
      <main id="main" className="pc-main">
        <Outlet />
      </main>
      <Footer inverted />
    </div>
  );
}
