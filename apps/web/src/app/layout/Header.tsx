import './header.css';
import { Anchor, Container, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../../features/auth/session';
import { HeaderBell } from '../../features/notifications/HeaderBell';
import { Logo } from '../../ui/Logo';
import { HeaderNav } from './HeaderNav';
import { MobileNav } from './MobileNav';
import { visibleNavigation } from './navigation';
import { USER_MENU_HEIGHT, UserMenu } from './UserMenu';

/** The authenticated header: logo, the navigation each permission shows, the user dropdown. */
export function Header() {
  const { user, status } = useSession();
  const entries = user ? visibleNavigation(user.permissions) : [];
  // While the profile loads, the header keeps the size it will have (the menu button's height, the
  // hamburger's place), so nothing below it moves when the navigation arrives (no layout shift).
  const pending = !user && (status === 'not_asked' || status === 'loading');
  return (
    <header className="pc-header">
      <Container size="xl" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="sm" mih={USER_MENU_HEIGHT}>
          <Group gap="xs" wrap="nowrap">
            <MobileNav entries={entries} pending={pending} />
            <Anchor component={Link} to="/" underline="never" aria-label="Peer Consults home">
              <Logo />
            </Anchor>
          </Group>
          <HeaderNav entries={entries} />
          {user && (
            <Group gap="xs" wrap="nowrap">
              <HeaderBell />
              <UserMenu user={user} />
            </Group>
          )}
        </Group>
      </Container>
    </header>
  );
}
