// Backslashes and control characters are refused: browsers read `/\evil.example` as
// `//evil.example` and drop tabs and newlines, so `/\t/evil.example` would leave the site too.
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARS = /[\u0000-\u001f\u007f\\]/;

/** Returns `value` when it is a path on this site, otherwise `fallback` (no open redirects). */
export function safeRedirectPath(value: string | null | undefined, fallback = '/'): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || UNSAFE_CHARS.test(value)) {
    return fallback;
  }
  return value;
}

/** The sign-in URL that brings the visitor back to `path` afterwards. */
export function loginPathReturningTo(path: string): string {
  return `/login?redirect=${encodeURIComponent(safeRedirectPath(path))}`;
}
