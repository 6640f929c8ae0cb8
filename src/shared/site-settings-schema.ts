import { EMAIL_MAX_LENGTH } from './field-limits';
import type { SITE_SETTING_KEYS } from './site-setting-keys';
import { z } from './zod';

/** Kept apart from site-settings.ts so the public bundle does not carry zod for a constant. */
export const siteSettingsSchema = z.object({
  contact_email: z.email('Invalid email address.').max(EMAIL_MAX_LENGTH, 'Invalid email address.'),
  // The spec's message also when the field is missing, not zod's generic type error.
  contact_phone: z
    .string({ error: 'Phone number is required.' })
    .trim()
    .min(1, 'Phone number is required.')
    .max(40, 'Phone number must be at most 40 characters.'),
  company_address: z
    .string({ error: 'Address is required.' })
    .trim()
    .min(1, 'Address is required.')
    .max(300, 'Address must be at most 300 characters.'),
});

/** What the settings endpoints answer: every key of SITE_SETTING_KEYS, a missing value as ''. */
export const siteSettingsAnswerSchema = z
  .object({
    contact_email: z.string(),
    contact_phone: z.string(),
    company_address: z.string(),
  } satisfies Record<(typeof SITE_SETTING_KEYS)[number], z.ZodString>)
  .meta({ id: 'SiteSettings' });

/**
 * What every visitor's app reads (`GET /api/settings/public`): the contact details, and the
 * server's MAP_TILES_URL, the tile template its live maps draw under the route (decision 081).
 */
export const publicSettingsAnswerSchema = siteSettingsAnswerSchema
  .extend({
    map_tiles_url: z.string().nullable().meta({
      description:
        'A raster tile server as a `{z}/{x}/{y}` template (MAP_TILES_URL); null: maps draw the bundled atlas.',
      example: 'https://tiles.example/{z}/{x}/{y}.png',
    }),
  })
  .meta({ id: 'PublicSettings' });
