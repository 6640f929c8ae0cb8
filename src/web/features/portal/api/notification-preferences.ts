import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NotificationPreferences } from '#shared/notification-schema';
import { answerOf, api } from '../../../lib/api-client';

const preferencesQueryOptions = queryOptions({
  queryKey: ['account', 'notification-preferences'],
  queryFn: () => answerOf(api.account['notification-preferences'].$get()),
  meta: { errorTitle: 'Failed to load notification settings' },
});

export function useNotificationPreferences() {
  return useQuery(preferencesQueryOptions);
}

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) =>
      answerOf(api.account['notification-preferences'].$put({ json: preferences })),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions.queryKey, saved),
  });
}
