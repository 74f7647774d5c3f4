import type { NotificationList } from '@pc/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /notifications`: the member's own, newest first, a page at a time, optionally unread only. */
export const getNotifications = (query: { page: number; unread: boolean }, signal?: AbortSignal) =>
  apiFetch<NotificationList>('/notifications', {
    query: { page: query.page, unread: query.unread ? 'true' : undefined },
    signal,
  });

export const notificationsQueryOptions = (query: { page: number; unread: boolean }) =>
  queryOptions({
    queryKey: ['notifications', 'list', query],
    queryFn: ({ signal }) => getNotifications(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const useNotifications = (query: { page: number; unread: boolean }) =>
  useQuery(notificationsQueryOptions(query));
