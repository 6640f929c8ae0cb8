import type { VNode } from 'preact';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactElement } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
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
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </PageMetaSink>,
  );
  return { html, ...meta };
}

/**
 * The page with its lazy parts drawn too, each between the markers Preact's hydration keeps on
 * screen until that part's code has arrived in the browser (react-dom/server's renderToString would
 * refuse a lazy part). The element is Preact's at run time; only its type is React's.
 */
async function renderWaitingForLazyParts(element: ReactElement): Promise<string> {
  return renderToStringAsync(element as unknown as VNode);
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
