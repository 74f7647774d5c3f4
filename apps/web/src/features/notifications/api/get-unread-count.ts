import { NOTIFICATION_POLL_MS, type UnreadCount } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetchIfChanged } from '../../../lib/api-client';
import { useAfterFirstPaint } from '../../../lib/first-paint';

/**
 * `GET /notifications/unread-count`, revalidated with its ETag: a poll that finds nothing new is a
 * 304 without a body (docs/architecture.md, "Notifications").
 */
export const getUnreadCount = (signal?: AbortSignal) =>
  apiFetchIfChanged<UnreadCount>('/notifications/unread-count', signal);

export const unreadCountQueryKey = ['notifications', 'unread-count'] as const;

/**
 * The poll's interval: 30 s, or what `localStorage['pc:notification-poll-ms']` says (at least 1 s), a
 * setting the browser tests use to see the bell move without waiting half a minute.
 */
export function notificationPollMs(): number {
  try {
    const set = Number(globalThis.localStorage?.getItem('pc:notification-poll-ms'));
    return Number.isFinite(set) && set >= 1000 ? set : NOTIFICATION_POLL_MS;
  } catch {
    return NOTIFICATION_POLL_MS;
  }
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: unreadCountQueryKey,
    queryFn: ({ signal }) => getUnreadCount(signal),
    // Polled while the page is visible (React Query pauses in the background) and on focus.
    refetchInterval: notificationPollMs(),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: 'always',
    staleTime: 0,
  });

/** Asked for once the page has painted (lib/first-paint.ts), then polled. */
export const useUnreadCount = (enabled = true) => {
  const afterPaint = useAfterFirstPaint();
  return useQuery({ ...unreadCountQueryOptions(), enabled: enabled && afterPaint });
};
