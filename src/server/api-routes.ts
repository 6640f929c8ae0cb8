import { accountRoutes } from './features/account/routes';
import { adminAccessRoutes } from './features/admin-access/routes';
import { analyticsRoutes } from './features/analytics/routes';
import { authRoutes } from './features/auth/routes';
import { avatarRoutes } from './features/avatars/routes';
import { clientRoutes } from './features/clients/routes';
import { contactRoutes } from './features/contact/routes';
import { healthRoutes } from './features/health/routes';
import { liveRoutes } from './features/live/routes';
import { adminIssueRoutes, issueRoutes } from './features/issues/routes';
import { newsletterRoutes } from './features/newsletter/routes';
import { notificationRoutes } from './features/notifications/routes';
import { overviewRoutes } from './features/overview/routes';
import {
  passkeyReauthenticationRoutes,
  passkeyRoutes,
  passkeySignInRoutes,
} from './features/passkeys/routes';
import { adminPhotoRoutes, photoRoutes } from './features/photos/routes';
import { portalRoutes } from './features/portal/routes';
import { receiptRoutes } from './features/receipts/routes';
import {
  clientSessionRoutes,
  ownSessionRoutes,
  secureAccountRoutes,
} from './features/sessions/routes';
import { adminSettingsRoutes, settingsRoutes } from './features/settings/routes';
import { shipmentRoutes } from './features/shipments/routes';
import { trackingRoutes } from './features/tracking/routes';
import { vaultRoutes } from './features/vault/routes';
import { createRouter } from './http/openapi';

/**
 * Every /api route, chained so that their paths, inputs and answers make one type: the web's
 * client (src/web/lib/api-client.ts) is typed by it.
 */
export function apiRoutes() {
  // A path none of them names is answered by the app (app.ts).
  const api = createRouter()
    .route('/health', healthRoutes())
    .route('/settings', settingsRoutes())
    .route('/track', trackingRoutes())
    .route('/', receiptRoutes())
    .route('/', liveRoutes())
    .route('/', photoRoutes())
    .route('/auth', authRoutes())
    // Under /auth, so /auth's per-address limits and session rule (features/auth/routes.ts) apply.
    .route('/auth/passkey', passkeySignInRoutes())
    // Before accountRoutes: the public "This wasn't me" route answers before its signed-in guard.
    .route('/account', secureAccountRoutes())
    .route('/account', accountRoutes())
    .route('/account/sessions', ownSessionRoutes())
    .route('/account/passkeys', passkeyRoutes())
    .route('/account/reauthenticate', passkeyReauthenticationRoutes())
    .route('/notifications', notificationRoutes())
    .route('/avatars', avatarRoutes())
    .route('/portal', portalRoutes())
    .route('/issues', issueRoutes())
    .route('/admin/access-requests', adminAccessRoutes())
    .route('/admin/overview', overviewRoutes())
    .route('/admin/shipments', shipmentRoutes())
    .route('/admin', adminPhotoRoutes())
    .route('/admin/clients', clientRoutes())
    .route('/admin/clients', clientSessionRoutes())
    .route('/admin/vault-items', vaultRoutes())
    .route('/admin/settings', adminSettingsRoutes())
    .route('/admin/analytics', analyticsRoutes())
    .route('/admin/issues', adminIssueRoutes())
    .route('/contact', contactRoutes())
    .route('/newsletter', newsletterRoutes());

  return api;
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
