import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { useRef } from 'react';
import { buttonVariants } from './button';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** The button that leaves things as they are; 'Keep request' where Cancel would be the action. */
  cancelLabel?: string;
  /** Runs on confirm; the dialog stays open (with its button disabled) until it settles. */
  onConfirm: () => void;
  pending?: boolean;
  /** The confirm button's text while it runs. */
  pendingLabel?: string;
  /** A delete is destructive; a decision such as granting access is not. */
  confirmVariant?: 'destructive' | 'default';
};

/**
 * An irreversible action asked once more (spec: 'Are you sure?'): a delete, or a decision that
 * cannot be taken back. Radix's alert dialog puts focus
 * on Cancel, so Enter never deletes by accident. Opened without a Trigger, radix would drop focus
 * on the page when it closes: it goes back to the element that had it when the dialog opened.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  pendingLabel = 'Deleting...',
  confirmVariant = 'destructive',
}: ConfirmDialogProps) {
  const returnFocusTo = useRef<HTMLElement | null>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/60" />
        <AlertDialogPrimitive.Content
          onOpenAutoFocus={() => {
            const opener = document.activeElement;
            returnFocusTo.current = opener instanceof HTMLElement ? opener : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!returnFocusTo.current?.isConnected) return;
            event.preventDefault();
            returnFocusTo.current.focus();
          }}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-lg border border-border bg-card p-6 text-card-foreground shadow-xl"
        >
          <AlertDialogPrimitive.Title className="text-lg font-semibold">
            {title}
          </AlertDialogPrimitive.Title>
          <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertDialogPrimitive.Description>
          <div className="flex justify-end gap-2">
            <AlertDialogPrimitive.Cancel className={buttonVariants({ variant: 'outline' })}>
              {cancelLabel}
            </AlertDialogPrimitive.Cancel>
            <button
              type="button"
              className={buttonVariants({ variant: confirmVariant })}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? pendingLabel : confirmLabel}
            </button>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
