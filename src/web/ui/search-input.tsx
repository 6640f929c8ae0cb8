import { Search } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { Input } from './input';

type SearchInputProps = Omit<ComponentProps<typeof Input>, 'type'> & { label: string };

/** A search box with its magnifier; `label` is its accessible name, the placeholder a hint. */
export function SearchInput({ label, className, ...props }: SearchInputProps) {
  return (
    <div className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input type="search" aria-label={label} maxLength={100} className="pl-9" {...props} />
    </div>
  );
}
