import type { ReactNode } from 'react';
import { Button } from './button';

type LoadFailureProps = { children: ReactNode; onRetry: () => void };

/** A part of a card or dialog that could not be read, said in its place, with Try again. */
export function LoadFailure({ children, onRetry }: LoadFailureProps) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
      {children}
      <Button variant="outline" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
