import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

export type Description = {
  term: string;
  /** The value; nothing to show (null, undefined, false or '') reads `fallback` instead. */
  details: ReactNode;
  /** What an empty value reads, e.g. 'Not provided' or 'Never'. */
  fallback?: string;
};

type DescriptionListProps = {
  items: readonly Description[];
  /**
   * 'stacked': each term above its value, two pairs a row from sm up (a profile card);
   * 'beside': each term beside its value (a dialog of details).
   */
  layout: 'stacked' | 'beside';
};

const isEmpty = (details: ReactNode) =>
  details === null || details === undefined || details === false || details === '';

/** Terms and their values; a missing value reads its row's fallback, muted. */
export function DescriptionList({ items, layout }: DescriptionListProps) {
  return (
    <dl
      className={cn(
        'grid',
        layout === 'stacked' ? 'gap-4 sm:grid-cols-2' : 'gap-3 text-sm sm:grid-cols-[9rem_1fr]',
      )}
    >
      {items.map(({ term, details, fallback }) => (
        // min-w-0: a long value narrows with the list instead of widening the page.
        <div key={term} className={layout === 'stacked' ? 'grid min-w-0 gap-1' : 'contents'}>
          <dt className={cn('text-muted-foreground', layout === 'stacked' && 'text-sm')}>{term}</dt>
          {isEmpty(details) ? (
            <dd className="text-muted-foreground italic">{fallback}</dd>
          ) : (
            <dd className="min-w-0 font-medium break-words">{details}</dd>
          )}
        </div>
      ))}
    </dl>
  );
}
