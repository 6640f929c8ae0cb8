import { pageSchema } from './list-query';
import { NOTIFICATION_KINDS, type NotificationKind } from './notification';
import { isoDateTime, z } from './zod';

/** What the notification endpoints answer and take (decision 028). */

const notificationSchema = z
  .object({
    id: z.uuid(),
    kind: z.enum(NOTIFICATION_KINDS),
    title: z.string(),
    body: z.string(),
    link: z.string().meta({ description: 'Where the bell leads: a path of this site.' }),
    read_at: isoDateTime.nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'Notification' });

export type Notification = z.infer<typeof notificationSchema>;

export const NOTIFICATIONS_PAGE_SIZE = 20;

const unreadCount = z
  .number()
  .int()
  .min(0)
  .meta({ description: "The caller's unread notifications, on every page." });

export const notificationPageSchema = pageSchema(notificationSchema, 'NotificationPageRows')
  .extend({ unread_count: unreadCount })
  .meta({ id: 'NotificationPage' });

export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const unreadCountSchema = z
  .object({ unread_count: unreadCount })
  .meta({ id: 'NotificationUnreadCount' });

const kindPreferenceSchema = z.object(
  { email: z.boolean({ error: 'E-mail must be true or false.' }) },
  { error: 'Give { email: true or false } for this kind.' },
);

/** One entry per kind: whether its notifications also come by e-mail. */
export const notificationPreferencesSchema = z
  .strictObject(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, kindPreferenceSchema])) as Record<
      NotificationKind,
      typeof kindPreferenceSchema
    >,
    { error: 'Unknown notification kind.' },
  )
  .meta({ id: 'NotificationPreferences' });

export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const UNSUBSCRIBE_LINK_INVALID = 'This unsubscribe link is not valid.';

export const unsubscribedSchema = z
  .object({ kind: z.enum(NOTIFICATION_KINDS), status: z.literal('unsubscribed') })
  .meta({ id: 'Unsubscribed' });
