import { Group, Text, UnstyledButton } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { deferredModule, useDeferredMenu } from '../lib/deferred-module';
import { PersonAvatar } from './Avatar';
import './user-dropdown.css';

/** One entry of the user dropdown: a page of this app, or an address elsewhere (opened in a new tab). */
export type UserDropdownItem =
  | { label: string; kind: 'internal'; path: string }
  | { label: string; kind: 'external'; href: string | null };

const AVATAR_SIZE = 30;
/** The button's height (the avatar and its 6 px padding): the header reserves it while loading. */
export const USER_DROPDOWN_HEIGHT = AVATAR_SIZE + 2 * 6;

export interface UserDropdownProps {
  /** The member's full name (or e-mail when they have none). */
  name: string;
  roleName: string;
  items: readonly UserDropdownItem[];
}

/** The button that opens the dropdown: the same element before and after the menu's code has loaded. */
export function UserDropdownButton({ name, ...button }: { name: string } & ComponentPropsWithRef<'button'>) {
  return (
    <UnstyledButton className="pc-user-dropdown" {...button}>
      <Group gap={8} wrap="nowrap">
        <PersonAvatar name={name} size={AVATAR_SIZE} />
        <span className="pc-visually-hidden">Account menu: </span>
        <Text size="sm" fw={500} className="pc-user-name">
          {name}
        </Text>
      </Group>
    </UnstyledButton>
  );
}

// Mantine's Menu (Popover, floating-ui, transitions) is not needed to paint the header.
const menuModule = deferredModule(() => import('./UserDropdownMenu'));

/**
 * The user dropdown of the header (spec §2): the member's avatar and name, opening their role and the
 * items given. Which items a role gets is the header's business (`app/layout/UserMenu.tsx`). Until
 * the menu's code is there (a few seconds after start-up, or as soon as the pointer or focus reaches
 * the button) the button stands alone; a click then opens the menu once it has loaded.
 */
export function UserDropdown(props: UserDropdownProps) {
  const { loaded, openOnLoad, focused, placeholderProps } = useDeferredMenu(menuModule);
  if (loaded) return <loaded.UserDropdownMenu {...props} defaultOpened={openOnLoad} focusTarget={focused} />;
  return <UserDropdownButton name={props.name} {...placeholderProps} />;
}
