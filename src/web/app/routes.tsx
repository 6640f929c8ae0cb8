import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLoading } from './layout/app-loading';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { PortalHome } from './portal-home';

/** A route's lazy loader: the module's named page component, fetched on first visit. */
const lazyPage =
  <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  async () => ({ Component: (await load())[name] });

/**
 * Every public page is a chunk of its own, so a visitor downloads the shell and the page they
 * opened, nothing of the others. The server names the page's chunks in the index.html it answers
 * with (modulepreload), so they arrive beside the entry, not after it (decisions 007, 037, 043).
 */
const publicPages = {
  home: lazyPage(() => import('../features/public/routes/home'), 'HomePage'),
  track: async () => {
    const page = await import('../features/public/routes/track');
    return { Component: page.TrackPage, loader: page.trackLoader };
  },
  about: lazyPage(() => import('../features/public/routes/about'), 'AboutPage'),
  news: lazyPage(() => import('../features/public/routes/news'), 'NewsPage'),
  newsArticle: lazyPage(() => import('../features/public/routes/news-article'), 'NewsArticlePage'),
  faq: lazyPage(() => import('../features/public/routes/faq'), 'FaqPage'),
  contact: lazyPage(() => import('../features/public/routes/contact'), 'ContactPage'),
  newsletterConfirmed: lazyPage(
    () => import('../features/public/routes/newsletter-confirmed'),
    'NewsletterConfirmedPage',
  ),
  unsubscribe: lazyPage(() => import('../features/public/routes/unsubscribe'), 'UnsubscribePage'),
  secureAccount: lazyPage(
    () => import('../features/public/routes/secure-account'),
    'SecureAccountPage',
  ),
  verifyReceipt: lazyPage(
    () => import('../features/public/routes/verify-receipt'),
    'VerifyReceiptPage',
  ),
  verifyCustody: lazyPage(
    () => import('../features/public/routes/verify-custody'),
    'VerifyCustodyPage',
  ),
  notFound: lazyPage(() => import('../features/public/routes/not-found'), 'NotFoundPage'),
  login: async () => {
    const page = await import('../features/auth/routes/login');
    return { Component: page.LoginPage, loader: page.loginLoader };
  },
  join: lazyPage(() => import('../features/auth/routes/join'), 'JoinPage'),
  updatePassword: async () => {
    const page = await import('../features/auth/routes/update-password');
    return { Component: page.UpdatePasswordPage, loader: page.updatePasswordLoader };
  },
};

// Each signed-in area is its own set of chunks, downloaded the first time it is opened; so are the
// guards in front of them, which public pages never need.
const guards = {
  session: lazyPage(() => import('../features/auth/components/require-session'), 'RequireSession'),
  admin: lazyPage(() => import('../features/auth/components/require-admin'), 'RequireAdmin'),
};
const portalPages = {
  layout: lazyPage(() => import('../features/portal/routes/portal-layout'), 'PortalLayout'),
  vaultItems: lazyPage(() => import('../features/portal/routes/vault-items'), 'VaultItemsPage'),
  shipments: lazyPage(() => import('../features/portal/routes/shipments'), 'ShipmentsPage'),
  logs: lazyPage(() => import('../features/portal/routes/access-logs'), 'AccessLogsPage'),
  issues: lazyPage(() => import('../features/portal/routes/issues'), 'IssuesPage'),
  issue: lazyPage(() => import('../features/portal/routes/issue-detail'), 'IssueDetailPage'),
  requests: lazyPage(() => import('../features/portal/routes/requests'), 'RequestsPage'),
  bookShipment: lazyPage(
    () => import('../features/portal/routes/book-shipment'),
    'BookShipmentPage',
  ),
  releaseItems: lazyPage(
    () => import('../features/portal/routes/release-items'),
    'ReleaseItemsPage',
  ),
  bookVisit: lazyPage(() => import('../features/portal/routes/book-visit'), 'BookVisitPage'),
  request: lazyPage(() => import('../features/portal/routes/request-detail'), 'RequestDetailPage'),
  team: lazyPage(() => import('../features/portal/routes/team'), 'TeamPage'),
  shared: lazyPage(() => import('../features/portal/routes/shared-with-me'), 'SharedWithMePage'),
  settings: lazyPage(
    () => import('../features/portal/routes/account-settings'),
    'AccountSettingsPage',
  ),
};
const adminPages = {
  layout: lazyPage(() => import('../features/admin/routes/admin-layout'), 'AdminLayout'),
  landing: lazyPage(() => import('../features/admin/routes/admin-landing'), 'AdminLanding'),
  overview: lazyPage(() => import('../features/admin/routes/overview'), 'OverviewPage'),
  shipments: lazyPage(() => import('../features/admin/routes/shipments'), 'ShipmentsPage'),
  shipment: lazyPage(
    () => import('../features/admin/routes/shipment-detail'),
    'ShipmentDetailPage',
  ),
  assigned: lazyPage(
    () => import('../features/admin/routes/assigned-shipments'),
    'AssignedShipmentsPage',
  ),
  assignedShipment: lazyPage(
    () => import('../features/admin/routes/assigned-shipment-detail'),
    'AssignedShipmentDetailPage',
  ),
  dispatch: lazyPage(() => import('../features/admin/routes/dispatch'), 'DispatchPage'),
  clients: lazyPage(() => import('../features/admin/routes/clients'), 'ClientsPage'),
  vaultItems: lazyPage(() => import('../features/admin/routes/vault-items'), 'VaultItemsPage'),
  analytics: lazyPage(() => import('../features/admin/routes/analytics'), 'AnalyticsPage'),
  issues: lazyPage(() => import('../features/admin/routes/issues'), 'IssuesPage'),
  issue: lazyPage(() => import('../features/admin/routes/issue-detail'), 'IssueDetailPage'),
  requests: lazyPage(() => import('../features/admin/routes/requests'), 'RequestsPage'),
  request: lazyPage(() => import('../features/admin/routes/request-detail'), 'RequestDetailPage'),
  settings: lazyPage(() => import('../features/admin/routes/settings'), 'SettingsPage'),
  staff: lazyPage(() => import('../features/admin/routes/staff'), 'StaffPage'),
  profile: lazyPage(() => import('../features/admin/routes/profile'), 'ProfilePage'),
  enrol: lazyPage(() => import('../features/admin/routes/enrol-two-factor'), 'EnrolTwoFactorPage'),
};

