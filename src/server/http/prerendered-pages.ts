import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { APP_SCRIPTS_TEMPLATE_ID } from '#shared/drawn-page';
import { escapeHtml } from '../core/escape-html';

/**
 * The public pages the web build drew at build time (src/web/prerender.tsx, decision 044), read
 * once at start from beside the served folder (dist/web → dist/web-pages.json). Each goes into
 * the index.html answered for its exact path, so the browser paints the page from the HTML; the
 * app then hydrates the same elements.
 */
export type PrerenderedPage = {
  html: string;
  darkHtml: string;
  title?: string;
  description?: string;
};

export function readPrerenderedPages(webRoot: string): Map<string, PrerenderedPage> {
  const path = join(dirname(webRoot), `${basename(webRoot)}-pages.json`);
  if (!existsSync(path)) return new Map();
  const pages = JSON.parse(readFileSync(path, 'utf8')) as Record<string, PrerenderedPage>;
  return new Map(Object.entries(pages));
}

const ROOT_OPEN = '<div id="root">';

/**
 * How the app takes over a drawn page:
 * - `exact`: the address is the one drawn, so the app hydrates the markup;
 * - `search`: the address adds only the search the page's form takes (Track's number), so the app
 *   puts its values in the drawn fields of the same names, hydrates, and draws what the drawing
 *   lacks (the answer) in a task of its own after (web/main.tsx);
 * - `path`: the address adds any other search (a confirmation flag, a campaign's tags), which may
 *   change what the page shows, so the app draws its page over the markup, keeping the elements
 *   that match.
 */
export type DrawnFor = 'exact' | 'search' | 'path';

/**
 * index.html with the page's markup in place of what #root holds (the header painted before the
 * app runs), and the page's own title and description.
 *
 * - `data-prerendered` tells the app how to take the markup over (`DrawnFor`).
 * - `inert` holds every control until then: a click or a keystroke before the app has taken the
 *   page over would be lost (or, on a form, sent by the browser itself). The app lifts it.
 * - The app's scripts wait in a template for `afterPaint`, the page's first script, to put them
 *   in once the page is painted (decision 045): the page paints from the HTML and the stylesheet,
 *   which should not share the connection with them, nor wait while they run. Without that
 *   script (a build without it) they are fetched at once, at low priority.
 */
export function withPrerenderedPage(
  html: string,
  page: PrerenderedPage,
  { dark, drawnFor, afterPaint }: { dark: boolean; drawnFor: DrawnFor; afterPaint?: string },
): string {
  const start = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf('</div>', html.indexOf('<noscript>'));
  if (start < 0 || end < start) return html;
  // The scripts are in the head, before the markup goes in.
  const head = html.slice(0, start);
  const scripted = afterPaint
    ? withScriptsAfterPaint(head, afterPaint)
    : withScriptsAtLowPriority(head);
  const markup = dark ? page.darkHtml : page.html;
  const root = `<div id="root" data-prerendered="${drawnFor}" inert>`;
  let out = `${scripted}${root}${markup}${html.slice(end)}`;
  if (page.title) {
    out = out.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  }
  if (page.description) {
    const meta = `<meta name="description" content="${escapeHtml(page.description)}" />`;
    out = out.replace('</head>', `  ${meta}\n  </head>`);
  }
  return out;
}

const APP_SCRIPT_TAGS =
  /[ \t]*<(?:script type="module"[^>]*><\/script>|link rel="modulepreload"[^>]*>)\n?/g;

/** The app's script tags moved into a template, where `afterPaint` finds them, after that script. */
function withScriptsAfterPaint(html: string, afterPaint: string): string {
  const tags = html.match(APP_SCRIPT_TAGS);
  const first = html.search(APP_SCRIPT_TAGS);
  if (!tags || first < 0) return html;
  const without = html.replace(APP_SCRIPT_TAGS, '');
  const waiting = [
    `<script type="module" fetchpriority="low" crossorigin src="${afterPaint}"></script>`,
    `<template id="${APP_SCRIPTS_TEMPLATE_ID}">`,
    ...tags.map((tag) => `  ${tag.trim()}`),
    '</template>',
  ].join('\n    ');
  return `${without.slice(0, first)}    ${waiting}\n${without.slice(first)}`;
}

function withScriptsAtLowPriority(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload") /g,
    '<$1 fetchpriority="low" ',
  );
}
