import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from './Icon';

/** The accessible name of the bell: "Notifications, 3 unread" (or just "Notifications"). */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

/**
 * The header's bell (issue 25): a link to /notifications with the unread count on it. The count is
 * in the link's name for screen readers; the badge is decorative.
 */
export function NotificationBell({ unread }: { unread: number }) {
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      color="red.8"
      offset={4}
      aria-hidden={false}
    >
      <ActionIcon
        component={Link}
        to="/notifications"
        variant="subtle"
        color="dark"
        size={40}
        aria-label={bellLabel(unread)}
        data-unread={unread}
      >
        <Icon name="bell" size={22} />
      </ActionIcon>
    </Indicator>
  );
}
