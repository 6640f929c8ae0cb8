import { useQuery } from '@tanstack/react-query';
import { SITE_SETTING_KEYS } from '#shared/site-setting-keys';
import { FALLBACK_SITE_SETTINGS, type SiteSettings } from '#shared/site-settings';
import { publicSettingsQueryOptions } from '../../../lib/public-settings';

/** Each missing or blank value is replaced by its fallback. */
export function withFallbacks(settings: Partial<SiteSettings> | undefined): SiteSettings {
  return Object.fromEntries(
    SITE_SETTING_KEYS.map((key) => [key, settings?.[key]?.trim() || FALLBACK_SITE_SETTINGS[key]]),
  ) as SiteSettings;
}

export function usePublicSettings() {
  const { data, isPending, isError } = useQuery(publicSettingsQueryOptions);
  return { settings: withFallbacks(data), isPending, isError };
}
