import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { createQueryCache } from '../lib/query-errors';
import { sessionQueryOptions } from '../session/get-session';
import { ReauthenticationPrompt } from '../session/reauthentication/reauthentication-prompt';
import { DeferredToaster } from '../ui/deferred-toaster';

/** The app's one query client: made by the entry, which may start the first reads before rendering. */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    queryCache: createQueryCache({
      onUnauthorized: () =>
        void client.invalidateQueries({ queryKey: sessionQueryOptions.queryKey }),
    }),
    defaultOptions: {
      // Offline, a read is still tried once: the crew app's service worker answers it from its
      // last copy (decision 077); without a worker it fails at once and waits for the network.
      queries: { staleTime: 60_000, retry: retryUnlessRefused, networkMode: 'offlineFirst' },
    },
  });
  return client;
}

/** One retry for a failure that may pass (network, 5xx); none for an answer that will not change. */
function retryUnlessRefused(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function AppProviders({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ReauthenticationPrompt />
      <DeferredToaster />
    </QueryClientProvider>
  );
}