/** The crew app (decision 077): Couriers' phones, its own chunks and its own layout. */
const crewPages = {
  app: lazyPage(() => import('../features/crew/routes/crew-app'), 'CrewApp'),
  shipments: lazyPage(() => import('../features/crew/routes/crew-shipments'), 'CrewShipmentsPage'),
  handoff: lazyPage(() => import('../features/crew/routes/crew-handoff'), 'CrewHandoffPage'),
};

/** The whole site's routes: the browser's router (main.tsx) and the build's prerender use them. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, lazy: publicPages.home },
          { path: 'about', lazy: publicPages.about },
          { path: 'news', lazy: publicPages.news },
          { path: 'news/:articleId', lazy: publicPages.newsArticle },
          { path: 'faq', lazy: publicPages.faq },
          { path: 'contact', lazy: publicPages.contact },
          { path: 'newsletter/confirmed', lazy: publicPages.newsletterConfirmed },
          { path: 'track', lazy: publicPages.track },
          { path: 'verify', lazy: publicPages.verifyCustody },
          { path: 'verify/:documentId', lazy: publicPages.verifyReceipt },
          { path: 'unsubscribe', lazy: publicPages.unsubscribe },
          { path: 'secure-account', lazy: publicPages.secureAccount },
          { path: 'login', lazy: publicPages.login },
          { path: 'update-password', lazy: publicPages.updatePassword },
          { path: 'join', lazy: publicPages.join },
          { path: '*', lazy: publicPages.notFound },
        ],
      },
      {
        path: 'vault',
        lazy: guards.session,
        children: [
          {
            lazy: portalPages.layout,
            children: [
              { index: true, element: <PortalHome /> },
              { path: 'items', lazy: portalPages.vaultItems },
              { path: 'shipments', lazy: portalPages.shipments },
              { path: 'issues', lazy: portalPages.issues },
              { path: 'issues/:issueId', lazy: portalPages.issue },
              { path: 'requests', lazy: portalPages.requests },
              { path: 'requests/new', lazy: portalPages.bookShipment },
              { path: 'requests/release', lazy: portalPages.releaseItems },
              { path: 'requests/visit', lazy: portalPages.bookVisit },
              { path: 'requests/:requestId', lazy: portalPages.request },
              { path: 'logs', lazy: portalPages.logs },
              { path: 'team', lazy: portalPages.team },
              { path: 'shared', lazy: portalPages.shared },
              { path: 'settings', lazy: portalPages.settings },
              { path: '*', element: <PortalHome /> },
            ],
          },
        ],
      },
      {
        path: 'crew',
        lazy: guards.session,
        children: [
          {
            lazy: crewPages.app,
            children: [
              { index: true, lazy: crewPages.shipments },
              { path: 'shipments/:shipmentId', lazy: crewPages.handoff },
              { path: '*', lazy: crewPages.shipments },
            ],
          },
        ],
      },
      {
        path: 'admin',
        lazy: guards.session,
        children: [
          {
            lazy: guards.admin,
            children: [
              { path: 'security/enrol', lazy: adminPages.enrol },
              {
                lazy: adminPages.layout,
                children: [
                  { index: true, lazy: adminPages.landing },
                  { path: 'overview', lazy: adminPages.overview },
                  { path: 'shipments', lazy: adminPages.shipments },
                  { path: 'shipments/:shipmentId', lazy: adminPages.shipment },
                  { path: 'assigned', lazy: adminPages.assigned },
                  { path: 'assigned/:shipmentId', lazy: adminPages.assignedShipment },
                  { path: 'dispatch', lazy: adminPages.dispatch },
                  { path: 'clients', lazy: adminPages.clients },
                  { path: 'vault', lazy: adminPages.vaultItems },
                  { path: 'issues', lazy: adminPages.issues },
                  { path: 'issues/:issueId', lazy: adminPages.issue },
                  { path: 'requests', lazy: adminPages.requests },
                  { path: 'requests/:requestId', lazy: adminPages.request },
                  { path: 'analytics', lazy: adminPages.analytics },
                  { path: 'staff', lazy: adminPages.staff },
                  { path: 'settings', lazy: adminPages.settings },
                  { path: 'profile', lazy: adminPages.profile },
                  { path: '*', lazy: adminPages.landing },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
