import { accountSchema, passwordChangedSchema } from '#shared/account';
import { passwordChangeSchema } from '#shared/client-profile-schema';
import { NOTIFICATION_KIND_LABELS } from '#shared/notification';
import { notificationPreferencesSchema } from '#shared/notification-schema';
import { errorResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, signedInRoute, signedInRouter } from '../../http/openapi';
import * as handlers from './handlers';

const TAGS = ['Account'];

export const meRoute = signedInRoute({
  method: 'get',
  path: '/me',
  tags: TAGS,
  summary: 'The signed-in account',
  description: 'With the time of an admin-access request it may have filed and that is pending.',
  responses: {
    200: jsonContent(accountSchema, 'The account.'),
  },
});

export const changePasswordRoute = signedInRoute({
  method: 'post',
  path: '/password',
  tags: TAGS,
  summary: 'Change the password',
  description:
    "The current password is checked before anything changes, and a common password, or one containing the account's e-mail address or name, is refused with 400 on newPassword. Every other session of the account ends, and this one is replaced by a fresh session whose cookie comes in Set-Cookie. Attempts are limited like sign-in's: 10 per account in 15 minutes.",
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: jsonContent(passwordChangedSchema, 'Changed; the fresh session cookie is set.'),
    ...errorResponses(400, 429),
  },
});

const KINDS_DESCRIBED = Object.entries(NOTIFICATION_KIND_LABELS)
  .map(([kind, label]) => `\`${kind}\` (${label})`)
  .join(', ');

export const getNotificationPreferencesRoute = signedInRoute({
  method: 'get',
  path: '/notification-preferences',
  tags: TAGS,
  summary: 'Which notifications also come by e-mail',
  description: `One entry per kind: ${KINDS_DESCRIBED}. E-mail is on until turned off.`,
  responses: {
    200: jsonContent(notificationPreferencesSchema, 'The choices.'),
  },
});

export const updateNotificationPreferencesRoute = signedInRoute({
  method: 'put',
  path: '/notification-preferences',
  tags: TAGS,
  summary: 'Choose which notifications also come by e-mail',
  description:
    'Every kind must be given; an unknown kind is refused. The bell shows every kind whatever is chosen. Recorded in the audit log.',
  request: { body: jsonBody(notificationPreferencesSchema) },
  responses: {
    200: jsonContent(notificationPreferencesSchema, 'Saved; the choices now.'),
    ...errorResponses(400),
  },
});

/** The signed-in account's own settings (any role). */
export function accountRoutes() {
  return signedInRouter()
    .openapi(meRoute, handlers.me)
    .openapi(changePasswordRoute, handlers.changePassword)
    .openapi(getNotificationPreferencesRoute, handlers.notificationPreferences)
    .openapi(updateNotificationPreferencesRoute, handlers.updateNotificationPreferences);
}
