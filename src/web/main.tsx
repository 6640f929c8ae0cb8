import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { prepareClassMerging } from './lib/cn';
import { WhenHydrated } from './lib/hydration';
import { restoreSavedTheme } from './lib/theme';
import { sessionQueryOptions } from './session/get-session';
import './styles.css';

const theme = restoreSavedTheme();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

/** The page the server sent, already drawn (decision 044), and for which address. */
const drawnFor = container.dataset.prerendered;
const drawn = drawnFor !== undefined;

/**
 * The app takes over the drawn elements (hydration) instead of drawing them again, unless they
 * were drawn for the address without a search that may change the page, or in the other theme:
 * hydration keeps the attributes and values it finds. Then it draws its page over them, keeping
 * the elements that match. A page drawn for the address without the search its form takes
 * (Track's number, server/http/prerendered-pages.ts) is hydrated once its fields named after the
 * search's parameters hold their values; what the drawing lacks (the answer) is drawn after
 * (useDrawnAfterHydration).
 */
const hydrate = (drawnFor === 'exact' || drawnFor === 'search') && !theme.changed;

/** The values of the address's search in the drawn fields of the same names, as the app has them. */
function fillSearchFields(root: HTMLElement) {
  const search = new URLSearchParams(window.location.search);
  for (const field of root.querySelectorAll('input')) {
    const value = field.name ? search.get(field.name) : null;
    if (value !== null) field.value = value;
  }
}

/**
 * Gives the browser a turn between the app's large steps on a drawn page (evaluating the code,
 * making the router, loading the page's chunk, building the class merger, hydrating), so a tap or
 * a frame waits for one step, not all of them: each was 35-180 ms of a slow phone's main thread
 * (Lighthouse counts every task over 50 ms as blocking). A page drawn here has nothing on screen
 * to hurry for.
 */
const nextTask = () =>
  drawn ? new Promise<void>((resolve) => setTimeout(resolve, 0)) : Promise.resolve();

/**
 * Rendering before the page's chunk and data are in would put the loading screen over the drawn
 * page and then the page back; once the router is ready, the first render is the page itself.
 */
function whenReady(router: DataRouter): Promise<void> {
  if (!drawn || router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  // Every page's header and guards ask who is signed in. A page the app draws itself sends that
  // question now, beside its code and first render, instead of once that render has committed:
  // under load the render took seconds. A drawn page must not: hydration renders the page as it
  // was drawn, for nobody in particular, and an answer already in would draw it otherwise.
  if (!hydrate) void queryClient.prefetchQuery(sessionQueryOptions);
  await nextTask();
  const router = createBrowserRouter(routes);
  await whenReady(router);
  await nextTask();
  prepareClassMerging();
  await nextTask();
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // The server held a drawn page's controls until the app had it (server/http/prerendered-pages.ts).
  const handOver = () => root.removeAttribute('inert');
  if (hydrate) {
    if (drawnFor === 'search') fillSearchFields(root);
    // In a transition React hydrates in slices of a few milliseconds, yielding to the browser
    // between them; outside one the whole page is hydrated in one task (Lighthouse counts every
    // task over 50 ms as blocking).
    startTransition(() => {
      hydrateRoot(root, <WhenHydrated onHydrated={handOver}>{app}</WhenHydrated>);
    });
  } else {
    // A transition lets React render the first page in short slices instead of one long task, so
    // a slow phone stays responsive while the page builds (Lighthouse counts long tasks as blocking).
    startTransition(() => createRoot(root).render(app));
    handOver();
  }
}

void start(container);
