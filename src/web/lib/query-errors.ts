import { QueryCache } from '@tanstack/react-query';
import { TWO_FACTOR_REQUIRED_CODE } from '#shared/auth';
import { toast } from '../ui/use-toast';
import { ApiError } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * A query with an `errorTitle` toasts its failure with the server's message, or
     * with `errorDescription` where the spec gives the failure words of its own.
     */
    queryMeta: { errorTitle?: string; errorDescription?: string };
  }
}

/**
 * One place that turns a failed read into the spec's destructive toast. A 401 is not the page's
 * failure but the session's end: the session is read again, and the expiry notice tells the user.
 */
export function createQueryCache({ onUnauthorized }: { onUnauthorized: () => void }) {
  return new QueryCache({
    onError: (error, query) => {
      // The session is read again: an administrator without a second factor is sent to enrol.
      if (
        error instanceof ApiError &&
        (error.status === 401 || error.code === TWO_FACTOR_REQUIRED_CODE)
      ) {
        onUnauthorized();
        return;
      }
      const title = query.meta?.errorTitle;
      if (!title) return;
      toast({
        title,
        description: query.meta?.errorDescription ?? (error.message || 'Something went wrong'),
        variant: 'destructive',
      });
    },
  });
}
