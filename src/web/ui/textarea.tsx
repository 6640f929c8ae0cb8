import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { inputClasses } from './input';

/** A multi-line text box that looks like Input; size it with `rows`. */
export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(inputClasses, 'h-auto resize-y py-2 leading-relaxed', className)}
      {...props}
    />
  );
}
