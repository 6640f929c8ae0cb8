import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export const inputClasses =
  'h-10 w-full rounded-md border border-border bg-card px-3 text-sm text-card-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring aria-invalid:border-destructive disabled:opacity-60';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(inputClasses, className)} {...props} />;
}
