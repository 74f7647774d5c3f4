import { NotificationBell } from '../../ui/NotificationBell';
import { useUnreadCount } from './api/get-unread-count';

/** The bell with the signed-in user's unread count, polled (api/get-unread-count.ts). */
export function HeaderBell() {
  const { data } = useUnreadCount();
  return <NotificationBell unread={data?.unreadCount ?? 0} />;
}
