import { cn } from '../lib/cn';

/**
 * A grey placeholder while content loads; hidden from screen readers (announce loading on the
 * region instead, e.g. aria-busy) and still when the user asks for reduced motion.
 */
export function Skeleton({ className }: { className?: string }) {
  return (
    <div
      aria-hidden="true"
      className={cn('rounded-md bg-muted motion-safe:animate-pulse', className)}
    />
  );
}
