import { z } from 'zod';
import { pageNumberParam } from './common.js';
import { NOTIFICATION_KINDS } from './notification-rules.js';

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
