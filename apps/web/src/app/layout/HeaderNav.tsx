import { Group, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useLocation } from 'react-router';
import { deferredModule, useDeferredMenu } from '../../lib/deferred-module';
import { NavItem } from './NavItem';
import type { NavEntry, NavLink } from './navigation';

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

/**
 * A group's button (Questions, Programs): the same element before and after the menu's code has
 * loaded. The menu passes a className of its own to its target; the header's look is kept with it.
 */
export function NavGroupButton({
  label,
  current,
  className,
  ...button
}: { label: string; current: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton
      data-nav-group={label}
      aria-current={current ? 'page' : undefined}
      {...button}
      className={className ? `pc-nav-link ${className}` : 'pc-nav-link'}
    >
      {label}
      <ChevronDown />
    </UnstyledButton>
  );
}

// Mantine's Menu is not needed to paint the header (see lib/deferred-module.ts).
const menuModule = deferredModule(() => import('./NavGroupMenu'));

/** A group of links under one label: a menu, once its code has loaded; a click before that opens it then. */
function NavGroup({ label, links, current }: { label: string; links: NavLink[]; current: boolean }) {
  const { loaded, openOnLoad, focused, placeholderProps } = useDeferredMenu(menuModule);
  if (loaded)
    return (
      <loaded.NavGroupMenu
        label={label}
        links={links}
        current={current}
        defaultOpened={openOnLoad}
        focusTarget={focused}
      />
    );
  return <NavGroupButton label={label} current={current} {...placeholderProps} />;
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
          <NavGroup
            key={entry.label}
            label={entry.label}
            links={entry.links}
            current={entry.links.some((l) => l.to === pathname)}
          />
        ),
      )}
    </Group>
  );
}
