import type { ReactElement } from 'react';
import { prerender as renderStatic } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/routes';
import { NEWS_ARTICLES } from './features/public/content/news-articles';
import { PageMetaSink } from './lib/page-meta';
import { setPrerenderTheme, type Theme } from './lib/theme';

/**
 * The public pages whose first view is the same for every visitor, drawn at build time so the
 * browser paints them from the HTML instead of after the app's JavaScript has run (decision 044).
 * The app then takes over the same elements (main.tsx). Pages that show the visitor's own answer
 * (a tracked shipment, a confirmation link) are drawn in the browser as before.
 */
export const PRERENDERED_PATHS = [
  '/',
  '/about',
  '/news',
  ...NEWS_ARTICLES.map((article) => `/news/${article.id}`),
  '/faq',
  '/contact',
  '/track',
  '/login',
];

/** A page as the server inserts it into index.html: its markup in each theme, and its <head>. */
export type PrerenderedPage = {
  html: string;
  darkHtml: string;
  title?: string;
  description?: string;
};

type Drawn = { html: string; title?: string; description?: string };

async function prerender(path: string, theme: Theme): Promise<Drawn> {
  setPrerenderTheme(theme);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.invalid')));
  if (context instanceof Response)
    throw new Error(`${path} answers ${context.status} at build time`);
  if (context.errors) throw new Error(`${path} failed to draw: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  let meta: Omit<Drawn, 'html'> = {};
  const html = await renderWaitingForLazyParts(
    <PageMetaSink value={(found) => (meta = found)}>
      <AppProviders queryClient={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageMetaSink>,
  );
  return { html, ...meta };
}

/**
 * The page with its lazy parts drawn too: React's static renderer answers once every suspended part
 * has arrived, so the HTML holds each of them in place, between the markers of its Suspense
 * boundary that hydration keeps on screen until that part's code has arrived in the browser.
 */
async function renderWaitingForLazyParts(element: ReactElement): Promise<string> {
  const { prelude } = await renderStatic(element, {
    // A boundary larger than this is sent after the page with a script that moves it into place,
    // for a stream's sake; a file read whole wants every part where it belongs.
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError(error) {
      throw error;
    },
  });
  return new Response(prelude).text();
}

/** Every prerendered page by its path. */
export async function prerenderSite(): Promise<Record<string, PrerenderedPage>> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const path of PRERENDERED_PATHS) {
    const light = await prerender(path, 'light');
    const dark = await prerender(path, 'dark');
    pages[path] = { ...light, darkHtml: dark.html };
  }
  return pages;
}
