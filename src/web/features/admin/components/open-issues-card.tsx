import { ArrowRight, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Skeleton } from '../../../ui/skeleton';

/**
 * The issues still waiting for staff (open or in progress), and a way into the Issues queue for
 * a staff role that reads it.
 */
export function OpenIssuesCard({ count, linked }: { count: number | undefined; linked: boolean }) {
  return (
    <section
      aria-labelledby="open-issues-heading"
      className="mt-4 flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border bg-card p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <TriangleAlert aria-hidden="true" className="size-5 text-muted-foreground" />
        <div className="grid gap-1">
          <h2 id="open-issues-heading" className="text-sm font-medium text-muted-foreground">
            Open Issues
          </h2>
          {count === undefined ? (
            <div role="status" aria-label="Loading Open Issues">
              <Skeleton className="h-8 w-16" />
            </div>
          ) : (
            <p className="text-3xl font-bold tabular-nums">{count}</p>
          )}
        </div>
      </div>
      {linked && (
        <Link
          to="/admin/issues"
          className="inline-flex items-center gap-1 text-sm font-medium text-accent-text underline-offset-4 hover:underline"
        >
          Open the Issues queue
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      )}
    </section>
  );
}
