import { queryOptions, useQuery } from '@tanstack/react-query';
import { SITE_SETTING_KEYS } from '#shared/site-setting-keys';
import { FALLBACK_SITE_SETTINGS, type SiteSettings } from '#shared/site-settings';
import { answerOf, api } from '../../../lib/api-client';
import { PUBLIC_SETTINGS_QUERY_KEY } from '../../../lib/public-settings-key';

async function getPublicSettings() {
  try {
    return await answerOf(api.settings.public.$get());
  } catch (error) {
    // Callers fall back to FALLBACK_SITE_SETTINGS; the footer shows no message (spec), so log it.
    console.warn('Could not load site settings', error);
    throw error;
  }
}

export const publicSettingsQueryOptions = queryOptions({
  queryKey: PUBLIC_SETTINGS_QUERY_KEY,
  queryFn: getPublicSettings,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
});

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
