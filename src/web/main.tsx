import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { restoreSavedTheme } from './lib/theme';
import './styles.css';

const theme = restoreSavedTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The page the server sent, already drawn (decision 044), and for which address. */
const drawnFor = container.dataset.prerendered;
const drawn = drawnFor !== undefined;

/**
 * The app takes over the drawn elements (hydration) instead of drawing them again, unless they
 * were drawn for the address without its search (Track's number) or in the other theme: hydration
 * keeps the attributes and values it finds. Otherwise it draws its page over them, keeping the
 * elements that match.
 */
const hydrate = drawnFor === 'exact' && !theme.changed;

const router = createBrowserRouter(routes);

/**
 * Rendering before the page's chunk and data are in would put the loading screen over the drawn
 * page and then the page back; once the router is ready, the first render is the page itself.
 */
function whenRouterReady(): Promise<void> {
  if (!drawn || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

const app = (
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

void whenRouterReady().then(() => {
  if (hydrate) {
    hydrateRoot(container, app);
  } else {
    const root = createRoot(container);
    // A transition lets React render the first page in short slices instead of one long task, so
    // a slow phone stays responsive while the page builds (Lighthouse counts long tasks as blocking).
    startTransition(() => root.render(app));
  }
  // The server held a drawn page's controls until the app had it (server/http/prerendered-pages.ts).
  container.removeAttribute('inert');
});
