import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn';

export type Feature = { icon: LucideIcon; title: string; text: string };

/** Cards of an icon, a short title (h3) and a sentence, as the public pages present features. */
export function FeatureGrid({ features, className }: { features: Feature[]; className?: string }) {
  return (
    <ul className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {features.map(({ icon: Icon, title, text }) => (
        <li key={title} className="rounded-xl border border-border bg-card p-6 shadow-sm">
          <span className="grid size-12 place-items-center rounded-lg bg-primary text-primary-foreground">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <h3 className="mt-5 text-lg font-semibold">{title}</h3>
          <p className="mt-2 text-muted-foreground">{text}</p>
        </li>
      ))}
    </ul>
  );
}
