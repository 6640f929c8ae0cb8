import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

type TrackCardProps = { id: string; title: string; children: ReactNode; className?: string };

/** One titled card of the tracking result; its heading names the region. */
export function TrackCard({ id, title, children, className }: TrackCardProps) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-lg border border-border bg-card p-6 shadow-sm', className)}
    >
      <h3 id={id} className="text-lg font-semibold">
        {title}
      </h3>
      <div className="mt-4">{children}</div>
    </section>
  );
}
