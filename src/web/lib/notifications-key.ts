import type { QueryClient } from '@tanstack/react-query';

/** The bell's cache key: every notifications query of the portal sits under it. */
export const NOTIFICATIONS_QUERY_KEY = ['notifications'] as const;

/**
 * Reads the bell again: after a change here, and when the live stream says a notification arrived
 * or was read elsewhere (its `notification` and `notifications_read` events).
 */
export function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_QUERY_KEY });
}
