import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../../lib/cn';

type CheckListProps = { items: readonly string[]; icon: LucideIcon; className?: string };

/** Short claims, each after a decorative icon. */
export function CheckList({ items, icon: Icon, className }: CheckListProps) {
  return (
    <ul className={cn('space-y-3', className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-accent-text" />
          {item}
        </li>
      ))}
    </ul>
  );
}
