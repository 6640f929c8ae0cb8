import { THEME_KEY, type Theme } from '#shared/theme';

export type { Theme };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The theme the build's prerender draws in (it has no document); it draws each page in both and
 * the server sends the one the visitor's cookie names (decision 044).
 */
let prerenderTheme: Theme = 'light';

export function setPrerenderTheme(theme: Theme): void {
  prerenderTheme = theme;
}

/** The server already put the saved theme on <html> (from the cookie), so the page is the source. */
export function currentTheme(): Theme {
  if (typeof document === 'undefined') return prerenderTheme;
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.cookie = `${THEME_KEY}=${theme}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage can be blocked; the cookie still carries the choice.
  }
}

/**
 * A theme saved before the cookie existed (or a cleared cookie) is restored from storage, once;
 * from then on the server paints it. Says whether the page was in the other theme.
 */
export function restoreSavedTheme(): { changed: boolean } {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    if ((saved === 'dark' || saved === 'light') && saved !== currentTheme()) {
      applyTheme(saved);
      return { changed: true };
    }
  } catch {
    // Nothing saved that we may read.
  }
  return { changed: false };
}
