/**
 * The public contact details kept in app_settings, one row per key. Apart from site-settings.ts,
 * whose type is read from the answer schema, so that the schema is checked against these keys
 * without the two modules importing each other.
 */
export const SITE_SETTING_KEYS = ['contact_email', 'contact_phone', 'company_address'] as const;
