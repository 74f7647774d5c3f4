import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import type { CurrentUser } from '@pc/contracts';
import { Link } from 'react-router';
import { REWARDS_ENABLED } from '../feature-flags';
import { useTargetResolver } from './external-href';
import { userMenuItems } from './navigation';

export const initials = (user: Pick<CurrentUser, 'firstName' | 'lastName' | 'email'>) =>
  `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || user.email.charAt(0).toUpperCase();

const AVATAR_SIZE = 30;
/** The menu button's height (the avatar and the nav link's 6 px padding): the header reserves it. */
export const USER_MENU_HEIGHT = AVATAR_SIZE + 2 * 6;

/** The user dropdown (spec §2 Header): Profile, Rewards, My Cases & Consults, Logout by role. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const resolve = useTargetResolver();
  const name = `${user.firstName} ${user.lastName}`.trim() || user.email;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className="pc-nav-link">
          <Group gap={8} wrap="nowrap">
            <Avatar size={AVATAR_SIZE} radius="xl" color="grape" aria-hidden="true">
              {initials(user)}
            </Avatar>
            <span className="pc-visually-hidden">Account menu: </span>
            {/* On phones only the initials show; the name stays in the button's accessible name. */}
            <Text size="sm" fw={500} className="pc-user-name">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{user.roleName}</Menu.Label>
        {userMenuItems(user.roleKey, { rewardsEnabled: REWARDS_ENABLED }).map((item) => {
          const target = resolve(item.to);
          return target.kind === 'internal' ? (
            <Menu.Item key={item.label} component={Link} to={target.path}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.label}
              component="a"
              href={target.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {item.label}
            </Menu.Item>
          );
        })}
      </Menu.Dropdown>
    </Menu>
  );
}
