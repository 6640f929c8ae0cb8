import type { siteSettingsAnswerSchema } from './site-settings-schema';
import type { z } from './zod';

/** Defined by its answer schema (type-only here, so the public bundle carries no zod for it). */
export type SiteSettings = z.infer<typeof siteSettingsAnswerSchema>;

/** What the footer and contact page show while a value is missing or cannot be loaded. */
export const FALLBACK_SITE_SETTINGS: SiteSettings = {
  contact_email: 'info@orion-tc.example',
  contact_phone: '+1 (555) 123-4567',
  company_address: '123 Security Plaza, Suite 500\nNew York, NY 10001',
};
