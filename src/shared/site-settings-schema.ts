import { z } from './zod';

/** Kept apart from site-settings.ts so the public bundle does not carry zod for a constant. */
export const siteSettingsSchema = z.object({
  contact_email: z.email('Invalid email address.'),
  // The spec's message also when the field is missing, not zod's generic type error.
  contact_phone: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, 'Phone number is required.'),
  company_address: z
    .string({ error: 'Address is required.' })
    .trim()
    .min(1, 'Address is required.'),
});
