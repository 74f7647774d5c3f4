import './header.css';
import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/session';
import { Logo } from '../../ui/Logo';
import { HeaderNav } from './HeaderNav';
import { MobileNav } from './MobileNav';
import { visibleNavigation } from './navigation';
import { UserMenu } from './UserMenu';

/** The authenticated header: logo, the navigation each permission shows, the user dropdown. */
export function Header() {
  const { user } = useSession();
  const entries = user ? visibleNavigation(user.permissions) : [];
  return (
    <header className="pc-header">
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap">
            <MobileNav entries={entries} />
            <Anchor component={Link} to="/" underline="never" aria-label="Peer Consults home">
              <Logo />
            </Anchor>
          </Group>
          <HeaderNav entries={entries} />
          {user && <UserMenu user={user} />}
        </Group>
      </Container>
    </header>
  );
}
