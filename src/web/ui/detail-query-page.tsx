import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from './button';
import { QueryState, type QueryStateProps } from './query-state';

type DetailQueryPageProps<Data> = QueryStateProps<Data> & { back: { to: string; label: string } };

/** One record's page under its way back: loading, the failure with Try Again, or the record. */
export function DetailQueryPage<Data>({ back, ...state }: DetailQueryPageProps<Data>) {
  return (
    <>
      <Button asChild variant="ghost" className="mb-4 -ml-3">
        <Link to={back.to}>
          <ArrowLeft aria-hidden="true" />
          {back.label}
        </Link>
      </Button>
      <QueryState {...state} />
    </>
  );
}
