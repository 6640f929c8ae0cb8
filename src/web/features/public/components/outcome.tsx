import type { ReactNode } from 'react';
import { PageMeta } from '../../../lib/page-meta';

type OutcomeProps = {
  icon: ReactNode;
  title: string;
  /** The page's meta description. */
  description: string;
  children: ReactNode;
};

/** A one-purpose page an e-mail's link opens: an icon, a heading, what it means and one action. */
export function Outcome({ icon, title, description, children }: OutcomeProps) {
  return (
    <section className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center sm:px-6">
      <PageMeta title={title} description={description} />
      {icon}
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {children}
    </section>
  );
}
