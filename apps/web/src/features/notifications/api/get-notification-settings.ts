import type { NotificationSettings } from '@pc/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';

/** `GET /notifications/settings`: every kind's delivery (defaults filled in), the digest switch, the time zone. */
export const getNotificationSettings = (signal?: AbortSignal) =>
  apiFetch<NotificationSettings>('/notifications/settings', { signal });

export const notificationSettingsQueryKey = ['notifications', 'settings'] as const;

export const notificationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: notificationSettingsQueryKey,
    queryFn: ({ signal }) => getNotificationSettings(signal),
  });

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions());
