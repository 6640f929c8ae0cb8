import { APP_SCRIPTS_TEMPLATE_ID } from '../shared/drawn-page';

/**
 * The first script of a page the server sent drawn (decision 045). The page is on screen from its
 * HTML and stylesheet alone, so the app's scripts, which only take it over, are asked for once it
 * has been painted: until then they would share a slow connection with the stylesheet, and on a
 * fast one their evaluation would hold the first paint back.
 */

/** A page not painted yet (a tab opened in the background) still gets its app. */
const PAINT_WAIT_LIMIT_MS = 3000;

let started = false;

function startApp() {
  if (started) return;
  started = true;
  const template = document.getElementById(APP_SCRIPTS_TEMPLATE_ID);
  // Copies made in the document: the template's own content is inert, the copies load and run.
  if (template instanceof HTMLTemplateElement) {
    document.head.append(document.importNode(template.content, true));
  }
}

/**
 * Calls `then` after the first contentful paint, reported in a task of its own (every supported
 * browser reports it); at the latest after the limit.
 */
function afterFirstPaint(then: () => void) {
  setTimeout(then, PAINT_WAIT_LIMIT_MS);
  new PerformanceObserver((entries, observer) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    then();
  }).observe({ type: 'paint', buffered: true });
}

afterFirstPaint(startApp);
