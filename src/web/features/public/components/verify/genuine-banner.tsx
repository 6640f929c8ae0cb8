import { ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** The verdict at the top of a genuine document's page: what it is, and the words about it. */
export function GenuineBanner({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="verdict-heading"
      className="flex gap-4 rounded-lg border border-green-700/40 bg-green-50 p-6 dark:bg-green-950/40"
    >
      <ShieldCheck
        aria-hidden="true"
        className="size-8 shrink-0 text-green-700 dark:text-green-400"
      />
      <div className="grid gap-1">
        <h2 id="verdict-heading" className="text-2xl font-bold tracking-tight">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
