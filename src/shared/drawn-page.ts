/**
 * A page the server sends drawn (decision 044) holds the app's scripts in a template of this id,
 * where the browser neither fetches nor runs them; the page's first script (web/after-paint.ts)
 * puts them in the document once the page is painted (decision 045).
 */
export const APP_SCRIPTS_TEMPLATE_ID = 'app-scripts';

/** That first script's source, and the name the web build gives its file (`assets/<name>-<hash>.js`). */
export const AFTER_PAINT_MODULE = 'src/web/after-paint.ts';
export const AFTER_PAINT_SCRIPT = 'after-paint';

/** Whether a file of the web build's assets folder is that script's. */
export const isAfterPaintScript = (fileName: string): boolean =>
  fileName.startsWith(`${AFTER_PAINT_SCRIPT}-`) && fileName.endsWith('.js');
