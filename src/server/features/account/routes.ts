import {
  accountSchema,
  passwordChangedSchema,
  reauthenticateBodySchema,
  reauthenticatedSchema,
} from '#shared/account';
import { REAUTHENTICATION_WINDOW_SECONDS } from '#shared/auth';
import { accountNameSchema, passwordChangeSchema } from '#shared/client-profile-schema';
import { NOTIFICATION_KIND_LABELS } from '#shared/notification';
import { notificationPreferencesSchema } from '#shared/notification-schema';
import { errorResponses } from '../../http/error-responses';
import { jsonBody, jsonContent, signedInRoute } from '../../http/openapi';
import { limitPerIp } from '../../http/limit-per-ip';
import {
  PASSWORD_CHECK_LIMIT,
  PASSWORD_CHECK_LIMIT_PER_IP,
  PASSWORD_CHECKS,
} from '../shared/password-checks';

const TAGS = ['Account'];

export const me = signedInRoute({
  operationId: 'me',
  method: 'get',
  path: '/me',
  tags: TAGS,
  summary: 'The signed-in account',
  description: 'With the time of an admin-access request it may have filed and that is pending.',
  responses: {
    200: jsonContent(accountSchema, 'The account.'),
  },
});

export const changePassword = signedInRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/password',
  tags: TAGS,
  summary: 'Change the password',
  description: `The current password is checked before anything changes, and a common password, or one containing the account's e-mail address or name, is refused with 400 on newPassword. Every other session of the account ends, and this one is replaced by a fresh session whose cookie comes in Set-Cookie. A wrong current password is audited. Attempts are limited like sign-in's: ${PASSWORD_CHECK_LIMIT.max} per account and ${PASSWORD_CHECK_LIMIT_PER_IP.max} per address in 15 minutes, together with every other form that asks for the password again.`,
  middleware: [limitPerIp(PASSWORD_CHECKS, PASSWORD_CHECK_LIMIT_PER_IP)] as const,
  request: { body: jsonBody(passwordChangeSchema) },
  responses: {
    200: jsonContent(passwordChangedSchema, 'Changed; the fresh session cookie is set.'),
    ...errorResponses(400, 429),
  },
});

export const updateName = signedInRoute({
  operationId: 'updateName',
  method: 'put',
  path: '/name',
  tags: TAGS,
  summary: "Change the account's name",
  description:
    "First and last name, each trimmed, 2 to 100 characters and without control characters (the client's Personal Info rules). An account with a client record has the record's names changed with it. Audited.",
  request: { body: jsonBody(accountNameSchema) },
  responses: {
    200: jsonContent(accountSchema, 'The account as changed.'),
    ...errorResponses(400),
  },
});

const WINDOW_MINUTES = REAUTHENTICATION_WINDOW_SECONDS / 60;

export const reauthenticate = signedInRoute({
  operationId: 'reauthenticate',
  method: 'post',
  path: '/reauthenticate',
  tags: TAGS,
  summary: "Confirm it's you: enter the password again",
  description: `Changing a credential or exporting client data answers 403 REAUTHENTICATION_REQUIRED once this session's sign-in is more than ${WINDOW_MINUTES} minutes old; the right password here opens another ${WINDOW_MINUTES} minutes for this session. A wrong one is a 400 on password. Every attempt is audited and limited like sign-in's: ${PASSWORD_CHECK_LIMIT.max} per account and ${PASSWORD_CHECK_LIMIT_PER_IP.max} per address in 15 minutes, together with every other form that asks for the password again.`,
  middleware: [limitPerIp(PASSWORD_CHECKS, PASSWORD_CHECK_LIMIT_PER_IP)] as const,
  request: { body: jsonBody(reauthenticateBodySchema) },
  responses: {
    200: jsonContent(reauthenticatedSchema, `Confirmed, for the next ${WINDOW_MINUTES} minutes.`),
    ...errorResponses(400, 429),
  },
});

const KINDS_DESCRIBED = Object.entries(NOTIFICATION_KIND_LABELS)
  .map(([kind, label]) => `\`${kind}\` (${label})`)
  .join(', ');

export const getNotificationPreferences = signedInRoute({
  operationId: 'getNotificationPreferences',
  method: 'get',
  path: '/notification-preferences',
  tags: TAGS,
  summary: 'Which notifications also come by e-mail',
  description: `One entry per kind: ${KINDS_DESCRIBED}. E-mail is on until turned off.`,
  responses: {
    200: jsonContent(notificationPreferencesSchema, 'The choices.'),
  },
});

export const updateNotificationPreferences = signedInRoute({
  operationId: 'updateNotificationPreferences',
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

export type MeRoute = typeof me;
export type ChangePasswordRoute = typeof changePassword;
export type UpdateNameRoute = typeof updateName;
export type ReauthenticateRoute = typeof reauthenticate;
export type GetNotificationPreferencesRoute = typeof getNotificationPreferences;
export type UpdateNotificationPreferencesRoute = typeof updateNotificationPreferences;
