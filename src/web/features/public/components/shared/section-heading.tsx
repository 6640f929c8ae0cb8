import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';

type SectionHeadingProps = {
  id: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'start';
  className?: string;
};

/** A section's h2 (its id names the section) with an optional short introduction. */
export function SectionHeading({
  id,
  title,
  intro,
  align = 'center',
  className,
}: SectionHeadingProps) {
  return (
    <div className={cn(align === 'center' && 'mx-auto max-w-2xl text-center', className)}>
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted-foreground">{intro}</p>}
    </div>
  );
}
