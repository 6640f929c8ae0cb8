import { createBrowserRouter } from 'react-router';
import { RequireAdmin } from '../features/auth/components/require-admin';
import { RequireSession } from '../features/auth/components/require-session';
import { LoginPage } from '../features/auth/routes/login';
import { UpdatePasswordPage } from '../features/auth/routes/update-password';
import { AboutPage } from '../features/public/routes/about';
import { ContactPage } from '../features/public/routes/contact';
import { FaqPage } from '../features/public/routes/faq';
import { HomePage } from '../features/public/routes/home';
import { NewsPage } from '../features/public/routes/news';
import { NotFoundPage } from '../features/public/routes/not-found';
import { TrackPage } from '../features/public/routes/track';
import { AppLoading } from './layout/app-loading';
import { PublicLayout } from './layout/public-layout';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';

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
          { path: 'faq', element: <FaqPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'track', element: <TrackPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'update-password', element: <UpdatePasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'vault',
        element: <RequireSession />,
        children: [
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('../features/portal/routes/portal-home')).PortalHomePage,
            }),
          },
        ],
      },
      {
        path: 'admin',
        element: <RequireSession />,
        children: [
          {
            element: <RequireAdmin />,
            children: [
              {
                path: '*',
                lazy: async () => ({
                  Component: (await import('../features/admin/routes/admin-home')).AdminHomePage,
                }),
              },
            ],
          },
        ],
      },
    ],
  },
]);
