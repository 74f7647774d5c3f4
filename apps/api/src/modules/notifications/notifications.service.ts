import { NOTIFICATIONS_PAGE_SIZE, type NotificationList } from '@pc/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { presentNotification } from './notifications.presenter.js';
import { listNotifications, markAllRead, markRead, unreadState } from './notifications.queries.js';

export const NOTIFICATION_NOT_FOUND = 'Notification not found';

/** The member's own notifications, newest first (a batch counts from its latest answer), paged. */
export async function readNotifications(
  db: Db,
  user: AuthUser,
  query: { page: number; unread: boolean },
): Promise<NotificationList> {
  const limit = NOTIFICATIONS_PAGE_SIZE;
  const [{ rows, total }, unread] = await Promise.all([
    listNotifications(db, user.id, { unread: query.unread, limit, offset: (query.page - 1) * limit }),
    unreadState(db, user.id),
  ]);
  return {
    notifications: rows.map(presentNotification),
    page: query.page,
    pageCount: Math.max(1, Math.ceil(total / limit)),
    total,
    unreadCount: unread.count,
  };
}

/**
 * The bell's count and its ETag: the unread rows' number, newest id and newest change, so any new,
 * grown or read notification changes it and an unchanged poll is answered 304 without a body.
 */
export async function readUnreadCount(db: Db, user: AuthUser) {
  const state = await unreadState(db, user.id);
  return { unreadCount: state.count, etag: `W/"n${user.id}-${state.count}-${state.latest}"` };
}

/** Marks one of the member's notifications read; someone else's is a 404, like one that never was. */
export async function readOne(db: Db, user: AuthUser, id: number) {
  if (!(await markRead(db, user.id, id, new Date()))) throw notFound(NOTIFICATION_NOT_FOUND);
  return { unreadCount: (await unreadState(db, user.id)).count };
}

export async function readAll(db: Db, user: AuthUser) {
  await markAllRead(db, user.id, new Date());
  return { unreadCount: 0 };
}
