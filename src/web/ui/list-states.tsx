import { RotateCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { Spinner } from './spinner';

/** 'Loading your …' beside a spinner. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className="flex justify-center py-16 text-muted-foreground">
      <Spinner label={text} showLabel />
    </div>
  );
}

type EmptyStateProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  /** What to do about it, under the description: a button that makes the first one. */
  action?: ReactNode;
};

export function EmptyState({ icon: Icon, title, description, action }: EmptyStateProps) {
  return (
    <div className="grid justify-items-center gap-2 rounded-lg border border-dashed border-border px-6 py-16 text-center">
      <Icon aria-hidden="true" className="size-10 text-muted-foreground" />
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{description}</p>
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}

type ErrorStateProps = { title: string; message: string; onRetry: () => void; retrying: boolean };

/** A failed read that stays on screen after its toast, with a way to try again. */
export function ErrorState({ title, message, onRetry, retrying }: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="grid justify-items-center gap-3 rounded-lg border border-destructive/40 px-6 py-12 text-center"
    >
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="max-w-md text-muted-foreground">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        <RotateCw aria-hidden="true" />
        Try Again
      </Button>
    </div>
  );
}
