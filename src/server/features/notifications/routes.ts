import { z } from '@hono/zod-openapi';
import { pageField } from '#shared/list-query';
import {
  NOTIFICATIONS_PAGE_SIZE,
  UNSUBSCRIBE_LINK_INVALID,
  notificationPageSchema,
  unreadCountSchema,
  unsubscribedSchema,
} from '#shared/notification-schema';
import { errorResponses } from '../../http/error-responses';
import { signedInOnly } from '../../http/guards';
import { jsonContent, publicRoute, signedInRoute, uuidParams } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';

const TAGS = ['Notifications'];

export const listNotifications = signedInRoute({
  operationId: 'listNotifications',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: "The caller's notifications",
  description: `Newest first, ${NOTIFICATIONS_PAGE_SIZE} a page, with the number still unread.`,
  middleware: [signedInOnly] as const,
  request: { query: z.object({ page: pageField }) },
  responses: {
    200: jsonContent(notificationPageSchema, 'One page of notifications.'),
    ...errorResponses(400),
  },
});

export const markRead = signedInRoute({
  operationId: 'markRead',
  method: 'post',
  path: '/{notificationId}/read',
  tags: TAGS,
  summary: 'Mark one notification read',
  description: "Marking one again keeps its first time. Another user's answers 404.",
  middleware: [signedInOnly] as const,
  request: { params: uuidParams('notificationId', 'Not a valid notification id.') },
  responses: {
    200: jsonContent(unreadCountSchema, 'Marked; what is still unread.'),
    ...errorResponses(400, 404),
  },
});

export const markAllRead = signedInRoute({
  operationId: 'markAllRead',
  method: 'post',
  path: '/read-all',
  tags: TAGS,
  summary: "Mark all the caller's notifications read",
  middleware: [signedInOnly] as const,
  responses: {
    200: jsonContent(unreadCountSchema, 'Marked; nothing is unread.'),
  },
});

export const unsubscribe = publicRoute({
  operationId: 'unsubscribe',
  method: 'post',
  path: '/unsubscribe',
  tags: TAGS,
  summary: 'Stop one kind of notification e-mail (one click)',
  description:
    "The List-Unsubscribe address of every notification e-mail (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` to it without a session or our Origin, and the Unsubscribe page posts here too. The token names the account and the kind and is signed by us; the body is not read. Notifications still reach the portal's bell. 20 requests per 10 minutes per address.",
  middleware: [limitPerIp('unsubscribe', { windowSeconds: 600, max: 20 })] as const,
  request: {
    query: z.object({
      token: z
        .string({ error: UNSUBSCRIBE_LINK_INVALID })
        .min(1, UNSUBSCRIBE_LINK_INVALID)
        .max(300, UNSUBSCRIBE_LINK_INVALID)
        .meta({ description: 'The token of the e-mailed link.' }),
    }),
  },
  responses: {
    200: jsonContent(unsubscribedSchema, 'That kind of e-mail is off.'),
    ...errorResponses(400, 429),
  },
});

export type ListNotificationsRoute = typeof listNotifications;
export type MarkReadRoute = typeof markRead;
export type MarkAllReadRoute = typeof markAllRead;
export type UnsubscribeRoute = typeof unsubscribe;
