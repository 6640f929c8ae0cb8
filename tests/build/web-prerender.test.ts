import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureWebBuild } from '../../scripts/build';
import { NEWS_ARTICLES } from '../../src/web/features/public/content/news-articles';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The public pages the build draws (decision 044): the server answers each with its markup already
 * in #root, so the browser paints it from the HTML; the app hydrates it (tests/e2e/prerender.spec.ts
 * proves that in Chromium). Read from the real build, rebuilt here when stale.
 */
const DRAWN = [
  '/',
  '/about',
  '/news',
  ...NEWS_ARTICLES.map((article) => `/news/${article.id}`),
  '/faq',
  '/contact',
  '/track',
  '/login',
];

/** The h1 each page is drawn with, as the HTML escapes it. */
const HEADINGS: Record<string, string> = {
  '/about': 'About Orion Transit &amp; Custody',
  '/news': 'News &amp; Updates',
  '/faq': 'Frequently Asked Questions',
  '/track': 'Track Your Shipment',
};

const DRAWN_ROOT = '<div id="root" data-prerendered="exact" inert>';
const DRAWN_FOR_PATH = '<div id="root" data-prerendered="path" inert>';
const DRAWN_FOR_SEARCH = '<div id="root" data-prerendered="search" inert>';

describe('prerendered public pages', () => {
  const webRoot = join(import.meta.dirname, '../../dist/web');
  const server = useTestServer(() => {
    ensureWebBuild();
    return { webRoot };
  });

  const page = async (path: string, cookie?: string) => {
    const response = await server
      .client()
      .get(path, { headers: { 'accept-encoding': 'gzip', ...(cookie ? { cookie } : {}) } });
    expect(response.status, path).toBe(200);
    expect(response.headers.get('cache-control'), path).toBe('no-cache');
    return response.text();
  };

  it('answers every drawn page with its markup, title and description', async () => {
    for (const path of DRAWN) {
      const html = await page(path);
      expect(html, path).toContain(DRAWN_ROOT);
      expect(html, path).toMatch(/<main id="main-content"/);
      expect(html, path).toMatch(/<title>[^<]+ \| Orion Transit &amp; Custody<\/title>/);
      expect(html, path).toMatch(/<meta name="description" content="[^"]{20,}" \/>\s*<\/head>/);
      expect(html.match(/<h1[\s>]/g), path).toHaveLength(1);
    }
    for (const [path, heading] of Object.entries(HEADINGS)) {
      expect(await page(path), path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    }
    const article = NEWS_ARTICLES[0]!;
    expect(await page(`/news/${article.id}`)).toContain(
      `<title>${article.title.replaceAll('&', '&amp;')} | Orion Transit &amp; Custody</title>`,
    );
  });

  it("asks for the stylesheet first, then the first script, which holds the app's for after the paint", async () => {
    const html = await page('/about');
    const stylesheet = html.indexOf('<link rel="stylesheet"');
    expect(stylesheet).toBeGreaterThan(0);
    expect(stylesheet).toBeLessThan(html.search(/<script |<link rel="modulepreload"/));
    const template = /<template id="app-scripts">([\s\S]*?)<\/template>/.exec(html);
    expect(template).not.toBeNull();
    const outside = html.replace(template![0], '');
    // Outside the template, only the first script, at low priority.
    expect(outside.match(/<script [^>]*>/g)).toEqual([
      expect.stringMatching(
        /^<script type="module" fetchpriority="low" crossorigin src="\/assets\/after-paint-[\w-]+\.js">$/,
      ),
    ]);
    expect(outside).not.toContain('modulepreload');
    // Inside it, the entry and the chunks to preload, the page's own among them.
    const held = template![1]!;
    expect(held).toMatch(
      /<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js"><\/script>/,
    );
    expect(held).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/about-[\w-]+\.js">/,
    );
    const firstScript = /src="(\/assets\/after-paint-[\w-]+\.js)"/.exec(outside)![1]!;
    const answer = await server.client().get(firstScript);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/javascript');
    expect(answer.headers.get('cache-control')).toContain('immutable');
  });

  it('draws each page in the theme the cookie names', async () => {
    const light = await page('/faq');
    const dark = await page('/faq', 'otc-theme=dark');
    expect(light).toContain('<html lang="en">');
    expect(light).toContain('aria-label="Switch to dark theme"');
    expect(dark).toContain('<html lang="en" class="dark">');
    expect(dark).toContain('aria-label="Switch to light theme"');
    expect(dark).toContain(DRAWN_ROOT);
  });

  it('draws nobody in particular: signed out, the session still to be asked', async () => {
    for (const path of ['/', '/login']) {
      const html = await page(path);
      expect(html, path).toMatch(
        /<nav aria-label="Main"[^>]*><div aria-hidden="true" class="animate-pulse/,
      );
      expect(html, path).not.toMatch(/>Sign Out<|>Login<|>Admin Dashboard</);
    }
  });

  it.each([
    ['/login?confirmed=1', DRAWN_FOR_PATH],
    ['/?utm_source=mail', DRAWN_FOR_PATH],
    ['/track?number=OTC1763380800003&from=mail', DRAWN_FOR_PATH],
    ['/track?utm_source=mail', DRAWN_FOR_PATH],
    ['/track?number=OTC1763380800003', DRAWN_FOR_SEARCH],
    ['/track?number=', DRAWN_FOR_SEARCH],
    ['/track?number=x&number=y', DRAWN_FOR_SEARCH],
  ])(
    // The app redraws a page whose search may change it; /track with its form's number alone it hydrates.
    'sends %s the page drawn for its path, marked %s',
    async (path, marker) => {
      const html = await page(path);
      expect(html).toContain(marker);
      expect(html).toContain('<template id="app-scripts">');
    },
  );

  it("preloads Track's answer only for a number", async () => {
    const answer = /track-result-[^"]+\.js/;
    expect(await page('/track?number=OTC1763380800003')).toMatch(answer);
    expect(await page('/track?number=')).not.toMatch(answer);
    expect(await page('/track')).not.toMatch(answer);
  });

  it('leaves to the browser the pages that depend on the visitor or are not drawn', async () => {
    for (const path of [
      '/news/no-such-article',
      '/no-such-page',
      '/vault/items',
      '/admin/overview',
      '/update-password',
      '/unsubscribe?token=abc',
    ]) {
      const html = await page(path);
      expect(html, path).not.toContain('data-prerendered');
      expect(html, path).not.toContain('fetchpriority');
      expect(html, path).not.toContain('<template');
      // The header painted before the app runs.
      expect(html, path).toContain('<div id="root">');
      expect(html, path).toContain('<title>Orion Transit &amp; Custody</title>');
    }
  });
});
