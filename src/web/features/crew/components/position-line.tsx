import { MapPin } from 'lucide-react';
import { formatDateTime } from '../../../lib/format';
import type { PositionState } from '../lib/use-position-reporter';

/** Where the phone is, as the app last measured it, or why it cannot tell. */
export function PositionLine({ position }: { position: PositionState }) {
  if (position.problem) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {position.problem}
      </p>
    );
  }
  if (!position.fix) return null;
  return (
    <p className="flex items-center gap-1 text-sm text-muted-foreground">
      <MapPin className="size-4" aria-hidden="true" />
      Position reported at {formatDateTime(new Date(position.fix.at).toISOString())}, within{' '}
      {Math.round(position.fix.accuracy_m)} m
    </p>
  );
}
