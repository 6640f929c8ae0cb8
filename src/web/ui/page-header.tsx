import type { ReactNode } from 'react';
import { PageMeta } from '../lib/page-meta';

type PageHeaderProps = { title: string; description: string; actions?: ReactNode };

/** A signed-in area's page heading, its browser title and, on the right, the page's own actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
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
