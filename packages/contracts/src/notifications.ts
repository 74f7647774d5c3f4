import { z } from 'zod';
import { pageNumberParam } from './common.js';
import {
  isTimeZone,
  NOTIFICATION_DELIVERIES,
  NOTIFICATION_KINDS,
  type NotificationKind,
  TIME_ZONE_MAX,
} from './notification-rules.js';

// ---------------------------------------------------------------------------------------------------
// In-app notifications (issue 25). Each row is one event (or one batch of "new answers") for one
// member, created in the transaction of the event. `kind` is what e-mail preferences and the weekly
// digest will key on later: every kind is listed here, with who receives it.
// ---------------------------------------------------------------------------------------------------

/** `GET notifications`: newest first; `unread=true` keeps unread ones only. */
export const notificationsQuerySchema = z.object({
  page: pageNumberParam,
  unread: z
    .enum(['true', 'false'], { error: 'unread is true or false.' })
    .optional()
    .transform((v) => v === 'true'),
});
export type NotificationsQuery = z.input<typeof notificationsQuerySchema>;

export const notificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** A sentence naming who or what: "Dr Ana Ruiz commented on your answer to “Chest pain at rest”". */
  message: z.string(),
  /** Where the web goes: the question page with the answer or comment anchor, the consensus, the rewards. */
  link: z.string(),
  /** Answers gathered in a `new_answers` batch; 1 otherwise. */
  count: z.number().int(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;

export const unreadCountSchema = z.object({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountSchema>;

export const markReadResultSchema = z.object({ unreadCount: z.number().int() });
export type MarkReadResult = z.infer<typeof markReadResultSchema>;

const deliverySchema = z.enum(NOTIFICATION_DELIVERIES, {
  error: `A delivery is one of ${NOTIFICATION_DELIVERIES.join(', ')}.`,
});

const timeZoneSchema = z
  .string()
  .max(TIME_ZONE_MAX, `A time zone is at most ${TIME_ZONE_MAX} characters.`)
  .refine(isTimeZone, 'Choose a time zone from the list (for example America/New_York).');

/**
 * `GET notifications/settings`: how the member hears of each kind (every kind, defaults filled in),
 * whether the weekly digest comes, and the time zone it is timed by (null: UTC).
 */
/** Every kind, named: an object of known keys (a record of enum keys is no closed object in OpenAPI). */
const deliveriesShape = Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, deliverySchema])) as Record<
  NotificationKind,
  typeof deliverySchema
>;

export const notificationSettingsSchema = z.object({
  deliveries: z.object(deliveriesShape),
  weeklyDigest: z.boolean(),
  timeZone: z.string().nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** `PUT notifications/settings`: any of the three; kinds not sent keep their delivery. */
export const updateNotificationSettingsSchema = z
  .object({
    deliveries: z.object(deliveriesShape).partial().strict(),
    weeklyDigest: z.boolean(),
    timeZone: timeZoneSchema.nullable(),
  })
  .partial()
  .strict();
export type UpdateNotificationSettings = z.infer<typeof updateNotificationSettingsSchema>;
