import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CustodySettings } from '#shared/custody-settings';
import type { SiteSettings } from '#shared/site-settings';
import type { VisitSettings } from '#shared/visits';
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

const CUSTODY_SETTINGS_KEY = [...ADMIN_KEYS.settings, 'custody'] as const;

/** The custody rules (decision 069), read afresh for editing. */
export function useCustodySettings() {
  return useQuery({
    queryKey: CUSTODY_SETTINGS_KEY,
    queryFn: () => answerOf(api.admin.settings.custody.$get()),
    staleTime: 0,
    meta: { errorTitle: 'Error fetching the custody rules' },
  });
}

export function useSaveCustodySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: CustodySettings) =>
      answerOf(api.admin.settings.custody.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(CUSTODY_SETTINGS_KEY, saved),
  });
}

const VISIT_SETTINGS_KEY = [...ADMIN_KEYS.settings, 'visits'] as const;

/** The visiting hours and rooms (decision 070), read afresh for editing. */
export function useVisitSettings() {
  return useQuery({
    queryKey: VISIT_SETTINGS_KEY,
    queryFn: () => answerOf(api.admin.settings.visits.$get()),
    staleTime: 0,
    meta: { errorTitle: 'Error fetching the visiting hours' },
  });
}

export function useSaveVisitSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: VisitSettings) =>
      answerOf(api.admin.settings.visits.$put({ json: settings })),
    onSuccess: (saved) => queryClient.setQueryData(VISIT_SETTINGS_KEY, saved),
  });
}
