import { DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD } from './requests';
import { z } from './zod';

/**
 * The custody rules staff set in Settings (decision 069), kept in app_settings beside the contact
 * details: above `release_second_approval_threshold` (USD) a release needs two of our staff.
 */
export const CUSTODY_SETTING_DEFAULTS = {
  release_second_approval_threshold: DEFAULT_RELEASE_SECOND_APPROVAL_THRESHOLD,
};

export const custodySettingsSchema = z
  .object({
    release_second_approval_threshold: z.coerce
      .number({ error: 'Enter an amount in US dollars.' })
      .min(0, 'The amount cannot be negative.')
      .max(1e11, 'The amount is too large.'),
  })
  .meta({ id: 'CustodySettings' });

export type CustodySettings = z.infer<typeof custodySettingsSchema>;
