import type { ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta';

type PortalPageHeaderProps = { title: string; description: string; actions?: ReactNode };

/** A portal page's heading, its browser title and, on the right, the page's own actions. */
export function PortalPageHeader({ title, description, actions }: PortalPageHeaderProps) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <PageMeta title={title} description={description} />
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {actions}
    </div>
  );
}
