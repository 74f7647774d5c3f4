import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { PersonAvatar } from './Avatar';
import './user-dropdown.css';

/** One entry of the user dropdown: a page of this app, or an address elsewhere (opened in a new tab). */
export type UserDropdownItem =
  | { label: string; kind: 'internal'; path: string }
  | { label: string; kind: 'external'; href: string | null };

const AVATAR_SIZE = 30;
/** The button's height (the avatar and its 6 px padding): the header reserves it while loading. */
export const USER_DROPDOWN_HEIGHT = AVATAR_SIZE + 2 * 6;

/**
 * The user dropdown of the header (spec §2): the member's avatar and name, opening their role and the
 * items given. Which items a role gets is the header's business (`app/layout/UserMenu.tsx`).
 */
export function UserDropdown({
  name,
  roleName,
  items,
}: {
  /** The member's full name (or e-mail when they have none). */
  name: string;
  roleName: string;
  items: readonly UserDropdownItem[];
}) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <UnstyledButton className="pc-user-dropdown">
          <Group gap={8} wrap="nowrap">
            <PersonAvatar name={name} size={AVATAR_SIZE} />
            <span className="pc-visually-hidden">Account menu: </span>
            <Text size="sm" fw={500} className="pc-user-name">
              {name}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{roleName}</Menu.Label>
        {items.map((item) =>
          item.kind === 'internal' ? (
            <Menu.Item key={item.label} component={Link} to={item.path}>
              {item.label}
            </Menu.Item>
          ) : (
            <Menu.Item
              key={item.label}
              component="a"
              href={item.href ?? undefined}
              target="_blank"
              rel="noopener noreferrer"
            >
              {item.label}
            </Menu.Item>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
