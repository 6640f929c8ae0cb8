import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorState, LoadingState } from './list-states';

export type QueryStateProps<Data> = {
  query: UseQueryResult<Data>;
  loadingText: string;
  errorTitle: string;
  /** What the failure says; the error's own message unless given. */
  errorMessage?: (error: Error) => string;
  children: (data: Data) => ReactNode;
};

/** What a read shows in its place: loading, the failure with Try Again, or what it read. */
export function QueryState<Data>({
  query,
  loadingText,
  errorTitle,
  errorMessage = (error) => error.message,
  children,
}: QueryStateProps<Data>) {
  if (query.isPending) return <LoadingState text={loadingText} />;
  if (query.isError) {
    return (
      <ErrorState
        title={errorTitle}
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return children(query.data);
}
