import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SiteSettings } from '#shared/site-settings';
import { answerOf, api } from '../../../lib/api-client';
import { PUBLIC_SETTINGS_QUERY_KEY } from '../../../lib/public-settings-key';
import { ADMIN_KEYS } from './admin-keys';

const adminSettingsQueryOptions = queryOptions({
  queryKey: ADMIN_KEYS.settings,
  queryFn: () => answerOf(api.admin.settings.$get()),
  staleTime: 0,
  meta: { errorTitle: 'Error fetching settings' },
});

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions);
}

/** A save shows at once in the footer and on the contact page. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: SiteSettings) => answerOf(api.admin.settings.$put({ json: settings })),
    onSuccess: (saved) => {
      queryClient.setQueryData(ADMIN_KEYS.settings, saved);
      queryClient.setQueryData(PUBLIC_SETTINGS_QUERY_KEY, saved);
    },
  });
}
