import { queryOptions, useQuery } from '@tanstack/react-query';
import { answerOf, api } from '../../lib/api-client';
import { NOTIFICATIONS_QUERY_KEY } from '../../lib/notifications-key';

/** The newest page of the caller's notifications with the unread count; always read afresh on focus. */
const notificationsQueryOptions = queryOptions({
  queryKey: [...NOTIFICATIONS_QUERY_KEY, 'latest'],
  queryFn: () => answerOf(api.notifications.$get({ query: {} })),
  staleTime: 0,
  refetchOnWindowFocus: 'always',
});

export function useNotifications() {
  return useQuery(notificationsQueryOptions);
}
