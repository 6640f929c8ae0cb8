import type { ReactNode } from 'react';

type PageHeroProps = { eyebrow: string; title: string; children: ReactNode };

/** The dark band at the top of a public page, holding its one h1. */
export function PageHero({ eyebrow, title, children }: PageHeroProps) {
  return (
    <section
      aria-labelledby="page-heading"
      className="bg-linear-to-br from-hero to-hero-deep text-white"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-sm font-semibold tracking-widest text-amber-200 uppercase">{eyebrow}</p>
        <h1
          id="page-heading"
          className="mt-3 max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl"
        >
          {title}
        </h1>
        <div className="mt-5 max-w-2xl text-lg text-slate-200">{children}</div>
      </div>
    </section>
  );
}
