import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryCache } from '../lib/query-errors';
import { Toaster } from '../ui/toast';

function createQueryClient() {
  return new QueryClient({
    queryCache: createQueryCache(),
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1 },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);

  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
