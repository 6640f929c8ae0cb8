import { accountRoutes } from './features/account';
import { adminAccessRoutes } from './features/admin-access';
import { analyticsRoutes } from './features/analytics';
import { authRoutes } from './features/auth';
import { avatarRoutes } from './features/avatars';
import { clientRoutes } from './features/clients';
import { contactRoutes } from './features/contact';
import { courierRoutes } from './features/courier';
import { adminCustodyRoutes, fieldCustodyRoutes } from './features/custody';
import { crewRoutes, dispatchBoardRoutes, vehicleRoutes } from './features/dispatch';
import { healthRoutes } from './features/health';
import { adminLedgerRoutes, ledgerRoutes } from './features/ledger';
import { liveRoutes } from './features/live';
import { adminIssueRoutes, issueRoutes } from './features/issues';
import { newsletterRoutes } from './features/newsletter';
import { notificationRoutes } from './features/notifications';
import { overviewRoutes } from './features/overview';
import {
  passkeyReauthenticationRoutes,
  passkeyRoutes,
  passkeySignInRoutes,
} from './features/passkeys';
import { adminPhotoRoutes, photoRoutes } from './features/photos';
import { portalRoutes } from './features/portal';
import { receiptRoutes } from './features/receipts';
import { adminRequestRoutes, requestRoutes } from './features/requests';
import { clientSessionRoutes, ownSessionRoutes, secureAccountRoutes } from './features/sessions';
import { adminSettingsRoutes, settingsRoutes } from './features/settings';
import { shipmentRoutes } from './features/shipments';
import { staffRoutes } from './features/staff';
import { invitationRoutes, teamRoutes } from './features/team';
import { sharedAccessRoutes } from './features/shared-access';
import { trackingRoutes } from './features/tracking';
import { vaultItemRoutes } from './features/vault-items';
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
    .route('/ledger', ledgerRoutes())
    .route('/', liveRoutes())
    .route('/', photoRoutes())
    .route('/auth', authRoutes())
    // Under /auth, so /auth's per-address limits and session rule (features/auth/index.ts) apply.
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
    .route('/team', teamRoutes())
    .route('/requests', requestRoutes())
    .route('/invitations', invitationRoutes())
    .route('/shared', sharedAccessRoutes())
    .route('/admin/access-requests', adminAccessRoutes())
    .route('/admin/overview', overviewRoutes())
    .route('/admin/shipments', shipmentRoutes())
    .route('/admin', adminPhotoRoutes())
    .route('/admin/clients', clientRoutes())
    .route('/admin/clients', clientSessionRoutes())
    .route('/admin/vault-items', vaultItemRoutes())
    .route('/admin/settings', adminSettingsRoutes())
    .route('/admin/analytics', analyticsRoutes())
    .route('/admin/issues', adminIssueRoutes())
    .route('/admin/staff', staffRoutes())
    .route('/admin/requests', adminRequestRoutes())
    .route('/admin/vehicles', vehicleRoutes())
    .route('/admin/crews', crewRoutes())
    .route('/admin/dispatch', dispatchBoardRoutes())
    .route('/admin', adminCustodyRoutes())
    .route('/courier', courierRoutes())
    .route('/admin/ledger', adminLedgerRoutes())
    .route('/courier', fieldCustodyRoutes())
    .route('/contact', contactRoutes())
    .route('/newsletter', newsletterRoutes());

  return api;
}

export type ApiRoutes = ReturnType<typeof apiRoutes>;
