import { Menu } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { NavGroupButton } from './HeaderNav';
import type { NavLink } from './navigation';

/** A header group's menu, a chunk of its own (see `NavGroup` in HeaderNav.tsx). */
export function NavGroupMenu({
  label,
  links,
  current,
  defaultOpened,
  focusTarget,
}: {
  label: string;
  links: NavLink[];
  current: boolean;
  defaultOpened: boolean;
  focusTarget: boolean;
}) {
  const target = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the menu replaces the placeholder.
  useEffect(() => {
    if (focusTarget && !defaultOpened) target.current?.focus();
  }, []);
  return (
    <Menu position="bottom-start" withinPortal defaultOpened={defaultOpened}>
      <Menu.Target>
        <NavGroupButton label={label} current={current} ref={target} />
      </Menu.Target>
      <Menu.Dropdown>
        {links.map((link) =>
          typeof link.to === 'string' ? (
            <Menu.Item key={link.label} component={Link} to={link.to} data-nav-item={link.label}>
              {link.label}
            </Menu.Item>
          ) : null,
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
