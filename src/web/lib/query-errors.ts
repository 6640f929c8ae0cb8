import { QueryCache } from '@tanstack/react-query';
import { toast } from '../ui/use-toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** A query with an `errorTitle` toasts its failure with the server's message (spec §8). */
    queryMeta: { errorTitle?: string };
  }
}

/** One place that turns a failed read into the spec's destructive toast. */
export function createQueryCache() {
  return new QueryCache({
    onError: (error, query) => {
      const title = query.meta?.errorTitle;
      if (!title) return;
      toast({
        title,
        description: error.message || 'Something went wrong',
        variant: 'destructive',
      });
    },
  });
}
