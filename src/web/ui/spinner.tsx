import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

type SpinnerProps = {
  /** The accessible name; also shown beside the spinner when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  className?: string;
};

export function Spinner({ label, showLabel = false, className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent-text" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
