import {
  DEFAULT_NOTIFICATION_DELIVERY,
  type NotificationSettings,
  type UpdateNotificationSettings,
} from '@pc/contracts';
import type { Db } from '../../db/client.js';
import type { AuthUser } from '../../plugins/auth-guard.js';
import { findSettings, saveSettings } from './notification-settings.queries.js';

/** Every kind with the member's choice or its default, the digest switch and the time zone. */
export async function readSettings(db: Db, user: AuthUser): Promise<NotificationSettings> {
  const row = await findSettings(db, user.id);
  return {
    deliveries: { ...DEFAULT_NOTIFICATION_DELIVERY, ...(row?.deliveries ?? {}) },
    weeklyDigest: row?.weekly_digest ?? true,
    timeZone: row?.time_zone ?? null,
  };
}

/** Changes what the member sent (validated by the contract) and answers with the whole result. */
export async function updateSettings(db: Db, user: AuthUser, change: UpdateNotificationSettings) {
  await saveSettings(db, user.id, change, new Date());
  return readSettings(db, user);
}
