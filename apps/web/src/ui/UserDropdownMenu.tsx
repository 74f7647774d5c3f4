import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { UserDropdownButton, type UserDropdownProps } from './UserDropdown';

/**
 * The user dropdown's menu, a chunk of its own (see `UserDropdown`). `defaultOpened` opens it when a
 * click came before the code; `focusTarget` gives the focus back to the button it replaced.
 */
export function UserDropdownMenu({
  name,
  roleName,
  items,
  defaultOpened,
  focusTarget,
}: UserDropdownProps & { defaultOpened: boolean; focusTarget: boolean }) {
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the menu replaces the placeholder.
  useEffect(() => {
    if (focusTarget && !defaultOpened) target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-end" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <UserDropdownButton name={name} ref={target} />
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
