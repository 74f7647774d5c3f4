import { ActionIcon } from '@mantine/core';
import { Link } from 'react-router';
import { Icon } from './Icon';

/** The accessible name of the bell: "Notifications, 3 unread" (or just "Notifications"). */
export const bellLabel = (unread: number) => (unread > 0 ? `Notifications, ${unread} unread` : 'Notifications');

// A plain badge rather than Mantine's Indicator: the bell is on every member page, whose JavaScript
// has a budget (bench/README.md).
const BADGE = {
  position: 'absolute',
  top: 2,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: 'var(--mantine-color-red-8)',
  color: 'var(--mantine-color-white)',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
  pointerEvents: 'none',
} as const;

/**
 * The header's bell (issue 25): a link to /notifications with the unread count on it. The count is
 * in the link's name for screen readers; the badge repeats it for the eye only.
 */
export function NotificationBell({ unread }: { unread: number }) {
  return (
    <ActionIcon
      component={Link}
      to="/notifications"
      variant="subtle"
      color="dark"
      size={40}
      pos="relative"
      aria-label={bellLabel(unread)}
      data-unread={unread}
    >
      <Icon name="bell" size={22} />
      {unread > 0 && (
        <span aria-hidden="true" style={BADGE}>
          {unread > 99 ? '99+' : unread}
        </span>
      )}
    </ActionIcon>
  );
}
