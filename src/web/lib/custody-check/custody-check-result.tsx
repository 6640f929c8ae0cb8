import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import type { CustodyEventCheck, CustodyRecordCheck } from '#shared/ledger-bundle';
import { pluralize } from '#shared/pluralize';
import { cn } from '../cn';
import { formatDateTime } from '../format';

/** The one sentence that sums the check up: what held, against which checkpoint and key. */
function summaryOf({ checkpoint, events, verified, pending, failed }: CustodyRecordCheck) {
  const against = `the checkpoint of ${formatDateTime(checkpoint.signed_at)}, tree size ${checkpoint.tree_size}, key ${checkpoint.key_id}`;
  if (failed > 0) {
    return `${pluralize(failed, 'custody event')} of ${events.length} failed the check against ${against}.`;
  }
  const waiting =
    pending > 0 ? ` ${pluralize(pending, 'more event')} not in a checkpoint yet.` : '';
  if (verified === events.length) {
    return verified === 1
      ? `The custody event is verified against ${against}.`
      : `All ${pluralize(verified, 'custody event')} verified against ${against}.`;
  }
  return `${pluralize(verified, 'custody event')} verified against ${against}.${waiting}`;
}

const RESULTS = {
  verified: {
    label: 'Verified',
    icon: CircleCheck,
    className: 'text-green-700 dark:text-green-400',
  },
  pending: { label: 'Not in a checkpoint yet', icon: Clock, className: 'text-muted-foreground' },
  failed: { label: 'Failed', icon: CircleAlert, className: 'text-destructive' },
} as const;

function EventRow({ event }: { event: CustodyEventCheck }) {
  const result = RESULTS[event.result];
  const Icon = result.icon;
  return (
    <li className="grid gap-1 border-b border-border py-3 last:border-b-0">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-medium">
          <span className="text-muted-foreground">#{event.seq}</span> {event.event}
        </p>
        <p className={cn('inline-flex items-center gap-1 text-sm font-semibold', result.className)}>
          <Icon aria-hidden="true" className="size-4" />
          {result.label}
        </p>
      </div>
      <p className="text-sm text-muted-foreground">{formatDateTime(event.time)}</p>
      {event.result !== 'verified' && (
        <p className={cn('text-sm', event.result === 'failed' && 'text-destructive')}>
          {event.reason}
        </p>
      )}
    </li>
  );
}

/** A check's outcome: the sentence that sums it up, then each event with its result. */
export function CustodyCheckResult({ check }: { check: CustodyRecordCheck }) {
  const failed = check.failed > 0;
  return (
    <div className="grid gap-3">
      <p
        role={failed ? 'alert' : 'status'}
        className={cn(
          'rounded-md border p-3 text-sm font-medium',
          failed
            ? 'border-destructive text-destructive'
            : 'border-green-700 text-green-800 dark:border-green-400 dark:text-green-300',
        )}
      >
        {summaryOf(check)}
      </p>
      <ul aria-label="Custody events" className="grid">
        {check.events.map((event) => (
          <EventRow key={event.seq} event={event} />
        ))}
      </ul>
    </div>
  );
}
