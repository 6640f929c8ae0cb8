import { THEME_KEY, type Theme } from '#shared/theme';

export type { Theme };

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The server already put the saved theme on <html> (from the cookie), so the page is the source. */
export function currentTheme(): Theme {
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
 * from then on the server paints it.
 */
export function restoreSavedTheme(): void {
  try {
    const saved = localStorage.getItem(THEME_KEY);
    if ((saved === 'dark' || saved === 'light') && saved !== currentTheme()) applyTheme(saved);
  } catch {
    // Nothing saved that we may read.
  }
}
