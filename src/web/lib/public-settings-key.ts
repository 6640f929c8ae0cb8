/** The public contact details' cache key: the admin Settings save refreshes the footer with it. */
export const PUBLIC_SETTINGS_QUERY_KEY = ['settings', 'public'] as const;
