import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../lib/cn';

/**
 * A form label. Radix's Label adds only what `onMouseDown` does here (a double click on the label
 * does not select its text); written out, it keeps radix's Primitive out of the shell (decision
 * 037).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm font-medium leading-none', className)}
      onMouseDown={(event: MouseEvent<HTMLLabelElement>) => {
        // Clicks inside a control the label holds are the control's own.
        if ((event.target as HTMLElement).closest('button, input, select, textarea')) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
