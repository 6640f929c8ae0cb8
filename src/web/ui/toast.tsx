import { Toast } from 'radix-ui';
import { cn } from '../lib/cn';
import { CloseButton } from './close-button';
import { useToast } from './use-toast';

const TOAST_DURATION_MS = 5000;

/** Renders the current toast; mount once near the root of the app. */
export function Toaster() {
  const { active, dismiss } = useToast();

  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {active && (
        <Toast.Root
          key={active.id}
          open={active.open}
          onOpenChange={(open) => {
            if (!open) dismiss(active.id);
          }}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            active.variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-card text-card-foreground',
          )}
        >
          <div className="grid gap-1">
            <Toast.Title className="text-sm font-semibold">{active.title}</Toast.Title>
            {active.description && (
              <Toast.Description className="text-sm opacity-90">
                {active.description}
              </Toast.Description>
            )}
          </div>
          <Toast.Close asChild>
            <CloseButton className="absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100" />
          </Toast.Close>
        </Toast.Root>
      )}
      <Toast.Viewport className="fixed right-0 bottom-0 z-100 flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </Toast.Provider>
  );
}
