/** The public contact details kept in app_settings, one row per key. */
export const SITE_SETTING_KEYS = ['contact_email', 'contact_phone', 'company_address'] as const;

type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

export type SiteSettings = Record<SiteSettingKey, string>;

/** What the footer and contact page show while a value is missing or cannot be loaded. */
export const FALLBACK_SITE_SETTINGS: SiteSettings = {
  contact_email: 'info@orion-tc.example',
  contact_phone: '+1 (555) 123-4567',
  company_address: '123 Security Plaza, Suite 500\nNew York, NY 10001',
};
