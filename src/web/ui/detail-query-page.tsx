import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from './button';
import { ErrorState, LoadingState } from './list-states';

type DetailQueryPageProps<Data> = {
  query: UseQueryResult<Data>;
  back: { to: string; label: string };
  loadingText: string;
  errorTitle: string;
  children: (data: Data) => ReactNode;
};

/** One record's page under its way back: loading, the failure with Try Again, or the record. */
export function DetailQueryPage<Data>({
  query,
  back,
  loadingText,
  errorTitle,
  children,
}: DetailQueryPageProps<Data>) {
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      {query.isPending ? (
        <LoadingState text={loadingText} />
      ) : query.isError ? (
        <ErrorState
          title={errorTitle}
          message={query.error.message}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        children(query.data)
      )}
    </>
  );
}
