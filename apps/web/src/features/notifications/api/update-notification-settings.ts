import type { NotificationSettings, UpdateNotificationSettings } from '@pc/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client';
import { notificationSettingsQueryKey } from './get-notification-settings';

/** `PUT /notifications/settings`: the kinds sent change, the others keep theirs; answers with the whole result. */
export const updateNotificationSettings = (change: UpdateNotificationSettings) =>
  apiFetch<NotificationSettings>('/notifications/settings', { method: 'PUT', body: change });

export const updateNotificationSettingsMutationOptions = () => ({ mutationFn: updateNotificationSettings });

export function useUpdateNotificationSettings() {
  const client = useQueryClient();
  return useMutation({
    ...updateNotificationSettingsMutationOptions(),
    onSuccess: (settings) => client.setQueryData(notificationSettingsQueryKey, settings),
  });
}
