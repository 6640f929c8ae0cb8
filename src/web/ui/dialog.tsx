import { Dialog as DialogPrimitive } from 'radix-ui';
import type { KeyboardEventHandler, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './button';
import { CloseButton } from './close-button';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

type DialogContentProps = {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Keys the whole dialog answers, wherever the focus is inside it (a gallery's arrows). */
  onKeyDown?: KeyboardEventHandler<HTMLDivElement>;
};

/**
 * A modal with its title and description announced; radix traps focus inside, closes on Escape
 * and returns focus to the trigger.
 */
export function DialogContent({
  title,
  description,
  children,
  className,
  onKeyDown,
}: DialogContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onKeyDown={onKeyDown}
      >
        <div className="grid gap-1 pr-8">
          <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
          {description && (
            <DialogPrimitive.Description className="text-sm text-muted-foreground">
              {description}
            </DialogPrimitive.Description>
          )}
        </div>
        {children}
        <DialogPrimitive.Close asChild>
          <CloseButton className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

type DialogFormActionsProps = { submitLabel: string; pendingLabel: string; pending: boolean };

/**
 * The foot of a form in a dialog: Cancel closes the dialog, the submit button is disabled and
 * says `pendingLabel` while the form is being sent.
 */
export function DialogFormActions({ submitLabel, pendingLabel, pending }: DialogFormActionsProps) {
  return (
    <div className="flex justify-end gap-2">
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      <Button type="submit" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </div>
  );
}
