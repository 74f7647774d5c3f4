import {
  idParamSchema,
  markReadResultSchema,
  notificationListSchema,
  notificationSettingsSchema,
  notificationsQuerySchema,
  unreadCountSchema,
  updateNotificationSettingsSchema,
} from '@pc/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth-guard.js';
import { readSettings, updateSettings } from './notification-settings.service.js';
import { readAll, readNotifications, readOne, readUnreadCount } from './notifications.service.js';

/** In-app notifications (issue 25): every signed-in user reads and marks their own, nobody else's. */
export default async function notificationsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Any signed-in user: moderators are told of reviews and reports, members of their threads.
  const access = { permissions: [] };
  r.get(
    '/notifications',
    {
      config: access,
      schema: {
        summary: 'Read your notifications, newest first',
        operationId: 'listNotifications',
        tags: ['notifications'],
        querystring: notificationsQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request) => readNotifications(app.db, requireUser(request), request.query),
  );
  r.get(
    '/notifications/unread-count',
    {
      config: access,
      schema: {
        summary: 'Count your unread notifications (the bell)',
        description:
          'Polled by the web every 30 s while a page is visible. Answers with an ETag; a request whose ' +
          'If-None-Match matches it gets 304 without a body.',
        operationId: 'countUnreadNotifications',
        tags: ['notifications'],
        response: { 200: unreadCountSchema },
      },
    },
    async (request, reply) => {
      const { unreadCount, etag } = await readUnreadCount(app.db, requireUser(request));
      // Private to the user, and revalidated on every poll.
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // 304 is no body of the schema: sent through the untyped reply.
      const plain: FastifyReply = reply;
      if (request.headers['if-none-match'] === etag) return plain.code(304).send();
      return { unreadCount };
    },
  );
  r.post(
    '/notifications/read-all',
    {
      config: access,
      schema: {
        summary: 'Mark all your notifications read',
        operationId: 'markAllNotificationsRead',
        tags: ['notifications'],
        response: { 200: markReadResultSchema },
      },
    },
    async (request) => readAll(app.db, requireUser(request)),
  );
  r.post(
    '/notifications/:id/read',
    {
      config: access,
      schema: {
        summary: 'Mark one of your notifications read',
        operationId: 'markNotificationRead',
        tags: ['notifications'],
        params: idParamSchema,
        response: { 200: markReadResultSchema },
      },
    },
    async (request) => readOne(app.db, requireUser(request), request.params.id),
  );
  r.get(
    '/notifications/settings',
    {
      config: access,
      schema: {
        summary: 'Read how you hear of each kind of notification',
        operationId: 'getNotificationSettings',
        tags: ['notifications'],
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => readSettings(app.db, requireUser(request)),
  );
  r.put(
    '/notifications/settings',
    {
      config: access,
      schema: {
        summary: 'Choose how you hear of each kind of notification, the weekly digest and your time zone',
        operationId: 'updateNotificationSettings',
        tags: ['notifications'],
        body: updateNotificationSettingsSchema,
        response: { 200: notificationSettingsSchema },
      },
    },
    async (request) => updateSettings(app.db, requireUser(request), request.body),
  );
}
