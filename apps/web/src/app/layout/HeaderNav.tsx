import { Group, Menu, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { NavItem } from './NavItem';
import type { NavEntry } from './navigation';

function ChevronDown() {
  return (
    <svg
      width="12"
      height="12"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M6 9l6 6 6-6" />
    </svg>
  );
}

/** The navigation in the header bar (wide screens). A group (Questions, Programs) opens a menu. */
export function HeaderNav({ entries }: { entries: NavEntry[] }) {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Main" gap={2} wrap="nowrap" visibleFrom="lg">
      {entries.map((entry) =>
        entry.kind === 'link' ? (
          <NavItem key={entry.link.label} link={entry.link} />
        ) : (
          <Menu key={entry.label} position="bottom-start" withinPortal>
            <Menu.Target>
              <UnstyledButton
                className="pc-nav-link"
                data-nav-group={entry.label}
                aria-current={entry.links.some((l) => l.to === pathname) ? 'page' : undefined}
              >
                {entry.label}
                <ChevronDown />
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              {entry.links.map((link) =>
                typeof link.to === 'string' ? (
                  <Menu.Item key={link.label} component={Link} to={link.to} data-nav-item={link.label}>
                    {link.label}
                  </Menu.Item>
                ) : null,
              )}
            </Menu.Dropdown>
          </Menu>
        ),
      )}
    </Group>
  );
}
