import { queryOptions } from '@tanstack/react-query';
import { answerOf, api } from './api-client';
import { PUBLIC_SETTINGS_QUERY_KEY } from './public-settings-key';

async function getPublicSettings() {
  try {
    return await answerOf(api.settings.public.$get());
  } catch (error) {
    // Callers fall back (the footer to FALLBACK_SITE_SETTINGS, maps to the atlas) and show no
    // message, so log it.
    console.warn('Could not load site settings', error);
    throw error;
  }
}

/**
 * What every visitor's app reads of the server (`GET /api/settings/public`): the contact details
 * the footer and contact page show, and the tile server the live maps draw on (decision 081).
 */
export const publicSettingsQueryOptions = queryOptions({
  queryKey: PUBLIC_SETTINGS_QUERY_KEY,
  queryFn: getPublicSettings,
  staleTime: 5 * 60_000,
  refetchOnWindowFocus: false,
});
