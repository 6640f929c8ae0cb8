/**
 * Who may call each route: every /api route the app serves is public by name, for any signed-in
 * account by name, or an admin route under /api/admin. Read by the guard and OpenAPI tests.
 */

/** What anyone may call: the public site, public tracking and the sign-in surface. */
export const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'GET /api/health/live',
  'GET /api/health/ready',
  'GET /api/openapi.json',
  'GET /api/docs',
  'GET /api/docs/:bundle',
  'GET /api/settings/public',
  'GET /api/track/:number',
  'GET /api/track/:number/events',
  'GET /api/receipts/:receiptId',
  'POST /api/contact',
  'POST /api/newsletter',
  'GET /api/newsletter/confirm',
  'POST /api/notifications/unsubscribe',
  'POST /api/account/secure',
  'GET /api/auth/get-session',
  'POST /api/auth/sign-up/email',
  'POST /api/auth/sign-in/email',
  'POST /api/auth/sign-out',
  'GET /api/auth/verify-email',
  'POST /api/auth/send-verification-email',
  'POST /api/auth/request-password-reset',
  'GET /api/auth/reset-password/:token',
  'POST /api/auth/reset-password',
  'POST /api/auth/two-factor/verify-totp',
  'POST /api/auth/two-factor/verify-backup-code',
  'POST /api/auth/passkey/sign-in-options',
  'POST /api/auth/passkey/sign-in',
]);

/** What any signed-in account may call (each answers only about the caller's own rows). */
export const SIGNED_IN_ROUTES = new Set([
  'GET /api/account/me',
  'POST /api/track/:number/receipt',
  'GET /api/live',
  'GET /api/track/:number/photos',
  'GET /api/photos/:photoId',
  'GET /api/photos/:photoId/thumbnail',
  'PUT /api/account/name',
  'POST /api/account/password',
  'POST /api/account/reauthenticate',
  'GET /api/account/sessions',
  'POST /api/account/sessions/revoke-others',
  'DELETE /api/account/sessions/:sessionId',
  'GET /api/account/passkeys',
  'POST /api/account/passkeys/registration-options',
  'POST /api/account/passkeys',
  'DELETE /api/account/passkeys/:passkeyId',
  'POST /api/account/reauthenticate/passkey-options',
  'POST /api/account/reauthenticate/passkey',
  'GET /api/account/notification-preferences',
  'PUT /api/account/notification-preferences',
  'GET /api/notifications',
  'POST /api/notifications/read-all',
  'POST /api/notifications/:notificationId/read',
  'POST /api/avatars',
  'GET /api/avatars/:avatarId',
  'GET /api/portal/items',
  'GET /api/portal/items/:itemId',
  'GET /api/portal/shipments',
  'GET /api/portal/access-log',
  'GET /api/portal/access-log.csv',
  'GET /api/portal/profile',
  'PUT /api/portal/profile',
  'PUT /api/portal/profile/next-of-kin',
  'POST /api/issues',
  'GET /api/issues',
  'GET /api/issues/:issueId',
  'POST /api/issues/:issueId/messages',
  'GET /api/issues/:issueId/photo',
  'POST /api/auth/two-factor/enable',
  'POST /api/auth/two-factor/disable',
  'POST /api/auth/two-factor/generate-backup-codes',
]);

/**
 * What the app serves outside /api, to the people who run it: a caller on the server's own machine
 * or one with METRICS_TOKEN, never by a session (decision 041).
 */
export const OPERATOR_ROUTES = new Set(['GET /metrics']);

export const isAdminRoute = (route: string) => route.split(' ')[1]!.startsWith('/api/admin/');
