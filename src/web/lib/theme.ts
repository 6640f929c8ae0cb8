export type Theme = 'light' | 'dark';

/** Also read by public/theme-init.js before the app loads. */
export const THEME_STORAGE_KEY = 'otc-theme';

export function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Storage can be blocked; the theme then lasts for this page only.
  }
}
