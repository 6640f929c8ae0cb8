import { z } from './zod';

/** Kept apart from site-settings.ts so the public bundle does not carry zod for a constant. */
export const siteSettingsSchema = z.object({
  contact_email: z.email('Invalid email address.'),
  contact_phone: z.string().trim().min(1, 'Phone number is required.'),
  company_address: z.string().trim().min(1, 'Address is required.'),
});
