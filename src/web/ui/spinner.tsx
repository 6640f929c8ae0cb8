import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

// The accent text colour is dark enough for light pages; on a dark band it would all but vanish.
const SURFACE_COLOURS = { page: 'text-accent-text', dark: 'text-amber-300' };

type SpinnerProps = {
  /** The accessible name; also shown beside the spinner when `showLabel` is set. */
  label: string;
  showLabel?: boolean;
  /** What it spins on: the page's own background, or a dark band such as the footer. */
  surface?: keyof typeof SURFACE_COLOURS;
  className?: string;
};

export function Spinner({ label, showLabel = false, surface = 'page', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={cn('inline-flex items-center gap-2', className)}
    >
      <LoaderCircle
        aria-hidden="true"
        className={cn('size-5 animate-spin', SURFACE_COLOURS[surface])}
      />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
