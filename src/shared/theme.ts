export type Theme = 'light' | 'dark';

/**
 * The saved colour theme: in localStorage (the spec's product-specific key) and mirrored in a
 * cookie of the same name, so the server can send <html class="dark"> and the first paint is
 * already right without a blocking script.
 */
export const THEME_KEY = 'otc-theme';

/** True when a Cookie header carries the dark theme. */
export function cookieSaysDark(cookieHeader: string | undefined): boolean {
  return new RegExp(`(?:^|;\\s*)${THEME_KEY}=dark(?:;|$)`).test(cookieHeader ?? '');
}
