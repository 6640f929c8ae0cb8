import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireSession } from '../features/auth/components/require-session';
import { LoginPage, loginLoader } from '../features/auth/routes/login';
import { UpdatePasswordPage, updatePasswordLoader } from '../features/auth/routes/update-password';
import { AboutPage } from '../features/public/routes/about';
import { ContactPage } from '../features/public/routes/contact';
import { FaqPage } from '../features/public/routes/faq';
import { HomePage } from '../features/public/routes/home';
import { NewsPage } from '../features/public/routes/news';
import { NewsletterConfirmedPage } from '../features/public/routes/newsletter-confirmed';
import { NewsArticlePage } from '../features/public/routes/news-article';
import { NotFoundPage } from '../features/public/routes/not-found';
import { TrackPage, trackLoader } from '../features/public/routes/track';
import { AppLoading } from './layout/app-loading';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

// Each signed-in area is its own chunk, downloaded the first time it is opened.
const loadPortal = async () => ({
  Component: (await import('../features/portal/routes/portal-home')).PortalHomePage,
});
const loadAdmin = async () => ({
  Component: (await import('../features/admin/routes/admin-home')).AdminHomePage,
});

/** The area's own page for its root and every path below it (a splat child alone skips the root). */
function areaRoutes(lazy: typeof loadPortal): RouteObject[] {
  return [
    { index: true, lazy },
    { path: '*', lazy },
  ];
}

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <AppLoading />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'news', element: <NewsPage /> },
          { path: 'news/:articleId', element: <NewsArticlePage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'newsletter/confirmed', element: <NewsletterConfirmedPage /> },
          { path: 'track', element: <TrackPage />, loader: trackLoader },
          { path: 'login', element: <LoginPage />, loader: loginLoader },
          {
            path: 'update-password',
            element: <UpdatePasswordPage />,
            loader: updatePasswordLoader,
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'vault',
        element: <RequireSession />,
        children: areaRoutes(loadPortal),
      },
      {
        path: 'admin',
        element: <RequireSession />,
        children: [{ element: <RequireAdmin />, children: areaRoutes(loadAdmin) }],
      },
    ],
  },
]);
